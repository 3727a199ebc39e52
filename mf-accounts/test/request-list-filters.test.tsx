/** @jest-environment @hvac/web-kit/fetch-environment */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import { answerCalls, signIn } from '@hvac/web-kit/testing';
import { renderAt } from './harness';

const EMPTY_LIST = {
  status: 'success',
  data: {
    serviceRequests: [],
    pagination: { currentPage: 1, totalPages: 1, totalItems: 0, itemsPerPage: 25 },
    counts: { total: 0, pending: 0, confirmed: 0, in_progress: 0, completed: 0, cancelled: 0 },
  },
};

/** The list's calls as the page made them, their query without the cache-busting timestamp. */
function serveList(): string[] {
  const asked: string[] = [];
  answerCalls((_method, path) => {
    if (path.startsWith('service-requests/admin?')) {
      const url = new URL(path, 'http://localhost/');
      url.searchParams.delete('_t');
      asked.push(url.search);
      return { status: 200, body: EMPTY_LIST };
    }
    if (path === 'service-requests/assignees') return { status: 200, body: { status: 'success', data: { assignees: [] } } };
    return { status: 404, body: { message: 'Not found' } };
  });
  return asked;
}

afterEach(() => {
  jest.restoreAllMocks();
  backOfficeQueries.clear();
  act(() => useSession.getState().logout());
});

describe('the service-request list keeps its filters in the address (docs/architecture.md#frontend-conventions)', () => {
  it('opens on the unassigned open requests, as the overview links to them, and writes a change back', async () => {
    const asked = serveList();
    signIn('manager');
    await renderAt('/admin/service-requests?unassigned=true');
    await waitFor(() => expect(asked).toContain('?page=1&limit=25&sort=createdAt&order=desc&unassigned=true'));
    const only = screen.getByLabelText('Unassigned open requests only') as HTMLInputElement;
    expect(only.checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/service-requests?unassigned=true&status=pending'));
    fireEvent.click(only);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/service-requests?status=pending'));
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&limit=25&sort=createdAt&order=desc&status=pending'));
  });

  it('opens on a status the overview links to', async () => {
    const asked = serveList();
    signIn('admin');
    await renderAt('/admin/service-requests?status=in_progress');
    await waitFor(() => expect(asked).toContain('?page=1&limit=25&sort=createdAt&order=desc&status=in_progress'));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('in_progress');
  });
});
