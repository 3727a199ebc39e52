import type { Knex } from 'knex';
import type { HistoryAction, HistoryEntityType, Role } from '@hvac/contracts';

/** Who made a change: the caller of the request, or null for a change no person made (an event, a seed). */
export type HistoryActor = { id: string; role: Role } | null;

export type HistoryChanges = Record<string, [unknown, unknown]>;

export interface NewHistoryEntry {
  entityType: HistoryEntityType;
  entityId: string;
  action: HistoryAction;
  actor: HistoryActor;
  changes?: HistoryChanges;
}

/**
 * Writes one history row in the caller's transaction, beside the change and its outbox event: the row
 * exists exactly when the change committed (docs/architecture.md#history).
 */
export async function recordHistory(trx: Knex.Transaction, entry: NewHistoryEntry): Promise<void> {
  await trx('history').insert({
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    action: entry.action,
    actor_id: entry.actor?.id ?? null,
    actor_role: entry.actor?.role ?? null,
    changes: JSON.stringify(entry.changes ?? {}),
  });
}

const comparable = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

/**
 * `{ field: [from, to] }` for the fields whose values differ between two states of a record (null for a
 * side that does not exist). Dates compare by instant; other values by their JSON form.
 */
export function diffFields<T extends object>(before: T | null | undefined, after: T | null | undefined, fields: readonly (keyof T & string)[]): HistoryChanges {
  const changes: HistoryChanges = {};
  for (const field of fields) {
    const from = comparable(before?.[field]);
    const to = comparable(after?.[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = [from, to];
  }
  return changes;
}
