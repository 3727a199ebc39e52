import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ROLES, isRole, normalizeEmail, type Role } from '@hvac/contracts';
import { MESSAGES, meetsPasswordCriteria, validateEditUser, type AdminUpdateUserBody, type PasswordChangeBody, type ProfileUpdateBody } from '@hvac/contracts/identity';
import { badRequest, conflict, hashPassword, notFound, verifyPassword, type AuthUser } from '@hvac/service-kit';
import type { IdentityContext } from '../config';
import * as repo from './repo';
import { userDeleted, userRegistered, userUpdated } from './events';
import { userChanged } from './history';
import { USER_NOT_FOUND } from './not-found';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === UNIQUE_VIOLATION;

const trimOrNull = (v: string | null | undefined): string | null => {
  if (v === undefined || v === null) return null;
  const t = v.trim();
  return t === '' ? null : t;
};

export interface NewUser {
  username: string;
  email: string;
  phone?: string | null;
  role: Role;
  password?: string | null;
  contactStreet?: string | null;
  contactCity?: string | null;
  contactZip?: string | null;
  contactApartment?: string | null;
}

/**
 * Inserts a user, its history row and its user-registered event in one transaction; a taken e-mail is a
 * 409. `by` says who made the account: its owner (a registration, a booking) or nobody by hand (a seed).
 */
export async function createUser(ctx: IdentityContext, input: NewUser, correlationId: string | null, by: 'owner' | 'system' = 'system'): Promise<repo.UserRow> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    return await ctx.db.transaction(async (trx) => {
      const row = await repo.insertUser(trx, {
        id: randomUUID(),
        username: input.username.trim(),
        email: normalizeEmail(input.email),
        phone: trimOrNull(input.phone),
        role: input.role,
        password_hash: passwordHash,
        contact_street: trimOrNull(input.contactStreet),
        contact_city: trimOrNull(input.contactCity),
        contact_zip: trimOrNull(input.contactZip),
        contact_apartment: trimOrNull(input.contactApartment),
      });
      await userChanged(trx, by === 'owner' ? row : null, null, row);
      await userRegistered(ctx.outbox, trx, row, correlationId);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.emailTaken, 'emailTaken');
    throw err;
  }
}

async function lockUser(trx: Knex.Transaction, id: string): Promise<repo.UserRow> {
  const row = await trx<repo.UserRow>('users').where({ id }).forUpdate().first();
  if (!row) throw notFound(USER_NOT_FOUND.message, USER_NOT_FOUND.code);
  return row;
}

export async function adminUpdateUser(
  ctx: IdentityContext,
  actor: AuthUser,
  id: string,
  body: AdminUpdateUserBody,
  correlationId: string | null,
): Promise<repo.UserRow> {
  const [problem] = validateEditUser(body);
  if (problem) throw badRequest(problem.message, problem.code);
  if (!isRole(body.role)) throw badRequest(`Role must be one of: ${ROLES.join(', ')}.`, 'roleInvalid');
  try {
    return await ctx.db.transaction(async (trx) => {
      const current = await lockUser(trx, id);
      // An admin demoting themselves could leave nobody able to manage users.
      if (actor.id === id && body.role !== current.role) throw badRequest('You cannot change your own role.', 'selfRoleChange');
      // A new role must not ride on tokens that still name the old one.
      const row = await repo.updateUser(
        trx,
        id,
        { username: body.username.trim(), email: normalizeEmail(body.email), phone: trimOrNull(body.phone), role: body.role as Role },
        { revokeTokens: body.role !== current.role },
      );
      await userChanged(trx, actor, current, row!);
      await userUpdated(ctx.outbox, trx, row!, correlationId);
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.emailTaken, 'emailTaken');
    throw err;
  }
}

export async function removeUser(ctx: IdentityContext, actor: AuthUser, id: string, correlationId: string | null): Promise<repo.UserRow> {
  if (actor.id === id) throw badRequest(MESSAGES.selfDelete, 'selfDelete');
  return ctx.db.transaction(async (trx) => {
    const row = await lockUser(trx, id);
    await repo.deleteUser(trx, id);
    await userChanged(trx, actor, row, null);
    await userDeleted(ctx.outbox, trx, row, correlationId);
    return row;
  });
}

export async function updateProfile(ctx: IdentityContext, actor: AuthUser, body: ProfileUpdateBody, correlationId: string | null): Promise<repo.UserRow> {
  if (body.username !== undefined && body.username.trim() === '') throw badRequest('Username cannot be empty.', 'usernameRequired');
  return ctx.db.transaction(async (trx) => {
    await lockUser(trx, actor.id);
    const patch: repo.UserPatch = {};
    if (body.username !== undefined) patch.username = body.username.trim();
    if (body.phone !== undefined) patch.phone = trimOrNull(body.phone);
    if (body.contactStreet !== undefined) patch.contact_street = trimOrNull(body.contactStreet);
    if (body.contactCity !== undefined) patch.contact_city = trimOrNull(body.contactCity);
    if (body.contactZip !== undefined) patch.contact_zip = trimOrNull(body.contactZip);
    if (body.contactApartment !== undefined) patch.contact_apartment = trimOrNull(body.contactApartment);
    const row = await repo.updateUser(trx, actor.id, patch);
    await userUpdated(ctx.outbox, trx, row!, correlationId);
    return row!;
  });
}

/**
 * Every token issued before the change stops working, on every service (the event carries the new token
 * version); the caller gets the row back to sign a fresh token for the device that made the change.
 */
export async function changePassword(ctx: IdentityContext, actor: AuthUser, body: PasswordChangeBody, correlationId: string | null): Promise<repo.UserRow> {
  if (!body.currentPassword || !body.newPassword) throw badRequest(MESSAGES.passwordFieldsRequired, 'passwordFieldsRequired');
  if (!meetsPasswordCriteria(body.newPassword)) throw badRequest(MESSAGES.passwordCriteria, 'passwordCriteria');
  const hash = await hashPassword(body.newPassword);
  return ctx.db.transaction(async (trx) => {
    const row = await lockUser(trx, actor.id);
    if (!(await verifyPassword(body.currentPassword, row.password_hash))) {
      throw badRequest(MESSAGES.currentPasswordWrong, 'currentPasswordWrong');
    }
    const updated = await repo.updateUser(trx, actor.id, { password_hash: hash }, { revokeTokens: true });
    await userUpdated(ctx.outbox, trx, updated!, correlationId);
    return updated!;
  });
}
