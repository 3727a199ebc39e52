/** @jest-environment jsdom */
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@hvac/contracts/identity';
import { RequireAuth, RequireRole, returnAddress } from '../src/guards';
import { useSession } from '../src/session';

const user = (role: User['role']): User => ({
  id: '7d5a1f0e-0b1c-4a55-9d2e-1f2a3b4c5d6e',
  username: 'Dana',
  email: 'dana@example.com',
  phone: null,
  role,
  contactStreet: null,
  contactCity: null,
  contactZip: null,
  contactApartment: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{location.pathname}</p>
      <p data-testid="state">{JSON.stringify(location.state ?? null)}</p>
    </>
  );
}

function renderAt(path: string, element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/guarded" element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => useSession.setState({ token: null, user: null, hydrated: true }));

describe('RequireAuth', () => {
  it('sends a visitor without a session to /login', () => {
    renderAt('/guarded', <RequireAuth><p>secret</p></RequireAuth>);
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('shows a placeholder, not a redirect, while the session is still being restored', () => {
    useSession.setState({ hydrated: false });
    renderAt('/guarded', <RequireAuth><p>secret</p></RequireAuth>);
    expect(screen.getByTestId('session-placeholder')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('gives /login the page as its return address, but not when the session ends on the page (a logout)', () => {
    renderAt('/guarded?tab=2', <RequireAuth><p>secret</p></RequireAuth>);
    expect(screen.getByTestId('state').textContent).toBe('{"from":"/guarded?tab=2"}');
    cleanup();
    useSession.getState().setSession('tok', user('client'));
    renderAt('/guarded', <RequireAuth><p>secret</p></RequireAuth>);
    act(() => useSession.getState().logout());
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(screen.getByTestId('state').textContent).toBe('null');
  });

  it('remembers a logout on the page when the page is drawn anew at that moment (the shell swaps its layout)', () => {
    useSession.getState().setSession('tok', user('client'));
    const { unmount } = renderAt('/guarded', <RequireAuth><p>secret</p></RequireAuth>);
    act(() => useSession.getState().logout());
    unmount();
    renderAt('/guarded', <RequireAuth><p>secret</p></RequireAuth>);
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(screen.getByTestId('state').textContent).toBe('null');
    cleanup();
    // A later signed-out visit to the page gets its return address again.
    useSession.getState().setSession('tok', user('client'));
    useSession.getState().logout();
    renderAt('/guarded', <RequireAuth><p>secret</p></RequireAuth>);
    expect(screen.getByTestId('state').textContent).toBe('{"from":"/guarded"}');
  });

  it('reads a return address only as a path of this site', () => {
    expect(returnAddress({ from: '/my-quotes-and-invoices' })).toBe('/my-quotes-and-invoices');
    for (const state of [null, undefined, {}, { from: 42 }, { from: '//evil.example' }, { from: '/\\evil.example' }, { from: 'https://evil.example/' }]) {
      expect(returnAddress(state)).toBeNull();
    }
  });

  it('renders the page for a signed-in user', () => {
    useSession.getState().setSession('tok', user('client'));
    renderAt('/guarded', <RequireAuth><p>secret</p></RequireAuth>);
    expect(screen.getByText('secret')).toBeTruthy();
  });
});

describe('RequireRole', () => {
  const adminOnly = <RequireRole roles={['admin']} redirectTo="/"><p>dashboard</p></RequireRole>;

  it.each(['client', 'staff', 'manager'] as const)('sends a %s to the redirect target', (role) => {
    useSession.getState().setSession('tok', user(role));
    renderAt('/guarded', adminOnly);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('sends a signed-out visitor to the redirect target', () => {
    renderAt('/guarded', <RequireRole roles={['admin', 'manager']} redirectTo="/login"><p>requests</p></RequireRole>);
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('lets an allowed role in', () => {
    useSession.getState().setSession('tok', user('admin'));
    renderAt('/guarded', adminOnly);
    expect(screen.getByText('dashboard')).toBeTruthy();
  });

  it('waits for the session before deciding', () => {
    useSession.setState({ hydrated: false });
    renderAt('/guarded', adminOnly);
    expect(screen.getByTestId('session-placeholder')).toBeTruthy();
  });
});
