import type { Knex } from 'knex';
import { IDENTITY_EVENTS, type UserEventData } from '@hvac/contracts';
import type { Outbox } from '@hvac/service-kit';
import type { UserRow } from './repo';

const eventData = (u: UserRow): UserEventData => ({ id: u.id, username: u.username, email: u.email, phone: u.phone, role: u.role });

export const userRegistered = (outbox: Outbox, trx: Knex.Transaction, u: UserRow, correlationId: string | null) =>
  outbox.add(trx, { type: IDENTITY_EVENTS.userRegistered, data: eventData(u), correlationId });

export const userUpdated = (outbox: Outbox, trx: Knex.Transaction, u: UserRow, correlationId: string | null) =>
  outbox.add(trx, { type: IDENTITY_EVENTS.userUpdated, data: eventData(u), correlationId });

export const userDeleted = (outbox: Outbox, trx: Knex.Transaction, id: string, correlationId: string | null) =>
  outbox.add(trx, { type: IDENTITY_EVENTS.userDeleted, data: { id }, correlationId });
