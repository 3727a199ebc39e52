import type { InjectOptions } from 'fastify';
import { GOOD_PASSWORD, startIdentity, type TestIdentity } from './helpers';

/** The gateway's pod, outside loopback as in the cluster, and the network TRUSTED_PROXIES names. */
const GATEWAY = '10.1.2.3';

let t: TestIdentity;
beforeAll(async () => {
  t = await startIdentity({ TRUSTED_PROXIES: '10.1.0.0/16', LOGIN_MAX_FAILURES_PER_IP: '3' });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string, forwardedFor?: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  } as InjectOptions);

it('limits two clients behind one gateway separately, by the address the gateway forwards', async () => {
  const { user } = await t.userWithRole('client');
  for (let i = 0; i < 3; i += 1) expect((await login(`nobody${i}@example.com`, 'Wrong-pass-1', GATEWAY, '203.0.113.20')).statusCode).toBe(401);
  expect((await login(user.email, GOOD_PASSWORD, GATEWAY, '203.0.113.20')).statusCode).toBe(429);
  expect((await login(user.email, GOOD_PASSWORD, GATEWAY, '203.0.113.21')).statusCode).toBe(200);
});

it('ignores X-Forwarded-For from a caller that is not the gateway', async () => {
  const { user } = await t.userWithRole('client');
  for (let i = 0; i < 3; i += 1) expect((await login(`spoof${i}@example.com`, 'Wrong-pass-1', '192.0.2.60', `198.51.100.${i}`)).statusCode).toBe(401);
  expect((await login(user.email, GOOD_PASSWORD, '192.0.2.60', '198.51.100.77')).statusCode).toBe(429);
});
