import type { Knex } from 'knex';
import { IDENTITY_EVENTS, type UserEventData } from '@hvac/contracts/events';
import type { Outbox } from '@hvac/service-kit';
import type { UserRow } from './repo';

const eventData = (u: UserRow): UserEventData => ({
  id: u.id,
  username: u.username,
  email: u.email,
  phone: u.phone,
  role: u.role,
  version: u.version,
  tokenVersion: u.token_version,
});

export const userRegistered = (outbox: Outbox, trx: Knex.Transaction, u: UserRow, correlationId: string | null) =>
  outbox.add(trx, IDENTITY_EVENTS.userRegistered, eventData(u), correlationId);

export const userUpdated = (outbox: Outbox, trx: Knex.Transaction, u: UserRow, correlationId: string | null) =>
  outbox.add(trx, IDENTITY_EVENTS.userUpdated, eventData(u), correlationId);

/** The deletion is one version past the row's last, so it outranks every event before it. */
export const userDeleted = (outbox: Outbox, trx: Knex.Transaction, u: UserRow, correlationId: string | null) =>
  outbox.add(trx, IDENTITY_EVENTS.userDeleted, { id: u.id, version: u.version + 1 }, correlationId);
