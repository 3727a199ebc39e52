import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import type { User } from '@hvac/contracts/identity';
import { readSession, SESSION_STORAGE_KEY, sessionStorageArea, writeSession } from './session-storage';

export { SESSION_STORAGE_KEY };

export interface SessionState {
  token: string | null;
  user: User | null;
  /** False until the persisted session has been read, so guards do not redirect a signed-in user. */
  hydrated: boolean;
  setSession: (token: string, user: User) => void;
  setUser: (user: User) => void;
  logout: () => void;
}

const storage = sessionStorageArea();

// localStorage is read synchronously, so the store starts from the stored session, already hydrated.
export const useSession = create<SessionState>()((set) => ({
  token: null,
  user: null,
  ...(storage && readSession(storage)),
  hydrated: true,
  setSession: (token, user) => set({ token, user }),
  setUser: (user) => set({ user }),
  logout: () => set({ token: null, user: null }),
}));

if (storage) {
  // Stored at once, as read (a value that could not be read becomes no session), then every change is,
  // except the one that came from the storage itself.
  writeSession(storage, useSession.getState());
  let following = false;
  useSession.subscribe((state) => {
    if (!following) writeSession(storage, state);
  });
  // A logout or login in another tab changes localStorage; follow it so tabs never disagree.
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY) return;
    following = true;
    try {
      useSession.setState({ ...readSession(storage) });
    } finally {
      following = false;
    }
  });
}

/** Clears the session and goes to /login (docs/domains/accounts.md#sessions-and-tokens: logout clears the session and goes to /login). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const logout = useSession((s) => s.logout);
  return useCallback(() => {
    logout();
    navigate('/login', { replace: true });
  }, [logout, navigate]);
}
