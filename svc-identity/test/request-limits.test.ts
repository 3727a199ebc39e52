import { MESSAGES } from '@hvac/contracts';
import { startIdentity, type TestIdentity } from './helpers';

let t: TestIdentity;
beforeAll(async () => {
  t = await startIdentity({ FORGOT_PASSWORD_MAX_PER_EMAIL: '2', FORGOT_PASSWORD_MAX_PER_IP: '5', LOGIN_MAX_FAILURES_PER_IP: '8' });
});
afterAll(() => t.close());

let addressCounter = 0;
/** A client address as the gateway names it; one per test so the per-address counts do not mix. */
const freshAddress = () => `198.51.100.${++addressCounter}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const forgot = (email: string, address = freshAddress()) =>
  t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers: { 'x-forwarded-for': address } });
const mailsTo = (email: string) => t.h.smtp.messages().filter((m) => m.to.includes(email)).length;

describe('POST /api/auth/forgot-password', () => {
  it('mails one e-mail at most FORGOT_PASSWORD_MAX_PER_EMAIL links an hour, whoever asks and however many at once', async () => {
    const { user } = await t.userWithRole('client');
    const answers = await Promise.all(Array.from({ length: 6 }, () => forgot(user.email)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'Too many password reset requests. Please try again in 60 minutes.', code: 'resetRateLimited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    await t.h.smtp.waitFor(() => mailsTo(user.email) === 2);
    await sleep(300);
    expect(mailsTo(user.email)).toBe(2);
  });

  it('answers an address without an account the same way, so a refusal tells nothing', async () => {
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await forgot('nobody-limited@example.com')).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });

  it('stops a client asking for many e-mails after FORGOT_PASSWORD_MAX_PER_IP; other clients go on', async () => {
    const address = freshAddress();
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await forgot(`someone${i}@example.com`, address)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await forgot('someone-else@example.com')).statusCode).toBe(200);
  });
});

describe('PUT /api/users/password', () => {
  const change = (token: string, currentPassword: string, newPassword: string, address: string) =>
    t.call({ method: 'PUT', url: '/api/users/password', token, payload: { currentPassword, newPassword }, headers: { 'x-forwarded-for': address } });

  it('counts wrong current passwords per account, atomically: of seven at once, five get 400 and two 429', async () => {
    const { token } = await t.userWithRole('client');
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 7 }, () => change(token, 'Wrong-pass-1', 'Newer-pass-2', address)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'Too many wrong passwords. Please try again in 1 second.', code: 'passwordRateLimited' });
    expect(refused.headers['retry-after']).toBe('1');
  });

  it('lets the owner change the password once the pause is over; a new password that fails the criteria is no guess', async () => {
    const { token, password } = await t.userWithRole('client');
    const address = freshAddress();
    for (let i = 0; i < 8; i += 1) expect((await change(token, password, 'weak', address)).json().message).toBe(MESSAGES.passwordCriteria);
    for (let i = 0; i < 5; i += 1) expect((await change(token, 'Wrong-pass-1', 'Newer-pass-2', address)).json().message).toBe(MESSAGES.currentPasswordWrong);
    expect((await change(token, password, 'Newer-pass-2', address)).statusCode).toBe(429);
    await sleep(1_100);
    expect((await change(token, password, 'Newer-pass-2', address)).statusCode).toBe(200);
  });

  it('shares each address’s allowance of wrong passwords with logins', async () => {
    const first = await t.userWithRole('client');
    const second = await t.userWithRole('client');
    const address = freshAddress();
    for (let i = 0; i < 4; i += 1) {
      const wrongLogin = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: first.user.email, password: 'Wrong-pass-1' }, headers: { 'x-forwarded-for': address } });
      expect(wrongLogin.statusCode).toBe(401);
      expect((await change(second.token, 'Wrong-pass-1', 'Newer-pass-2', address)).statusCode).toBe(400);
    }
    expect((await change(second.token, second.password, 'Newer-pass-2', address)).statusCode).toBe(429);
    expect((await change(second.token, second.password, 'Newer-pass-2', freshAddress())).statusCode).toBe(200);
  });
});
