import { ADMIN_ROLES, STAFF_ROLES } from '@hvac/contracts';
import { anyone, only, signedIn, type RouteRule } from './rule';

/** svc-identity (docs/domains/accounts.md#roles). */
export const IDENTITY_ROUTES: RouteRule[] = [
  { method: 'POST', path: '/api/auth/login', who: anyone('passes') },
  { method: 'POST', path: '/api/auth/register', who: anyone('passes') },
  { method: 'POST', path: '/api/auth/refresh', who: signedIn() },
  { method: 'POST', path: '/api/auth/register-service-lead', who: anyone('passes') },
  { method: 'POST', path: '/api/auth/forgot-password', who: anyone('passes') },
  { method: 'POST', path: '/api/auth/reset-password', who: anyone('passes') },
  // Managers and staff may read the client list only; any other list is the admin's.
  { method: 'GET', path: '/api/users', who: only(STAFF_ROLES), query: () => ({ role: 'client' }) },
  { method: 'GET', path: '/api/users/me', who: signedIn() },
  { method: 'PUT', path: '/api/users/profile', who: signedIn('passes') },
  { method: 'PUT', path: '/api/users/password', who: signedIn('passes') },
  { method: 'PUT', path: '/api/users/admin/{id}', who: only(ADMIN_ROLES, 'passes') },
  { method: 'GET', path: '/api/users/{id}/history', who: only(ADMIN_ROLES), params: (f) => ({ id: f.userId.client }) },
  { method: 'DELETE', path: '/api/users/{id}', who: only(ADMIN_ROLES, 'passes') },
];
