import { readKeyFile, type ServiceDefinition } from '@hvac/service-kit';
import { IdentityConfig } from './config';
import { migrations } from './db/migrations';
import { authRoutes } from './auth/routes';
import { userHistoryRoute } from './users/history';
import { userRoutes } from './users/routes';
import { passwordResetRoutes } from './password-reset/routes';
import { createUserLookup } from './users/lookup';
import { rememberCurrentUser } from './users/current';
import { ensureFirstAdmin, seedDemoUsers } from './seed/demo';

export const identityService: ServiceDefinition<(typeof IdentityConfig)['properties']> = {
  name: 'svc-identity',
  domain: 'identity',
  config: IdentityConfig,
  migrations,
  privateKey: (config) => readKeyFile(config.JWT_PRIVATE_KEY_FILE, 'JWT_PRIVATE_KEY_FILE'),
  // Identity owns the accounts, so it checks each token against them: a deleted user is refused at once,
  // and so is a token signed before the last password or role change.
  resolveUser: (ctx) => {
    const findUser = createUserLookup(ctx.db);
    return async (payload, request) => {
      const row = await findUser(payload.sub);
      if (!row || (payload.tv ?? 0) !== row.token_version) return null;
      rememberCurrentUser(request, row);
      return { id: row.id, role: row.role, email: row.email, username: row.username };
    };
  },
  mail: true,
  routes: (app, ctx) => {
    authRoutes(app, ctx);
    passwordResetRoutes(app, ctx, ctx.mailer);
    userRoutes(app, ctx);
    userHistoryRoute(app, ctx);
  },
  onStart: async (ctx) => {
    if (ctx.config.DEMO_MODE) await seedDemoUsers(ctx);
    else await ensureFirstAdmin(ctx);
  },
  openapi: { title: 'svc-identity', description: 'Accounts, sign-in, profiles and user management' },
};
