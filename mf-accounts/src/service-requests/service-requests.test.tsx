/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ServiceRequest } from '@hvac/contracts';
import { changeLanguage, useSession, type Language } from '@hvac/web-kit';
import AccountsRoutes from '../routes';
import { PAGE_SIZE, countByStatus, extractList, matchesSearch, toListResult } from './api';
import en from './i18n/en.json';
import es from './i18n/es.json';
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
    customerName: null,
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
    assignedToName: null,
    schedulingPreferences: { preferredDate1: null, preferredTime1: null, preferredDate2: null, preferredTime2: null, notes: null },
    additionalDetails: {},
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...over,
  }) as ServiceRequest;

describe('access to the service-request screens (spec 1 §6)', () => {
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
    await act(() => changeLanguage('en'));
  });
});

describe('list answers (spec 1 §7)', () => {
  const rows = [request({ id: 'a' }), request({ id: 'b', status: 'completed', contactFullName: 'Lee Wong', contactEmail: 'lee@example.com' })];

  it('reads every shape the spec names and nothing else', () => {
    expect(extractList({ status: 'success', data: { serviceRequests: rows } })).toEqual(rows);
    expect(extractList({ data: rows })).toEqual(rows);
    expect(extractList(rows)).toEqual(rows);
    expect(extractList({ serviceRequests: rows })).toEqual(rows);
    expect(extractList({ data: { items: rows } })).toBeNull();
    expect(extractList('nope')).toBeNull();
  });

  it('searches name, e-mail, service and id without regard to case (spec 1 §5)', () => {
    const r = rows[1]!;
    expect(['LEE', 'lee@EXAMPLE', 'ac rep', 'B', ''].map((s) => matchesSearch(r, s))).toEqual([true, true, true, true, true]);
    expect(matchesSearch(r, 'dana')).toBe(false);
  });

  it('takes counts and paging from the agreed answer, and computes them for a bare list', () => {
    const counts = { total: 9, pending: 4, confirmed: 1, in_progress: 2, completed: 1, cancelled: 1 };
    const agreed = toListResult(
      { status: 'success', data: { serviceRequests: rows, counts, pagination: { currentPage: 1, totalPages: 1, totalItems: 2, limit: 25 } } },
      { status: 'all', search: '', page: 1 },
    );
    expect(agreed).toMatchObject({ counts, filtered: 2 });
    const bare = toListResult(rows, { status: 'completed', search: '', page: 1 });
    expect(bare).toMatchObject({ filtered: 1, counts: { total: 2, pending: 1, completed: 1 } });
    expect(bare?.rows.map((r) => r.id)).toEqual(['b']);
    const many = Array.from({ length: PAGE_SIZE + 3 }, (_, i) => request({ id: `r${i}` }));
    expect(toListResult(many, { status: 'all', search: '', page: 2 })?.rows).toHaveLength(3);
    expect(countByStatus(many)).toMatchObject({ total: PAGE_SIZE + 3, pending: PAGE_SIZE + 3 });
  });
});

describe('service-request translations', () => {
  const keys = (obj: object, prefix = ''): string[] =>
    Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

  it('has every key in all three languages', () => {
    expect(keys(fa).sort()).toEqual(keys(en).sort());
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('holds the spec 1 §8 texts letter by letter', () => {
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
