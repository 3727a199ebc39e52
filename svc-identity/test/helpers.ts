import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '@hvac/contracts';
import type { User } from '@hvac/contracts/identity';
import { startHarness, type Harness } from '@hvac/service-kit/testing';
import { identityService } from '../src/service';
import type { IdentityConfig } from '../src/config';

export const GOOD_PASSWORD = 'Str0ng!pass';

export interface TestIdentity {
  h: Harness<IdentityConfig>;
  call(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Registers a user through the API and gives it `role` directly in the database. */
  userWithRole(role: Role, overrides?: Partial<{ email: string; username: string; password: string }>): Promise<{ user: User; token: string; password: string }>;
  login(email: string, password: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let counter = 0;

export async function startIdentity(env: Record<string, string> = {}): Promise<TestIdentity> {
  const h = await startHarness(identityService, env);
  const { app, ctx } = h.service;
  const call: TestIdentity['call'] = ({ token, headers, ...opts }) =>
    app.inject({ ...opts, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const login = (email: string, password: string) => call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return {
    h,
    call,
    login,
    async userWithRole(role, overrides = {}) {
      counter += 1;
      const email = overrides.email ?? `${role}${counter}-${Date.now()}@test.example`;
      const password = overrides.password ?? GOOD_PASSWORD;
      const res = await call({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: overrides.username ?? `${role} user ${counter}`, email, password, phone: '713-555-0100' },
      });
      if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
      const { user } = res.json() as { user: User };
      if (role !== 'client') await ctx.db('users').where({ id: user.id }).update({ role });
      const loggedIn = await login(email, password);
      return { user: { ...user, role }, token: (loggedIn.json() as { token: string }).token, password };
    },
    close: () => h.close(),
  };
}
