import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@hvac/contracts';
// Through the package name: the page's one session store is the shared @hvac/web-kit's.
import { useSession } from '@hvac/web-kit';

/** Shown while the persisted session is read, so a signed-in user is never bounced to /login. */
export function SessionPlaceholder(): ReactNode {
  return <div className="hvac-session-placeholder" aria-busy="true" data-testid="session-placeholder" />;
}

export interface RequireAuthProps {
  children: ReactNode;
  fallback?: ReactNode;
}

// The guarded page on screen with a session, and the one a session last ended on (a logout, here or in
// another tab). Kept outside the component: the shell swaps the back-office frame for the site's layout
// at that moment, which remounts the page and would make it forget it ever had a session.
let shown: string | null = null;
let endedOn: string | null = null;
useSession.subscribe((state, previous) => {
  if (state.token) endedOn = null;
  else if (previous.token) endedOn = shown;
});

/**
 * Signed-out visitors go to /login with the page they asked for as its return address
 * (docs/domains/accounts.md#roles: Profile Settings, My Service Requests, My Quotes and Invoices). A session
 * that ends on the page leaves none: the next login starts afresh at the role's home.
 */
export function RequireAuth({ children, fallback = <SessionPlaceholder /> }: RequireAuthProps): ReactNode {
  const hydrated = useSession((s) => s.hydrated);
  const token = useSession((s) => s.token);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!token) return;
    shown = here;
    return () => {
      if (shown === here) shown = null;
    };
  }, [token, here]);
  if (!hydrated) return fallback;
  if (!token) return <Navigate to="/login" replace state={endedOn === here ? null : { from: here }} />;
  return children;
}

/** The page RequireAuth sent the visitor from, for the login to return to: a path of this site, never another's address. */
export function returnAddress(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : null;
}

export interface RequireRoleProps {
  roles: readonly Role[];
  /** Where anyone else goes, signed out or of another role (docs/domains/accounts.md#roles: '/' for the dashboard, '/login' for requests). */
  redirectTo?: string;
  children: ReactNode;
  fallback?: ReactNode;
}

export function RequireRole({ roles, redirectTo = '/', children, fallback = <SessionPlaceholder /> }: RequireRoleProps): ReactNode {
  const hydrated = useSession((s) => s.hydrated);
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  if (!hydrated) return fallback;
  if (!token || !user || !roles.includes(user.role)) return <Navigate to={redirectTo} replace />;
  return children;
}
