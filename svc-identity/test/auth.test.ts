import { MESSAGES } from '@hvac/contracts';
import { GOOD_PASSWORD, startIdentity, type TestIdentity } from './helpers';

let t: TestIdentity;
beforeAll(async () => {
  t = await startIdentity({ LOGIN_MAX_FAILURES_PER_EMAIL: '3', LOGIN_MAX_FAILURES_PER_IP: '50' });
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/auth/register', payload });

describe('POST /api/auth/register', () => {
  it('creates a client and returns the user and a token', async () => {
    const res = await register({ username: 'Dana Doe', email: 'Dana@Example.com', phone: '(713) 555-0100', password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ username: 'Dana Doe', email: 'dana@example.com', role: 'client', phone: '(713) 555-0100' });
    expect(body.user.passwordHash).toBeUndefined();
    expect(body.user.password_hash).toBeUndefined();
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('always creates a client, whatever role the body asks for', async () => {
    const res = await register({ username: 'Mallory', email: 'mallory@example.com', password: GOOD_PASSWORD, role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('client');
  });

  it.each([
    [{ email: 'a@b.co', password: GOOD_PASSWORD }, MESSAGES.fullNameRequired],
    [{ username: '  ', email: 'a@b.co', password: GOOD_PASSWORD }, MESSAGES.fullNameRequired],
    [{ username: 'A', password: GOOD_PASSWORD }, MESSAGES.emailRequired],
    [{ username: 'A', email: 'not-an-email', password: GOOD_PASSWORD }, MESSAGES.emailInvalid],
    [{ username: 'A', email: 'a@b.co', phone: '12345', password: GOOD_PASSWORD }, MESSAGES.phoneInvalid],
    [{ username: 'A', email: 'a@b.co' }, MESSAGES.passwordRequired],
    [{ username: 'A', email: 'a@b.co', password: 'short1!' }, MESSAGES.passwordCriteria],
    [{ username: 'A', email: 'a@b.co', password: 'alllowercase1!' }, MESSAGES.passwordCriteria],
    [{ username: 'A', email: 'a@b.co', password: 'NoDigits!!' }, MESSAGES.passwordCriteria],
    [{ username: 'A', email: 'a@b.co', password: 'NoSymbol123' }, MESSAGES.passwordCriteria],
    [{ username: 'A', email: 'a@b.co', password: GOOD_PASSWORD, confirmPassword: 'Other1!x' }, MESSAGES.passwordsMismatch],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('accepts the phone forms of the registration rule', async () => {
    for (const [i, phone] of ['+17135550100'.slice(1), '+713 555 0100', '713.555.0100', '713-555-01000'].entries()) {
      const res = await register({ username: 'P', email: `phone${i}@example.com`, password: GOOD_PASSWORD, phone });
      expect([phone, res.statusCode]).toEqual([phone, 201]);
    }
  });

  it('answers 409 when the e-mail is taken, whatever its case', async () => {
    await register({ username: 'First', email: 'taken@example.com', password: GOOD_PASSWORD });
    const res = await register({ username: 'Second', email: 'TAKEN@example.com', password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.emailTaken, code: 'emailTaken' });
  });

  it('refuses a malformed body with a readable 400, not a 500', async () => {
    const bad = await t.call({ method: 'POST', url: '/api/auth/register', payload: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Request body is not valid JSON.');
    const wrongType = await register({ username: { first: 'A' }, email: 'x@y.zz', password: GOOD_PASSWORD });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().code).toBe('VALIDATION_ERROR');
    const huge = await register({ username: 'x'.repeat(5000), email: 'x@y.zz', password: GOOD_PASSWORD });
    expect(huge.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  beforeAll(async () => {
    await register({ username: 'Lee Login', email: 'lee@example.com', password: GOOD_PASSWORD });
  });

  it('returns the user and a token that opens /api/users/me', async () => {
    const res = await t.login('LEE@example.com', GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { user, token } = res.json();
    expect(user.email).toBe('lee@example.com');
    const me = await t.call({ method: 'GET', url: '/api/users/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('requires both fields', async () => {
    for (const payload of [{}, { email: 'lee@example.com' }, { password: 'x' }, { email: ' ', password: 'x' }]) {
      const res = await t.call({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.loginBothRequired);
    }
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await t.login('lee@example.com', 'Wrong-pass-1');
    const unknown = await t.login('nobody-here@example.com', 'Wrong-pass-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(MESSAGES.loginInvalid);
  });

  it('limits failed logins per e-mail with a 429, and the right password is refused too while blocked', async () => {
    await register({ username: 'Bruce Force', email: 'bruce@example.com', password: GOOD_PASSWORD });
    for (let i = 0; i < 3; i += 1) expect((await t.login('bruce@example.com', 'Wrong-pass-1')).statusCode).toBe(401);
    const blocked = await t.login('bruce@example.com', GOOD_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed login attempts/);
    // Another account from the same IP is not affected by this e-mail's failures.
    expect((await t.login('lee@example.com', GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('limits failed logins per IP', async () => {
    const ip = '203.0.113.7';
    const fromIp = (email: string, password: string) =>
      t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 50; i += 1) await fromIp(`spray${i}@example.com`, 'Wrong-pass-1');
    const res = await fromIp('lee@example.com', GOOD_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect((await t.login('lee@example.com', GOOD_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/register-service-lead', () => {
  const lead = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/auth/register-service-lead', payload });
  const base = { fullName: 'Gus Guest', email: 'gus@example.com', phone: '7135550111', contactStreet: '1 Main St', contactCity: 'Houston', contactZip: '77002' };

  it('creates a passwordless client and reuses it by e-mail', async () => {
    const first = await lead(base);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, user: { id: expect.any(String) } });
    const again = await lead({ ...base, email: 'GUS@example.com', fullName: 'Someone Else' });
    expect(again.json().user.id).toBe(first.json().user.id);
    const row = await t.h.service.ctx.db('users').where({ id: first.json().user.id }).first();
    expect(row).toMatchObject({ role: 'client', password_hash: null, username: 'Gus Guest', contact_city: 'Houston' });
    // A passwordless account cannot be logged into.
    expect((await t.login('gus@example.com', '')).statusCode).toBe(400);
    expect((await t.login('gus@example.com', 'Anything-1!')).statusCode).toBe(401);
  });

  it('reuses a registered account without touching its profile', async () => {
    const reg = await register({ username: 'Rita Registered', email: 'rita@example.com', password: GOOD_PASSWORD });
    const res = await lead({ ...base, email: 'rita@example.com', fullName: 'Not Rita' });
    expect(res.json().user.id).toBe(reg.json().user.id);
    const row = await t.h.service.ctx.db('users').where({ id: reg.json().user.id }).first();
    expect(row.username).toBe('Rita Registered');
  });

  it.each([
    [{ ...base, fullName: '' }, 'Full name is required.'],
    [{ ...base, email: '' }, 'Email address is required.'],
    [{ ...base, email: 'nope' }, 'Invalid email format.'],
    [{ ...base, phone: '555-0111' }, 'Phone number must be 10 digits.'],
  ])('refuses %j', async (payload, message) => {
    const res = await lead(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
