/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { User } from '@hvac/contracts/identity';
import { SESSION_STORAGE_KEY, useLogout, useSession } from '../src/session';
import { readSession } from '../src/session-storage';
import { useModal } from '../src/modal';

const client = { id: 'u1', username: '', email: 'c@example.com', role: 'client' } as unknown as User;

describe('session store', () => {
  beforeEach(() => act(() => useSession.getState().logout()));

  it('is hydrated once localStorage has been read', () => {
    expect(useSession.getState().hydrated).toBe(true);
  });

  it("persists token and user under 'hvac-session' and restores them", () => {
    act(() => useSession.getState().setSession('tok-1', client));
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.state).toEqual({ token: 'tok-1', user: client });
    act(() => useSession.setState({ token: null, user: null }));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 'tok-2', user: client }, version: 0 }));
    // As another tab's login reaches this one.
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY })));
    expect(useSession.getState()).toMatchObject({ token: 'tok-2', user: client });
  });

  it('starts from the session stored before the page loaded', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 'tok-0', user: client }, version: 0 }));
    jest.isolateModules(() => {
      const { useSession: fresh } = jest.requireActual<{ useSession: typeof useSession }>('../src/session');
      expect(fresh.getState()).toMatchObject({ token: 'tok-0', user: client, hydrated: true });
    });
  });

  it('stores the session it started from, a visitor\'s empty one included', () => {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    jest.isolateModules(() => {
      jest.requireActual<{ useSession: typeof useSession }>('../src/session');
      expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ state: { token: null, user: null }, version: 0 });
    });
  });

  it('follows a logout in another tab, and a stored value it cannot read is no session', () => {
    act(() => useSession.getState().setSession('tok-1', client));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: null, user: null }, version: 0 }));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY })));
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect(readSession({ getItem: () => '{not json' } as unknown as Storage)).toBeUndefined();
    expect(readSession({ getItem: () => JSON.stringify({ state: { token: 't' }, version: 1 }) } as unknown as Storage)).toBeUndefined();
  });

  it('useLogout clears the session and goes to /login', () => {
    act(() => useSession.getState().setSession('tok', client));
    function LogoutButton() {
      return <button onClick={useLogout()}>out</button>;
    }
    render(
      <MemoryRouter initialEntries={['/profile-settings']}>
        <Routes>
          <Route path="/profile-settings" element={<LogoutButton />} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('out'));
    expect(screen.getByText('login page')).toBeTruthy();
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).state).toEqual({ token: null, user: null });
  });
});

describe('modal store', () => {
  it('opening sets type and data, closing clears both', () => {
    useModal.getState().open('scheduleService', { service: 'ac' });
    expect(useModal.getState()).toMatchObject({ type: 'scheduleService', data: { service: 'ac' } });
    useModal.getState().open('getEstimate');
    expect(useModal.getState()).toMatchObject({ type: 'getEstimate', data: {} });
    useModal.getState().close();
    expect(useModal.getState()).toMatchObject({ type: null, data: null });
  });
});
