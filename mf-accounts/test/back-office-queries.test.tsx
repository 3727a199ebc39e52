/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { User } from '@hvac/contracts/identity';
import type { ServiceRequest } from '@hvac/contracts/requests';
import { Toast } from '@hvac/ui';
import { ApiError, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as requests from '../src/service-requests/api';
import type { ListResult } from '../src/service-requests/api';
import * as users from '../src/admin/users/api';
import { renderAt } from './harness';

// The screens read through the back-office cache; the calls below it are stand-ins.
jest.mock('../src/service-requests/api', () => ({
  ...jest.requireActual('../src/service-requests/api'),
  fetchAdminList: jest.fn(),
  fetchAssignees: jest.fn(),
  fetchMyRequests: jest.fn(),
  updateRequest: jest.fn(),
}));
jest.mock('../src/admin/users/api', () => ({ ...jest.requireActual('../src/admin/users/api'), fetchUsers: jest.fn() }));
jest.mock('../src/admin/analytics/api', () => ({ ...jest.requireActual('../src/admin/analytics/api'), fetchStats: () => new Promise(() => undefined) }));

const fetchAdminList = jest.mocked(requests.fetchAdminList);
const fetchMyRequests = jest.mocked(requests.fetchMyRequests);
const updateRequest = jest.mocked(requests.updateRequest);
const fetchUsers = jest.mocked(users.fetchUsers);

const request = { id: '0b8e2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b', contactFullName: 'Dana Whitfield', contactEmail: 'dana@example.com', serviceType: 'AC Repair', status: 'pending', assignedTo: null, createdAt: '2026-01-02T10:00:00.000Z' } as ServiceRequest;
const page = (rows: ServiceRequest[]): ListResult => ({
  rows,
  counts: { total: rows.length, pending: rows.length, confirmed: 0, in_progress: 0, completed: 0, cancelled: 0 },
  filtered: rows.length,
  pagination: { currentPage: 1, totalPages: 1, totalItems: rows.length, limit: 25 },
});
const admin = { id: 'a1', username: 'Avery Admin', email: 'admin@example.com', phone: null, role: 'admin' } as User;

/** A call that answers when the test says so. */
function pending<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

beforeEach(() => {
  jest.mocked(requests.fetchAssignees).mockResolvedValue([]);
  act(() => useSession.setState({ hydrated: true, token: 'token', user: admin }));
});
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('service request list through the back-office cache', () => {
  it('shows loading, then the rows; a status change is saved, confirmed and the list read again', async () => {
    const first = pending<ListResult>();
    fetchAdminList.mockReturnValueOnce(first.promise).mockResolvedValue(page([{ ...request, status: 'confirmed' }]));
    updateRequest.mockResolvedValue();
    render(<Toast />);
    await renderAt('/admin/service-requests');
    await screen.findByText('Loading service requests...');
    await act(async () => first.resolve(page([request])));
    fireEvent.change(await screen.findByLabelText('Status of the request from Dana Whitfield'), { target: { value: 'confirmed' } });
    await screen.findByText('Service request updated.');
    expect(updateRequest).toHaveBeenCalledWith(request.id, { status: 'confirmed' });
    await waitFor(() => expect((screen.getByLabelText('Status of the request from Dana Whitfield') as HTMLSelectElement).value).toBe('confirmed'));
    expect(fetchAdminList).toHaveBeenCalledTimes(2);
  });

  it("says the spec's text when no endpoint answers, and the empty state when none match", async () => {
    fetchAdminList.mockRejectedValueOnce(new ApiError(requests.FETCH_FAILED, 0, 'fetchFailed')).mockResolvedValue(page([]));
    await renderAt('/admin/service-requests');
    await screen.findByText('Failed to fetch service requests from any endpoint');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText('No service requests found.');
    expect(screen.queryByText('Failed to fetch service requests from any endpoint')).toBeNull();
  });

  it('cancels the read of a list that left the screen', async () => {
    fetchAdminList.mockReturnValue(new Promise(() => undefined));
    const view = await renderAt('/admin/service-requests');
    await screen.findByText('Loading service requests...');
    const signal = fetchAdminList.mock.calls[0]![1]!;
    expect(signal.aborted).toBe(false);
    view.unmount();
    await waitFor(() => expect(signal.aborted).toBe(true));
  });
});

describe('my service requests through the back-office cache', () => {
  it('frames the fallback when the network is down, and shows the empty state once it answers', async () => {
    fetchMyRequests.mockRejectedValueOnce(new ApiError('Failed to fetch', 0, 'networkError')).mockResolvedValue([]);
    const view = await renderAt('/my-service-requests');
    await screen.findByText('Error: Failed to fetch your service requests');
    view.unmount();
    await renderAt('/my-service-requests');
    await screen.findByRole('heading', { name: 'No service requests yet' });
  });
});

describe('user management through the back-office cache', () => {
  it("shows the spec's failure with Try again, which loads the list", async () => {
    fetchUsers.mockRejectedValueOnce(new users.UsersLoadError('fetchFailed', '503')).mockResolvedValue([admin]);
    await renderAt('/admin/users');
    await screen.findByText('Failed to fetch users: 503');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Avery Admin');
    expect(screen.queryByText('Failed to fetch users: 503')).toBeNull();
  });
});
