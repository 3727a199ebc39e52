import { ADMIN_ROLES, ErrorBody, IdParams, STAFF_ROLES } from '@hvac/contracts';
import { AdminUpdateUserBody, MESSAGES, PasswordChangeBody, PasswordChangedResponse, ProfileUpdateBody, User, UserListQuery, UserListResponse, UserResponse } from '@hvac/contracts/identity';
import { forbidden, pagination, success, type App } from '@hvac/service-kit';
import type { IdentityContext } from '../config';
import * as repo from './repo';
import { currentUser } from './current';
import { tokenSigner } from '../auth/tokens';
import * as users from './service';
import { USER_NOT_FOUND } from './not-found';
import { passwordChangeAttempts } from '../auth/password-attempts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const secured = { security: [{ bearerAuth: [] }], tags: ['users'] };

export function userRoutes(app: App, ctx: IdentityContext): void {
  const { guards } = ctx;
  const sign = tokenSigner(app, ctx.config);
  const passwordAttempts = passwordChangeAttempts(ctx.db, ctx.config);

  app.get(
    '/api/users',
    {
      onRequest: guards.requireRole(...STAFF_ROLES),
      schema: { ...secured, summary: 'List users (admin); the client list also for manager and staff', querystring: UserListQuery, response: { 200: UserListResponse, ...errors } },
    },
    async (request) => {
      const q = request.query;
      // Managers and staff bill clients, so they may read the client list, and nothing else.
      if (request.user.role !== 'admin' && q.role !== 'client') throw forbidden();
      const limit = q.limit ?? 100;
      const page = q.page ?? 1;
      const { rows, total } = await repo.listUsers(ctx.db, { role: q.role, search: q.search?.trim() || undefined, page, limit });
      return success({ users: rows.map(repo.toUser), pagination: pagination({ page, limit, total }) });
    },
  );

  app.get(
    '/api/users/me',
    { onRequest: guards.authenticate, schema: { ...secured, summary: 'The signed-in user', response: { 200: UserResponse, ...errors } } },
    async (request) => success({ user: repo.toUser(currentUser(request)) }),
  );

  app.put(
    '/api/users/profile',
    {
      onRequest: guards.authenticate,
      schema: { ...secured, summary: 'Update own profile (e-mail and role never change here)', body: ProfileUpdateBody, response: { 200: User, ...errors } },
    },
    async (request) => repo.toUser(await users.updateProfile(ctx, request.user, request.body, request.id)),
  );

  app.put(
    '/api/users/password',
    {
      onRequest: guards.authenticate,
      schema: {
        ...secured,
        summary: 'Change own password (ends every other session)',
        body: PasswordChangeBody,
        response: { 200: PasswordChangedResponse, ...errors, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = await passwordAttempts.guard(request.user.id, request.ip, () => users.changePassword(ctx, request.user, request.body, request.id));
      return { message: MESSAGES.passwordUpdated, token: sign(user) };
    },
  );

  app.put(
    '/api/users/admin/:id',
    {
      onRequest: guards.requireRole(...ADMIN_ROLES),
      schema: { ...secured, summary: 'Edit a user (admin)', params: IdParams(USER_NOT_FOUND.message, USER_NOT_FOUND.code), body: AdminUpdateUserBody, response: { 200: UserResponse, ...errors } },
    },
    async (request) => success({ user: repo.toUser(await users.adminUpdateUser(ctx, request.user, request.params.id, request.body, request.id)) }),
  );

  app.delete(
    '/api/users/:id',
    {
      onRequest: guards.requireRole(...ADMIN_ROLES),
      schema: { ...secured, summary: 'Delete a user (admin; never oneself); answers the account as it was', params: IdParams(USER_NOT_FOUND.message, USER_NOT_FOUND.code), response: { 200: UserResponse, ...errors } },
    },
    async (request) => success({ user: repo.toUser(await users.removeUser(ctx, request.user, request.params.id, request.id)) }),
  );
}
