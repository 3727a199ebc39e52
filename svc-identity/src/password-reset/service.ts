import { createHash, randomBytes } from 'node:crypto';
import { isValidEmail, normalizeEmail } from '@hvac/contracts';
import { MESSAGES, meetsPasswordCriteria } from '@hvac/contracts/identity';
import { badRequest, hashPassword, type Mailer, type MailLanguage } from '@hvac/service-kit';
import type { IdentityContext } from '../config';
import * as repo from '../users/repo';
import { userUpdated } from '../users/events';
import { forgetFailedLogins } from '../auth/password-attempts';
import { resetMail } from './mail';

export const RESET_TTL_MINUTES = 60;
export const RESET_MESSAGES = {
  sent: 'If an account exists for that email, we have sent a link to reset your password.',
  invalid: 'This reset link is invalid or has expired.',
  done: 'Your password has been reset. You can now log in.',
  emailRequired: 'Email Address is required.',
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a single-use token (stored only as a hash) and mails the link. The answer is the same whether
 * or not the address exists, and the mail is sent after the reply so timing does not tell either.
 */
export async function requestReset(
  ctx: IdentityContext,
  mailer: Mailer,
  rawEmail: string | undefined,
  admit: (email: string) => Promise<void>,
  lang: MailLanguage,
): Promise<void> {
  if (!rawEmail?.trim()) throw badRequest(RESET_MESSAGES.emailRequired, 'emailRequired');
  if (!isValidEmail(rawEmail)) throw badRequest(MESSAGES.emailInvalid, 'emailInvalid');
  const email = normalizeEmail(rawEmail);
  // Counted before the lookup, account or not, so a refusal does not tell whether the address has one.
  await admit(email);
  const user = await repo.findByEmail(ctx.db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const link = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.db.transaction(async (trx) => {
    // A new link replaces any earlier unused one.
    await trx('password_resets').where({ user_id: user.id }).whereNull('used_at').delete();
    await trx('password_resets').insert({
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
    });
    await mailer.queue(trx, 'password-reset', resetMail(user.email, user.username, link, RESET_TTL_MINUTES, lang));
  });
}

/** A reset ends every token issued before it (the event tells the other services). */
export async function resetPassword(ctx: IdentityContext, token: string | undefined, password: string | undefined, correlationId: string | null): Promise<void> {
  if (!token) throw badRequest(RESET_MESSAGES.invalid, 'resetInvalid');
  if (!password) throw badRequest(MESSAGES.passwordRequired, 'passwordRequired');
  if (!meetsPasswordCriteria(password)) throw badRequest(MESSAGES.passwordCriteria, 'passwordCriteria');
  const hash = await hashPassword(password);
  await ctx.db.transaction(async (trx) => {
    const row = await trx('password_resets')
      .where({ token_hash: hashToken(token) })
      .whereNull('used_at')
      .where('expires_at', '>', new Date())
      .forUpdate()
      .first();
    if (!row) throw badRequest(RESET_MESSAGES.invalid, 'resetInvalid');
    await trx('password_resets').where({ token_hash: row.token_hash }).update({ used_at: trx.fn.now() });
    const user = await repo.updateUser(trx, row.user_id, { password_hash: hash }, { revokeTokens: true });
    if (!user) return;
    await userUpdated(ctx.outbox, trx, user, correlationId);
    await forgetFailedLogins(trx, user.email);
  });
}
