import type { Knex } from 'knex';
import type { HistoryAction, HistoryEntityType } from '@hvac/contracts';
import { diffFields, recordHistory, type HistoryActor } from '@hvac/service-kit';
import { lockRow, type DocumentRow } from './repo';
import { INVOICES, QUOTES, type DocumentTable } from './tables';

/*
 * A document's history (docs/domains/billing.md#history): each change writes one row in its own
 * transaction, naming what changed between the row before and the row after.
 */

const ENTITY: Record<DocumentTable['table'], HistoryEntityType> = { quotes: 'quote', estimates: 'estimate', invoices: 'invoice' };

/** Bookkeeping columns say nothing a reader of the history needs. */
const UNTRACKED = new Set(['id', 'created_by', 'created_at', 'updated_at']);

/** A status the change put the document in says what happened, where it says more than "edited". */
function actionOf(t: DocumentTable, before: DocumentRow | null, after: DocumentRow | null): HistoryAction {
  if (!before) return 'created';
  if (!after) return 'deleted';
  if (before.status === after.status) return 'edited';
  if (after.status.startsWith('converted_to_')) return 'converted';
  if (after.status === (t === QUOTES ? 'sent_to_client' : t === INVOICES ? 'sent' : '')) return 'sent';
  return 'status_changed';
}

/**
 * Records the change of one document: `before` is the row as locked before it (null for a new one); the
 * row after is read here, under the same lock (none for a deleted one). `action` names it where the
 * statuses alone cannot (a payment, an e-mail that leaves the status as it was).
 */
export async function documentChanged(
  trx: Knex.Transaction,
  t: DocumentTable,
  actor: HistoryActor,
  id: string,
  before: DocumentRow | null,
  action?: HistoryAction,
): Promise<void> {
  const after = (await lockRow<DocumentRow>(trx, t, id)) ?? null;
  const fields = t.columns.filter((c) => !UNTRACKED.has(c)) as (keyof DocumentRow & string)[];
  await recordHistory(trx, {
    entityType: ENTITY[t.table],
    entityId: id,
    action: action ?? actionOf(t, before, after),
    actor,
    changes: diffFields(before, after, fields),
  });
}
