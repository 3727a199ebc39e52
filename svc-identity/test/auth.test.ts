import { MESSAGES } from '@hvac/contracts/identity';
import { signBookingToken } from '@hvac/service-kit';
import { GOOD_PASSWORD, startIdentity, type TestIdentity } from './helpers';

let t: TestIdentity;
beforeAll(async () => {
  t = await startIdentity();
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
    expect(wrongType.json().code).toBe('validationError');
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
    expect(me.json().data.user.id).toBe(user.id);
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

  // The limits on wrong passwords: login-limits.test.ts.
});

describe('POST /api/auth/register-service-lead', () => {
  const lead = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/auth/register-service-lead', payload });
  const base = { fullName: 'Gus Guest', email: 'gus@example.com', phone: '7135550111', contactStreet: '1 Main St', contactCity: 'Houston', contactZip: '77002' };

  const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

  it('creates a passwordless client for a new e-mail and answers a booking token, not an account id', async () => {
    const first = await lead(base);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, user: { id: expect.any(String) } });
    const row = await t.h.service.ctx.db('users').where({ email: 'gus@example.com' }).first();
    expect(row).toMatchObject({ role: 'client', password_hash: null, username: 'Gus Guest', contact_city: 'Houston' });
    expect(first.json().user.id).not.toBe(row.id);
    // Bound to the e-mail; it names the account because this call created it.
    expect(claims(first.json().user.id)).toMatchObject({ aud: 'hvac-booking', email: 'gus@example.com', uid: row.id });
    // It opens nothing: a booking token is not an access token.
    expect((await t.call({ method: 'GET', url: '/api/users/me', token: first.json().user.id })).statusCode).toBe(401);
    // A passwordless account cannot be logged into.
    expect((await t.login('gus@example.com', '')).statusCode).toBe(400);
    expect((await t.login('gus@example.com', 'Anything-1!')).statusCode).toBe(401);
  });

  it('never names an existing account to a guest, nor touches its profile', async () => {
    const reg = await register({ username: 'Rita Registered', email: 'rita@example.com', password: GOOD_PASSWORD });
    for (const email of ['rita@example.com', 'RITA@example.com']) {
      const res = await lead({ ...base, email, fullName: 'Not Rita' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(reg.json().user.id);
      expect(claims(res.json().user.id)).toMatchObject({ email: 'rita@example.com' });
      expect(claims(res.json().user.id).uid).toBeUndefined();
    }
    const row = await t.h.service.ctx.db('users').where({ id: reg.json().user.id }).first();
    expect(row.username).toBe('Rita Registered');
  });

  it('names the account its first call created again when the dialog sends that call’s token back (contact edited at step 5)', async () => {
    const email = 'edith.edits@example.com';
    const first = await lead({ ...base, email });
    const uid = claims(first.json().user.id).uid;
    expect(uid).toEqual(expect.any(String));
    // Edit contact → Next: the second lead call for the same e-mail, with the first token back.
    const again = await lead({ ...base, email: 'Edith.Edits@example.com', contactStreet: '2 Main St', bookingToken: first.json().user.id });
    expect(again.statusCode).toBe(200);
    expect(claims(again.json().user.id)).toMatchObject({ email, uid });
    // And once more from that answer, as a third pass through step 3 sends it.
    expect(claims((await lead({ ...base, email, bookingToken: again.json().user.id })).json().user.id).uid).toBe(uid);
    // Without a token back, a known e-mail names nobody, as before.
    expect(claims((await lead({ ...base, email })).json().user.id).uid).toBeUndefined();
  });

  it('never lets a token sent back open another account: another e-mail’s, a registered one, a claimed one, a forged or expired one', async () => {
    const mine = await lead({ ...base, email: 'mine@example.com' });
    const mineToken = mine.json().user.id;
    // A token for one e-mail says nothing about another's account.
    await register({ username: 'Owner', email: 'owner@example.com', password: GOOD_PASSWORD });
    expect(claims((await lead({ ...base, email: 'owner@example.com', bookingToken: mineToken })).json().user.id).uid).toBeUndefined();
    // Once its owner has set a password, the lead's account is theirs alone, whatever token the dialog holds.
    await t.h.service.ctx.db('users').where({ email: 'mine@example.com' }).update({ password_hash: 'set-through-a-reset' });
    expect(claims((await lead({ ...base, email: 'mine@example.com', bookingToken: mineToken })).json().user.id).uid).toBeUndefined();
    // A token this service did not sign, or one past its two hours, is ignored rather than refused.
    const other = await lead({ ...base, email: 'other@example.com' });
    const otherToken = other.json().user.id as string;
    const [head, , signature] = otherToken.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims(otherToken), exp: Math.floor(Date.now() / 1000) + 3600 * 24 })).toString('base64url');
    // An expired one: signed three hours ago, past its two.
    const signedAt = jest.spyOn(Date, 'now').mockReturnValue(Date.now() - 3 * 3_600_000);
    const expired = signBookingToken(t.h.service.app, { email: 'other@example.com', uid: claims(otherToken).uid as string });
    signedAt.mockRestore();
    for (const token of [`${head}.${forgedPayload}.${signature}`, expired]) {
      const res = await lead({ ...base, email: 'other@example.com', bookingToken: token });
      expect(res.statusCode).toBe(200);
      expect(claims(res.json().user.id).uid).toBeUndefined();
    }
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
