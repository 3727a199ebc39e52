import { AuthResponse, ErrorBody, LoginBody, RegisterBody, ServiceLeadBody, ServiceLeadResponse, type Role } from '@hvac/contracts';
import type { App } from '@hvac/service-kit';
import type { IdentityContext } from '../config';
import * as repo from '../users/repo';
import * as auth from './service';
import { LoginLimiter } from './login-limiter';

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export function authRoutes(app: App, ctx: IdentityContext): void {
  const limiter = new LoginLimiter(ctx.db, {
    maxPerEmail: ctx.config.LOGIN_MAX_FAILURES_PER_EMAIL,
    maxPerIp: ctx.config.LOGIN_MAX_FAILURES_PER_IP,
    windowMinutes: ctx.config.LOGIN_FAILURE_WINDOW_MINUTES,
  });
  const sign = (u: repo.UserRow) => app.jwt.sign({ sub: u.id, role: u.role as Role, email: u.email, username: u.username });

  app.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], summary: 'Log in with e-mail and password', body: LoginBody, response: { 200: AuthResponse, ...errors } } },
    async (request) => {
      const user = await auth.login(ctx, limiter, request.body, request.ip);
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
    '/api/auth/register-service-lead',
    {
      schema: {
        tags: ['auth'],
        summary: 'Guest booking: create or reuse a passwordless client by e-mail',
        body: ServiceLeadBody,
        response: { 200: ServiceLeadResponse, ...errors },
      },
    },
    async (request) => {
      const user = await auth.registerServiceLead(ctx, request.body, request.id);
      return { success: true, user: { id: user.id } };
    },
  );
}
