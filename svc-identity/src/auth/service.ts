import { isValidEmail, normalizeEmail } from '@hvac/contracts';
import { MESSAGES, validateRegistration, type LoginBody, type RegisterBody, type ServiceLeadBody } from '@hvac/contracts/identity';
import { BOOKING_MESSAGES } from '@hvac/contracts/requests';
import { DUMMY_PASSWORD_HASH, badRequest, unauthorized, verifyPassword, type BookingClaims } from '@hvac/service-kit';
import type { IdentityContext } from '../config';
import * as repo from '../users/repo';
import { createUser } from '../users/service';
import type { PasswordAttempts } from './password-attempts';

export async function login(ctx: IdentityContext, attempts: PasswordAttempts, body: LoginBody, ip: string): Promise<repo.UserRow> {
  const password = body.password;
  if (!body.email.trim() || !password) throw badRequest(MESSAGES.loginBothRequired, 'loginBothRequired');
  const email = normalizeEmail(body.email);
  return attempts.guard(email, ip, async () => {
    const row = await repo.findByEmail(ctx.db, email);
    // Verify against a dummy hash when the e-mail is unknown, so timing does not tell which addresses exist.
    const ok = await verifyPassword(password, row?.password_hash ?? DUMMY_PASSWORD_HASH);
    if (!row || !ok) throw unauthorized(MESSAGES.loginInvalid, 'loginInvalid');
    return row;
  });
}

export async function register(ctx: IdentityContext, body: RegisterBody, correlationId: string | null): Promise<repo.UserRow> {
  const errors = validateRegistration(body, { checkConfirmation: body.confirmPassword !== undefined, checkTerms: false });
  if (errors.length) throw badRequest(errors[0]!.message, errors[0]!.code, { errors });
  // Public registration always creates a client, whatever the body says.
  return createUser(ctx, { username: body.username, email: body.email, phone: body.phone, password: body.password, role: 'client' }, correlationId, 'owner');
}

/**
 * Guest booking: a client account without a password for a new e-mail; a known e-mail's account is left
 * alone (never overwritten, never named to the guest). Says which account the booking token may name:
 * the one this call created, or the one an earlier call of the same dialog created (`earlier`, the
 * token it sent back) while nobody has claimed it with a password, so editing the contact at step 5
 * keeps the booking in the guest's new account (docs/domains/public-site.md#decisions).
 */
export async function registerServiceLead(
  ctx: IdentityContext,
  body: ServiceLeadBody,
  correlationId: string | null,
  earlier: BookingClaims | null,
): Promise<{ email: string; accountId: string | null }> {
  if (!body.fullName.trim()) throw badRequest(BOOKING_MESSAGES.fullNameRequired, 'fullNameRequired');
  if (!body.email.trim()) throw badRequest(BOOKING_MESSAGES.emailRequired, 'emailRequired');
  if (!isValidEmail(body.email)) throw badRequest(BOOKING_MESSAGES.emailInvalid, 'emailInvalid');
  const phoneDigits = body.phone ? body.phone.replace(/\D/g, '') : '';
  if (body.phone && phoneDigits.length !== 10) throw badRequest(BOOKING_MESSAGES.phoneDigits, 'phoneDigits');
  const email = normalizeEmail(body.email);
  const known = await repo.findByEmail(ctx.db, email);
  if (known) {
    const unclaimedOfThisDialog = earlier?.email === email && earlier.uid === known.id && known.password_hash === null;
    return { email, accountId: unclaimedOfThisDialog ? known.id : null };
  }
  try {
    const created = await createUser(
      ctx,
      {
        username: body.fullName,
        email,
        phone: phoneDigits || null,
        role: 'client',
        contactStreet: body.contactStreet,
        contactCity: body.contactCity,
        contactZip: body.contactZip,
        contactApartment: body.contactApartment,
      },
      correlationId,
      'owner',
    );
    return { email, accountId: created.id };
  } catch (err) {
    // Two bookings with the same new e-mail at once: the loser's request is a guest request like any other.
    if (await repo.findByEmail(ctx.db, email)) return { email, accountId: null };
    throw err;
  }
}
