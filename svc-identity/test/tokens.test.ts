import { readFileSync } from 'node:fs';
import { createSigner } from 'fast-jwt';
import { TOKEN_ISSUER } from '@hvac/service-kit';
import { startIdentity, type TestIdentity } from './helpers';

let t: TestIdentity;
beforeAll(async () => {
  t = await startIdentity({ TOKEN_TTL_MINUTES: '30' });
});
afterAll(() => t.close());

const me = (token: string) => t.call({ method: 'GET', url: '/api/users/me', token });
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const refusedAsStale = async (token: string) => {
  const res = await me(token);
  return res.statusCode === 401 && res.json().code === 'sessionInvalid';
};

describe('token life and renewal', () => {
  it('signs tokens for TOKEN_TTL_MINUTES with the issuer, the subject and the token version', async () => {
    const u = await t.userWithRole('client');
    const c = claims(u.token);
    expect(c).toMatchObject({ iss: TOKEN_ISSUER, sub: u.user.id, tv: 0 });
    expect((c.exp as number) - (c.iat as number)).toBe(30 * 60);
  });

  it('POST /api/auth/refresh gives a signed-in user a fresh token; without one it is a 401', async () => {
    const u = await t.userWithRole('staff');
    const res = await t.call({ method: 'POST', url: '/api/auth/refresh', token: u.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: u.user.id, role: 'staff' });
    expect((await me(res.json().token)).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
  });
});

describe('tokens end when the password or the role changes (token version)', () => {
  it('a password change ends every earlier token; the device that changed it gets a new one', async () => {
    const u = await t.userWithRole('client');
    const otherDevice = (await t.login(u.user.email, u.password)).json().token as string;
    const res = await t.call({ method: 'PUT', url: '/api/users/password', token: u.token, payload: { currentPassword: u.password, newPassword: 'Fresh-pass-42' } });
    expect(res.statusCode).toBe(200);
    expect(await refusedAsStale(u.token)).toBe(true);
    expect(await refusedAsStale(otherDevice)).toBe(true);
    expect(claims(res.json().token).tv).toBe(1);
    expect((await me(res.json().token)).statusCode).toBe(200);
    // A refresh cannot revive a token the change ended.
    expect((await t.call({ method: 'POST', url: '/api/auth/refresh', token: otherDevice })).statusCode).toBe(401);
  });

  it('a password reset ends every earlier token', async () => {
    const u = await t.userWithRole('client');
    await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.user.email } });
    const mail = await t.h.smtp.waitFor((m) => m.to.includes(u.user.email), 10_000);
    const resetToken = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!);
    const res = await t.call({ method: 'POST', url: '/api/auth/reset-password', payload: { token: resetToken, password: 'Reset-pass-42' } });
    expect(res.statusCode).toBe(200);
    expect(await refusedAsStale(u.token)).toBe(true);
    expect((await me((await t.login(u.user.email, 'Reset-pass-42')).json().token)).statusCode).toBe(200);
  });

  it('a profile edit or an admin edit that keeps the role leaves tokens valid', async () => {
    const admin = await t.userWithRole('admin');
    const u = await t.userWithRole('client');
    await t.call({ method: 'PUT', url: '/api/users/profile', token: u.token, payload: { username: 'Still Me' } });
    await t.call({ method: 'PUT', url: `/api/users/admin/${u.user.id}`, token: admin.token, payload: { username: 'Still Me', email: u.user.email, role: 'client' } });
    expect((await me(u.token)).statusCode).toBe(200);
  });
});

describe('claims every token must have', () => {
  const key = () => readFileSync(t.h.env.JWT_PRIVATE_KEY_FILE!, 'utf8');
  // Signed with the real key, so only the missing claim can be why it is refused.
  const forge = (payload: Record<string, unknown>, options: { iss?: string; expiresIn?: number } = { iss: TOKEN_ISSUER, expiresIn: 600_000 }) =>
    createSigner({ key: key(), algorithm: 'ES256', ...options })(payload);

  it('refuses a token without an issuer, an expiry or a subject', async () => {
    const u = await t.userWithRole('client');
    const body = { sub: u.user.id, role: 'client', email: u.user.email, username: u.user.username };
    expect((await me(forge(body))).statusCode).toBe(200);
    const { sub: _sub, ...noSubject } = body;
    for (const token of [forge(body, { expiresIn: 600_000 }), forge(body, { iss: TOKEN_ISSUER }), forge(noSubject)]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
    }
  });
});
