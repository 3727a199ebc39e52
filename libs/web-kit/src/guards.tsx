import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@hvac/contracts';
import { useSession } from './session';

/** Shown while the persisted session is read, so a signed-in user is never bounced to /login. */
export function SessionPlaceholder(): ReactNode {
  return <div className="hvac-session-placeholder" aria-busy="true" data-testid="session-placeholder" />;
}

export interface RequireAuthProps {
  children: ReactNode;
  fallback?: ReactNode;
}

/** Signed-out visitors go to /login (docs/domains/accounts.md#roles: Profile Settings and My Service Requests). */
export function RequireAuth({ children, fallback = <SessionPlaceholder /> }: RequireAuthProps): ReactNode {
  const hydrated = useSession((s) => s.hydrated);
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (!hydrated) return fallback;
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
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
