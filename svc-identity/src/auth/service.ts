import {
  MESSAGES,
  isValidEmail,
  normalizeEmail,
  validateRegistration,
  type LoginBody,
  type RegisterBody,
  type ServiceLeadBody,
} from '@hvac/contracts';
import { DUMMY_PASSWORD_HASH, badRequest, tooManyRequests, unauthorized, verifyPassword } from '@hvac/service-kit';
import type { IdentityContext } from '../config';
import * as repo from '../users/repo';
import { createUser } from '../users/service';
import type { LoginLimiter } from './login-limiter';

/** Booking-dialog texts (spec 1 §5, step 3): the lead call is made from that step. */
export const LEAD_MESSAGES = {
  fullNameRequired: 'Full name is required.',
  emailRequired: 'Email address is required.',
  emailInvalid: 'Invalid email format.',
  phoneDigits: 'Phone number must be 10 digits.',
} as const;

export async function login(ctx: IdentityContext, limiter: LoginLimiter, body: LoginBody, ip: string): Promise<repo.UserRow> {
  if (!body.email?.trim() || !body.password) throw badRequest(MESSAGES.loginBothRequired, 'loginBothRequired');
  const email = normalizeEmail(body.email);
  if (await limiter.isBlocked(email, ip)) {
    throw tooManyRequests(`Too many failed login attempts. Please wait ${limiter.windowMinutes} minutes and try again.`, 'LOGIN_RATE_LIMITED');
  }
  const row = await repo.findByEmail(ctx.db, email);
  // Verify against a dummy hash when the e-mail is unknown, so timing does not tell which addresses exist.
  const ok = await verifyPassword(body.password, row?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!row || !ok) {
    await limiter.recordFailure(email, ip);
    throw unauthorized(MESSAGES.loginInvalid, 'loginInvalid');
  }
  await limiter.clear(email);
  return row;
}

export async function register(ctx: IdentityContext, body: RegisterBody, correlationId: string | null): Promise<repo.UserRow> {
  const errors = validateRegistration(body, { checkConfirmation: body.confirmPassword !== undefined, checkTerms: false });
  if (errors.length) throw badRequest(errors[0]!.message, errors[0]!.code, errors);
  // Public registration always creates a client, whatever the body says.
  return createUser(ctx, { username: body.username!, email: body.email!, phone: body.phone, password: body.password!, role: 'client' }, correlationId);
}

/**
 * Guest booking: a client account without a password, reused when the e-mail is known. Contact fields are
 * filled in on a reused account only where it has none, so a guest can never overwrite someone's profile.
 */
export async function registerServiceLead(ctx: IdentityContext, body: ServiceLeadBody, correlationId: string | null): Promise<repo.UserRow> {
  if (!body.fullName?.trim()) throw badRequest(LEAD_MESSAGES.fullNameRequired, 'fullNameRequired');
  if (!body.email?.trim()) throw badRequest(LEAD_MESSAGES.emailRequired, 'emailRequired');
  if (!isValidEmail(body.email)) throw badRequest(LEAD_MESSAGES.emailInvalid, 'emailInvalid');
  const phoneDigits = body.phone ? body.phone.replace(/\D/g, '') : '';
  if (body.phone && phoneDigits.length !== 10) throw badRequest(LEAD_MESSAGES.phoneDigits, 'phoneDigits');
  const email = normalizeEmail(body.email);
  const existing = await repo.findByEmail(ctx.db, email);
  if (existing) return existing;
  try {
    return await createUser(
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
    );
  } catch (err) {
    // Two bookings with the same new e-mail at once: the loser reuses the winner's account.
    const raced = await repo.findByEmail(ctx.db, email);
    if (raced) return raced;
    throw err;
  }
}
