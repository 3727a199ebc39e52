import { MESSAGES } from '@hvac/contracts/identity';
import { eventually } from '@hvac/service-kit/testing';
import { startIdentity, type TestIdentity } from './helpers';

// A first pause of minutes, so that no test here depends on how fast a busy machine checks passwords:
// a pause of 1 s could end while seven concurrent scrypt checks still run, and let an eighth guess in.
const FIRST_PAUSE_SECONDS = 300;
let t: TestIdentity;
beforeAll(async () => {
  t = await startIdentity({
    FORGOT_PASSWORD_MAX_PER_EMAIL: '2',
    FORGOT_PASSWORD_MAX_PER_IP: '5',
    LOGIN_MAX_FAILURES_PER_IP: '8',
    LOGIN_FIRST_PAUSE_SECONDS: String(FIRST_PAUSE_SECONDS),
    LOGIN_MAX_DELAY_SECONDS: '600',
  });
});
afterAll(() => t.close());

let addressCounter = 0;
/** A client address as the gateway names it; one per test so the per-address counts do not mix. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

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
    // Every answer is in, so every mail is dispatched: settle() waits them all out, a third one included.
    await t.h.service.ctx.mailer.settle();
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

const changeOn = (on: TestIdentity, token: string, currentPassword: string, newPassword: string, address: string) =>
  on.call({ method: 'PUT', url: '/api/users/password', token, payload: { currentPassword, newPassword }, headers: { 'x-forwarded-for': address } });

describe('PUT /api/users/password', () => {
  const change = (token: string, currentPassword: string, newPassword: string, address: string) => changeOn(t, token, currentPassword, newPassword, address);

  it('counts wrong current passwords per account, atomically: of seven at once, five get 400 and two 429', async () => {
    const { token } = await t.userWithRole('client');
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 7 }, () => change(token, 'Wrong-pass-1', 'Newer-pass-2', address)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([400, 400, 400, 400, 400, 429, 429]);
    // Both refusals sit out the first pause (not a doubled one): the sixth was refused, not counted.
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(answer.json()).toEqual({ message: 'Too many wrong passwords. Please try again in 5 minutes.', code: 'passwordRateLimited' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(FIRST_PAUSE_SECONDS - 60);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(FIRST_PAUSE_SECONDS);
    }
  });

  describe('with a pause short enough to sit out', () => {
    // Long enough that the attempt right after the fifth wrong one still falls inside it on a busy machine.
    let short: TestIdentity;
    beforeAll(async () => {
      short = await startIdentity({ LOGIN_FIRST_PAUSE_SECONDS: '3' });
    });
    afterAll(() => short.close());

    it('lets the owner change the password once the pause is over; a new password that fails the criteria is no guess', async () => {
      const { token, password } = await short.userWithRole('client');
      const address = freshAddress();
      const changeShort = (current: string, next: string) => changeOn(short, token, current, next, address);
      for (let i = 0; i < 8; i += 1) expect((await changeShort(password, 'weak')).json().message).toBe(MESSAGES.passwordCriteria);
      for (let i = 0; i < 5; i += 1) expect((await changeShort('Wrong-pass-1', 'Newer-pass-2')).json().message).toBe(MESSAGES.currentPasswordWrong);
      expect((await changeShort(password, 'Newer-pass-2')).statusCode).toBe(429);
      // A refused attempt is not counted, so asking again until the pause ends costs nothing.
      const answer = await eventually(async () => {
        const res = await changeShort(password, 'Newer-pass-2');
        return res.statusCode === 429 ? undefined : res;
      }, 15_000, 'the pause to end');
      expect(answer.statusCode).toBe(200);
    });
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
