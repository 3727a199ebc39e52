import { ErrorBody } from '@hvac/contracts';
import { AuthResponse, LoginBody, RegisterBody, ServiceLeadBody, ServiceLeadResponse } from '@hvac/contracts/identity';
import { signBookingToken, verifyBookingToken, type App } from '@hvac/service-kit';
import type { IdentityContext } from '../config';
import * as repo from '../users/repo';
import * as auth from './service';
import { loginAttempts } from './password-attempts';
import { tokenSigner } from './tokens';
import { currentUser } from '../users/current';

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export function authRoutes(app: App, ctx: IdentityContext): void {
  const attempts = loginAttempts(ctx.db, ctx.config);
  const sign = tokenSigner(app, ctx.config);

  app.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], summary: 'Log in with e-mail and password', body: LoginBody, response: { 200: AuthResponse, ...errors } } },
    async (request) => {
      const user = await auth.login(ctx, attempts, request.body, request.ip);
      return { user: repo.toUser(user), token: sign(user) };
    },
  );

  app.post(
    '/api/auth/register',
    { schema: { tags: ['auth'], summary: 'Register a client account', body: RegisterBody, response: { 201: AuthResponse, ...errors } } },
    async (request, reply) => {
      const user = await auth.register(ctx, request.body, request.id);
      return reply.status(201).send({ user: repo.toUser(user), token: sign(user) });
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      onRequest: ctx.guards.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'A fresh token for the signed-in user (the browser renews past half the token life)',
        security: [{ bearerAuth: [] }],
        response: { 200: AuthResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { user: repo.toUser(user), token: sign(user) };
    },
  );

  app.post(
    '/api/auth/register-service-lead',
    {
      schema: {
        tags: ['auth'],
        summary: 'Guest booking: a passwordless client for a new e-mail, and a booking token for the request',
        body: ServiceLeadBody,
        response: { 200: ServiceLeadResponse, ...errors },
      },
    },
    async (request) => {
      // A token sent back that is forged, expired or for another e-mail simply names nothing.
      const earlier = request.body.bookingToken ? verifyBookingToken(app, request.body.bookingToken) : null;
      const lead = await auth.registerServiceLead(ctx, request.body, request.id, earlier);
      const bookingToken = signBookingToken(app, { email: lead.email, ...(lead.accountId ? { uid: lead.accountId } : {}) });
      return { success: true, user: { id: bookingToken } };
    },
  );
}
