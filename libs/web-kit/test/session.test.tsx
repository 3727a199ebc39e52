/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { User } from '@hvac/contracts/identity';
import { SESSION_STORAGE_KEY, useLogout, useSession } from '../src/session';
import { useModal } from '../src/modal';

const client = { id: 'u1', username: '', email: 'c@example.com', role: 'client' } as unknown as User;

describe('session store', () => {
  beforeEach(() => act(() => useSession.getState().logout()));

  it('is hydrated once localStorage has been read', () => {
    expect(useSession.getState().hydrated).toBe(true);
  });

  it("persists token and user under 'hvac-session' and restores them", async () => {
    act(() => useSession.getState().setSession('tok-1', client));
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.state).toEqual({ token: 'tok-1', user: client });
    act(() => useSession.setState({ token: null, user: null }));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 'tok-2', user: client }, version: 0 }));
    await act(() => useSession.persist.rehydrate());
    expect(useSession.getState()).toMatchObject({ token: 'tok-2', user: client });
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
