import { Type } from 'typebox';
import {
  AdminUpdateUserBody,
  ErrorBody,
  IdParams,
  MESSAGES,
  MessageBody,
  PasswordChangeBody,
  ProfileUpdateBody,
  User,
  UserListQuery,
  UserListResponse,
  UserResponse,
} from '@hvac/contracts';
import { forbidden, type App } from '@hvac/service-kit';
import type { IdentityContext } from '../config';
import * as repo from './repo';
import { currentUser } from './current';
import * as users from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const secured = { security: [{ bearerAuth: [] }], tags: ['users'] };

export function userRoutes(app: App, ctx: IdentityContext): void {
  const { guards } = ctx;

  app.get(
    '/api/users',
    {
      preHandler: guards.requireRole('admin', 'manager', 'staff'),
      schema: { ...secured, summary: 'List users (admin); the client list also for manager and staff', querystring: UserListQuery, response: { 200: UserListResponse, ...errors } },
    },
    async (request) => {
      const q = request.query;
      // Managers and staff bill clients, so they may read the client list, and nothing else.
      if (request.user.role !== 'admin' && q.role !== 'client') throw forbidden();
      const limit = q.limit ?? 100;
      const page = q.page ?? 1;
      const { rows, total } = await repo.listUsers(ctx.db, { role: q.role, search: q.search?.trim() || undefined, page, limit });
      return {
        status: 'success' as const,
        data: {
          users: rows.map(repo.toUser),
          pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / limit)), totalItems: total, limit },
        },
      };
    },
  );

  app.get(
    '/api/users/me',
    { preHandler: guards.authenticate, schema: { ...secured, summary: 'The signed-in user', response: { 200: User, ...errors } } },
    async (request) => repo.toUser(currentUser(request)),
  );

  app.put(
    '/api/users/profile',
    {
      preHandler: guards.authenticate,
      schema: { ...secured, summary: 'Update own profile (e-mail and role never change here)', body: ProfileUpdateBody, response: { 200: User, ...errors } },
    },
    async (request) => repo.toUser(await users.updateProfile(ctx, request.user, request.body, request.id)),
  );

  app.put(
    '/api/users/password',
    { preHandler: guards.authenticate, schema: { ...secured, summary: 'Change own password', body: PasswordChangeBody, response: { 200: MessageBody, ...errors } } },
    async (request) => {
      await users.changePassword(ctx, request.user, request.body);
      return { message: MESSAGES.passwordUpdated };
    },
  );

  app.put(
    '/api/users/admin/:id',
    {
      preHandler: guards.requireRole('admin'),
      schema: { ...secured, summary: 'Edit a user (admin)', params: IdParams, body: AdminUpdateUserBody, response: { 200: UserResponse, ...errors } },
    },
    async (request) => ({ user: repo.toUser(await users.adminUpdateUser(ctx, request.user, request.params.id, request.body, request.id)) }),
  );

  app.delete(
    '/api/users/:id',
    {
      preHandler: guards.requireRole('admin'),
      schema: { ...secured, summary: 'Delete a user (admin; never oneself)', params: IdParams, response: { 200: Type.Object({ message: Type.String(), user: User }), ...errors } },
    },
    async (request) => {
      const row = await users.removeUser(ctx, request.user, request.params.id, request.id);
      return { message: `User "${row.username}" has been deleted successfully.`, user: repo.toUser(row) };
    },
  );
}
