/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { backOfficeQueries, useBackOfficeMutation, useBackOfficeQuery } from '../src/back-office';
import { useSession } from '../src';

const staff = (id: string) => ({ id, username: id, email: `${id}@example.com`, phone: null, role: 'admin' }) as never;

function Reader({ read }: { read: () => Promise<string> }) {
  const query = useBackOfficeQuery({ queryKey: ['reader'], queryFn: read });
  if (query.error) return <p role="alert">{query.error.message}</p>;
  return <p role="status">{query.data ?? 'loading'}</p>;
}

afterEach(() => {
  backOfficeQueries.clear();
  act(() => useSession.getState().logout());
});

describe('back-office queries', () => {
  it('reads through the page-wide cache without a provider, and tries a failed read once (the api client retries)', async () => {
    const read = jest.fn().mockRejectedValue(new Error('down'));
    render(<Reader read={read} />);
    await screen.findByRole('alert');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('refreshes what a mutation changed', async () => {
    let stored = 'before';
    function Editor() {
      const query = useBackOfficeQuery({ queryKey: ['value'], queryFn: async () => stored });
      const save = useBackOfficeMutation({
        mutationFn: async (next: string) => void (stored = next),
        onSuccess: () => backOfficeQueries.invalidateQueries({ queryKey: ['value'] }),
      });
      return (
        <button type="button" onClick={() => save.mutate('after')}>
          {query.data ?? 'loading'}
        </button>
      );
    }
    render(<Editor />);
    fireEvent.click(await screen.findByRole('button', { name: 'before' }));
    await screen.findByRole('button', { name: 'after' });
  });

  it("forgets every read when the signed-in user changes, never when the same user's token is renewed", async () => {
    act(() => useSession.getState().setSession('token-a', staff('a')));
    await backOfficeQueries.fetchQuery({ queryKey: ['mine'], queryFn: async () => 'a-data' });
    act(() => useSession.getState().setSession('token-a2', staff('a')));
    expect(backOfficeQueries.getQueryData(['mine'])).toBe('a-data');
    act(() => useSession.getState().setSession('token-b', staff('b')));
    expect(backOfficeQueries.getQueryData(['mine'])).toBeUndefined();
    await backOfficeQueries.fetchQuery({ queryKey: ['mine'], queryFn: async () => 'b-data' });
    act(() => useSession.getState().logout());
    await waitFor(() => expect(backOfficeQueries.getQueryData(['mine'])).toBeUndefined());
  });
});
