import type { Knex } from 'knex';
import { BILLING_MESSAGES } from '@hvac/contracts/billing';
import { badRequest } from '@hvac/service-kit';
import { findClient } from './repo';

/**
 * A document is for a known client: an id the directory does not hold as an active client is refused
 * with a message. A document keeping the client it already has passes even if that account has since
 * been deleted, so its other changes can still be saved.
 */
export async function requireClient(db: Knex, clientId: string, current?: string): Promise<string> {
  const id = clientId.trim().toLowerCase();
  if (id === current) return id;
  if (!(await findClient(db, id))) throw badRequest(BILLING_MESSAGES.clientUnknown, 'clientUnknown', { errors: [{ field: 'clientId', code: 'clientUnknown', message: BILLING_MESSAGES.clientUnknown }] });
  return id;
}
