import type { Role } from '@hvac/contracts';
import type { App } from '@hvac/service-kit';
import type { IdentityConfig } from '../config';
import type { UserRow } from '../users/repo';

/**
 * Access tokens live TOKEN_TTL_MINUTES and carry the user's token version (`tv`): a password or role
 * change raises it and ends every token signed before. The browser renews a token past half its life
 * through POST /api/auth/refresh, so an active user stays signed in and an idle one is signed out.
 */
export function tokenSigner(app: App, config: IdentityConfig): (user: UserRow) => string {
  // A string: @fastify/jwt reads a bare number here as seconds, fast-jwt elsewhere as milliseconds.
  const expiresIn = `${config.TOKEN_TTL_MINUTES}m`;
  return (u) => app.jwt.sign({ sub: u.id, role: u.role as Role, email: u.email, username: u.username, tv: u.token_version }, { expiresIn });
}
