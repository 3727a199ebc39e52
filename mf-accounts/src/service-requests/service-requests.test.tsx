/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ServiceRequest } from '@hvac/contracts/requests';
import { changeLanguage, useSession, type Language } from '@hvac/web-kit';
import AccountsRoutes from '../routes';
import { PAGE_SIZE, toListResult } from './api';
import en from './i18n/en.json';
import fa from './i18n/fa.json';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

async function renderAt(path: string, role: 'client' | 'staff' | null, lng: Language = 'en') {
  await act(() => changeLanguage(lng));
  act(() => {
    if (role) useSession.getState().setSession('token', { id: 'u1', username: 'Someone', email: 's@example.com', phone: null, role } as never);
    else useSession.getState().logout();
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AccountsRoutes />
      <CurrentPath />
    </MemoryRouter>,
  );
}

const request = (over: Partial<ServiceRequest>): ServiceRequest =>
  ({
    id: '0b8e2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    userId: null,
    customer: null,
    contactFullName: 'Dana Whitfield',
    contactPhone: '7135550100',
    contactEmail: 'dana@example.com',
    contactStreet: '1 Main St',
    contactCity: 'Houston',
    contactZip: '77002',
    contactApartment: null,
    serviceType: 'AC Repair',
    description: 'AC Repair',
    status: 'pending',
    assignedTo: null,
    technician: null,
    schedulingPreferences: { preferredDate1: null, preferredTime1: null, preferredDate2: null, preferredTime2: null, notes: null },
    additionalDetails: {},
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...over,
  }) as ServiceRequest;

describe('access to the service-request screens (docs/domains/service-requests.md#roles)', () => {
  afterEach(() => act(() => useSession.getState().logout()));

  it.each(['/admin/service-requests', '/admin/service-requests-management', '/admin/service-requests/abc', '/my-service-requests'])(
    'sends a signed-out visitor from %s to /login',
    async (path) => {
      await renderAt(path, null);
      expect(screen.getByTestId('path').textContent).toBe('/login');
    },
  );

  it.each([
    ['client', '/admin/service-requests'],
    ['staff', '/admin/service-requests'],
    ['client', '/admin/service-requests-management'],
    ['staff', '/admin/service-requests-management'],
  ] as const)('tells a %s on %s that access is denied', async (role, path) => {
    await renderAt(path, role);
    expect(screen.getByRole('alert').textContent).toBe('Access denied. Admin or Manager role required.');
    expect(screen.getByTestId('path').textContent).toBe(path);
  });

  it.each(['client', 'staff'] as const)('sends a %s from a request detail to /login', async (role) => {
    await renderAt('/admin/service-requests/0b8e2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b', role);
    expect(screen.getByTestId('path').textContent).toBe('/login');
  });

  it('says access is denied in Persian and Spanish too', async () => {
    await renderAt('/admin/service-requests', 'client', 'fa');
    expect(screen.getByRole('alert').textContent).toBe(fa.messages.accessDenied);
  });
});

describe('list answers (docs/domains/service-requests.md#calls)', () => {
  const rows = [request({ id: 'a' }), request({ id: 'b', status: 'completed' })];
  const counts = { total: 9, pending: 4, confirmed: 1, in_progress: 2, completed: 1, cancelled: 1 };
  const pagination = { currentPage: 1, totalPages: 1, totalItems: 2, limit: PAGE_SIZE };

  it('reads the one list answer: rows, counts and paging as the server computed them', () => {
    expect(toListResult({ status: 'success', data: { serviceRequests: rows, counts, pagination } })).toEqual({ rows, counts, filtered: 2, pagination });
  });

  it('takes nothing else for a list', () => {
    for (const body of [rows, { data: rows }, { serviceRequests: rows }, { status: 'success', data: { serviceRequests: rows } }, 'nope', null]) {
      expect(toListResult(body)).toBeNull();
    }
  });
});

describe('service-request translations', () => {
  it('holds the texts of docs/domains/service-requests.md#messages letter by letter', () => {
    expect(en.messages).toMatchObject({
      fetchFailed: 'Failed to fetch service requests from any endpoint',
      updateFailed: 'Failed to update service request',
      detailFailed: 'Failed to fetch service request details',
      myFailed: 'Failed to fetch your service requests',
      accessDenied: 'Access denied. Admin or Manager role required.',
      error: 'Error: {{message}}',
    });
    expect(en.empty).toEqual({ filtered: 'No requests found with current filters.', none: 'No service requests found.', refresh: 'Try refreshing the data' });
    expect(en.my).toMatchObject({
      loading: 'Loading your service requests...',
      emptyTitle: 'No service requests yet',
      emptyText: "You haven't made any service requests. Get started by scheduling one today!",
      schedule: 'Schedule New Service',
    });
    expect(en.list.counts).toEqual({ total: 'Total', pending: 'Pending', inProgress: 'In Progress', completed: 'Completed', filtered: 'Filtered' });
    expect(en.detail.note).toBe('More management options will come later.');
  });
});
