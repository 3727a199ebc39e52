import { loadConfig } from '@hvac/service-kit';
import { passwordAttemptRules } from '../src/auth/password-attempts';
import { IdentityConfig } from '../src/config';
import { startIdentity, type TestIdentity } from './helpers';

let t: TestIdentity;
beforeAll(async () => {
  t = await startIdentity({ LOGIN_FREE_FAILURES_PER_EMAIL: '5', LOGIN_MAX_FAILURES_PER_IP: '10' });
});
afterAll(() => t.close());

let addressCounter = 0;
/** A client address as the gateway names it; one per test so the per-address counts do not mix. */
const freshAddress = () => `203.0.113.${++addressCounter}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const loginFrom = (address: string, email: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { 'x-forwarded-for': address } });

it('counts concurrent wrong passwords before checking them: of seven at once, five get 401 and two 429', async () => {
  const { user } = await t.userWithRole('client');
  const address = freshAddress();
  const answers = await Promise.all(Array.from({ length: 7 }, () => loginFrom(address, user.email, 'Wrong-pass-1')));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([401, 401, 401, 401, 401, 429, 429]);
  const refused = answers.find((a) => a.statusCode === 429)!;
  expect(refused.json()).toEqual({ message: 'Too many failed login attempts. Please try again in 1 second.', code: 'loginRateLimited' });
  expect(refused.headers['retry-after']).toBe('1');
});

it('makes an e-mail wait a growing pause instead of locking it, and lets the owner in once it is over', async () => {
  const { user, password } = await t.userWithRole('client');
  const address = freshAddress();
  for (let i = 0; i < 5; i += 1) expect((await loginFrom(address, user.email, 'Wrong-pass-1')).statusCode).toBe(401);
  const first = await loginFrom(address, user.email, password);
  expect([first.statusCode, first.headers['retry-after']]).toEqual([429, '1']);
  await sleep(1_100);
  expect((await loginFrom(address, user.email, 'Wrong-pass-1')).statusCode).toBe(401);
  const second = await loginFrom(freshAddress(), user.email, password);
  expect([second.statusCode, second.headers['retry-after']]).toEqual([429, '2']);
  await sleep(2_100);
  expect((await loginFrom(address, user.email, password)).statusCode).toBe(200);
  // A good login forgets the e-mail's failures.
  expect((await loginFrom(address, user.email, 'Wrong-pass-1')).statusCode).toBe(401);
  expect((await loginFrom(address, user.email, password)).statusCode).toBe(200);
});

it('limits wrong passwords per client address across e-mails; good logins from it do not count', async () => {
  const { user, password } = await t.userWithRole('client');
  const office = freshAddress();
  for (let i = 0; i < 12; i += 1) expect((await loginFrom(office, user.email, password)).statusCode).toBe(200);
  const sprayer = freshAddress();
  for (let i = 0; i < 10; i += 1) expect((await loginFrom(sprayer, `spray${i}@example.com`, 'Wrong-pass-1')).statusCode).toBe(401);
  const refused = await loginFrom(sprayer, user.email, password);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().code).toBe('loginRateLimited');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
  expect((await loginFrom(office, user.email, password)).statusCode).toBe(200);
});

it('ends an e-mail’s pause when its password is reset', async () => {
  const { user } = await t.userWithRole('client');
  const address = freshAddress();
  for (let i = 0; i < 6; i += 1) await loginFrom(address, user.email, 'Wrong-pass-1');
  expect((await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } })).statusCode).toBe(200);
  const mail = await t.h.smtp.waitFor((m) => m.to.includes(user.email));
  const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!);
  expect((await t.call({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Reset-pass-9' } })).statusCode).toBe(200);
  expect((await loginFrom(address, user.email, 'Reset-pass-9')).statusCode).toBe(200);
});

it('refuses, naming the variable, a longest pause that outlasts the window or a first pause longer than the longest', () => {
  const config = (env: Record<string, string>) => loadConfig(IdentityConfig, { ...t.h.env, ...env });
  expect(() => passwordAttemptRules(config({ LOGIN_MAX_DELAY_SECONDS: '3600', LOGIN_FAILURE_WINDOW_MINUTES: '15' }))).toThrow(/^LOGIN_MAX_DELAY_SECONDS /);
  expect(() => passwordAttemptRules(config({ LOGIN_FIRST_PAUSE_SECONDS: '600', LOGIN_MAX_DELAY_SECONDS: '300' }))).toThrow(
    'LOGIN_FIRST_PAUSE_SECONDS (600) must not exceed LOGIN_MAX_DELAY_SECONDS (300).',
  );
  expect(passwordAttemptRules(config({ LOGIN_FIRST_PAUSE_SECONDS: '30' })).perAccount.backoff).toEqual({ free: 5, baseMs: 30_000, maxMs: 300_000 });
  expect(passwordAttemptRules(config({}))).toEqual({
    perAddress: { limit: 10, windowMs: 15 * 60_000 },
    perAccount: { windowMs: 15 * 60_000, backoff: { free: 5, baseMs: 1_000, maxMs: 300_000 } },
  });
});
