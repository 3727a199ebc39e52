import { MESSAGES } from '@hvac/contracts/identity';
import { RESET_MESSAGES } from '../src/password-reset/service';
import { startIdentity, type TestIdentity } from './helpers';

let t: TestIdentity;
beforeAll(async () => {
  t = await startIdentity({ PUBLIC_URL: 'http://localhost:8080' });
});
afterAll(() => t.close());

const forgot = (email: string) => t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) => t.call({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const tokenFrom = (text: string) => {
  const m = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(m[1]!);
};

it('mails a one-time link that sets a new password', async () => {
  const u = await t.userWithRole('client');
  const res = await forgot(u.user.email.toUpperCase());
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe(RESET_MESSAGES.sent);
  const mail = await t.h.smtp.waitFor((m) => m.to.includes(u.user.email), 10_000);
  expect(mail.subject).toBe('Reset your password');
  expect(mail.html).toContain('href="http://localhost:8080/reset-password?token');
  const token = tokenFrom(mail.text);
  const stored = await t.h.service.ctx.db('password_resets').where({ user_id: u.user.id }).first();
  expect(stored.token_hash).not.toContain(token);
  expect(new Date(stored.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(3600_000);

  expect((await reset(token, 'weak')).json().message).toBe(MESSAGES.passwordCriteria);
  const ok = await reset(token, 'Reset-pass-9');
  expect(ok.statusCode).toBe(200);
  expect((await t.login(u.user.email, 'Reset-pass-9')).statusCode).toBe(200);
  const again = await reset(token, 'Another-pass-9');
  expect(again.statusCode).toBe(400);
  expect(again.json().message).toBe(RESET_MESSAGES.invalid);
});

it('writes the mail in the language the page asks for, else the browser’s', async () => {
  const es = await t.userWithRole('client');
  await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: es.user.email, language: 'es' } });
  const spanish = await t.h.smtp.waitFor((m) => m.to.includes(es.user.email), 10_000);
  expect(spanish.subject).toBe('Restablezca su contraseña');
  expect(spanish.text).toContain('Restablecer la contraseña: http://localhost:8080/reset-password?token=');
  const fa = await t.userWithRole('client');
  await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: fa.user.email }, headers: { 'accept-language': 'fa-IR,fa;q=0.9' } });
  const persian = await t.h.smtp.waitFor((m) => m.to.includes(fa.user.email), 10_000);
  expect(persian.subject).toBe('بازنشانی گذرواژه');
  expect(persian.html).toContain('dir="rtl"');
});

it('answers the same for an unknown address and sends nothing', async () => {
  const res = await forgot('nobody-at-all@example.com');
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe(RESET_MESSAGES.sent);
  // A mail asked for afterwards arrives, so one for the unknown address would have; settle() waits out
  // every mail dispatched so far, since pooled connections may deliver them out of order.
  const marker = await t.userWithRole('client');
  await forgot(marker.user.email);
  await t.h.smtp.waitFor((m) => m.to.includes(marker.user.email), 10_000);
  await t.h.service.ctx.mailer.settle();
  expect(t.h.smtp.messages().filter((m) => m.to.includes('nobody-at-all@example.com'))).toEqual([]);
});

it('refuses an expired or made-up token', async () => {
  const u = await t.userWithRole('client');
  await forgot(u.user.email);
  const mail = await t.h.smtp.waitFor((m) => m.to.includes(u.user.email), 10_000);
  await t.h.service.ctx.db('password_resets').where({ user_id: u.user.id }).update({ expires_at: new Date(Date.now() - 1000) });
  expect((await reset(tokenFrom(mail.text), 'Reset-pass-9')).json().message).toBe(RESET_MESSAGES.invalid);
  expect((await reset('made-up', 'Reset-pass-9')).statusCode).toBe(400);
  expect((await forgot('')).statusCode).toBe(400);
});
