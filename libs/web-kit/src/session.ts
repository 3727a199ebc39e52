import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '@hvac/contracts/identity';

export const SESSION_STORAGE_KEY = 'hvac-session';

export interface SessionState {
  token: string | null;
  user: User | null;
  /** False until the persisted session has been read, so guards do not redirect a signed-in user. */
  hydrated: boolean;
  setSession: (token: string, user: User) => void;
  setUser: (user: User) => void;
  logout: () => void;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      hydrated: false,
      setSession: (token, user) => set({ token, user }),
      setUser: (user) => set({ user }),
      logout: () => set({ token: null, user: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user }) => ({ token, user }),
    },
  ),
);

// Without a usable localStorage (server-side, some private modes) zustand skips persistence and
// there is nothing to wait for.
const persistence = useSession.persist as typeof useSession.persist | undefined;
if (!persistence || persistence.hasHydrated()) useSession.setState({ hydrated: true });
else persistence.onFinishHydration(() => useSession.setState({ hydrated: true }));

// A logout or login in another tab changes localStorage; follow it so tabs never disagree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) void persistence?.rehydrate();
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
