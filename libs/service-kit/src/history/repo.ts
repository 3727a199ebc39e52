import type { Knex } from 'knex';
import type { HistoryEntry, HistoryEntityType } from '@hvac/contracts';
import type { HistoryChanges } from './record';
import { namesIn, peopleNames, spokenChanges, valuesOf, type ActorNames, type HistoryVocabulary } from './vocabulary';

interface HistoryView {
  seq: string;
  entity_type: string;
  entity_id: string;
  action: HistoryEntry['action'];
  actor_id: string | null;
  actor_role: HistoryEntry['actorRole'];
  actor_name: string | null;
  changes: HistoryChanges;
  at: Date;
}

/** The users directory every service but identity keeps (docs/architecture.md#users-directory). */
export const DIRECTORY_NAMES: ActorNames = { table: 'users_directory', column: 'username' };

/**
 * One page of a record's history, newest first, in the API's words (vocabulary.ts); one row more than
 * asked tells whether another page follows.
 */
export async function historyPage(
  db: Knex,
  names: ActorNames,
  vocabulary: HistoryVocabulary,
  entityType: HistoryEntityType,
  entityId: string,
  page: { limit: number; before?: string },
): Promise<{ history: HistoryEntry[]; nextCursor: string | null }> {
  const rows: HistoryView[] = await db({ h: 'history' })
    .leftJoin({ u: names.table }, 'u.id', 'h.actor_id')
    .select('h.seq', 'h.entity_type', 'h.entity_id', 'h.action', 'h.actor_id', 'h.actor_role', `u.${names.column} as actor_name`, 'h.changes', 'h.at')
    .where({ 'h.entity_type': entityType, 'h.entity_id': entityId })
    .modify((q) => {
      if (page.before) q.where('h.seq', '<', page.before);
    })
    .orderBy('h.seq', 'desc')
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const changes = shown.map((r) => spokenChanges(r.changes, vocabulary));
  const [people, named] = await Promise.all([
    peopleNames(db, names, valuesOf(changes, vocabulary.people)),
    vocabulary.named ? vocabulary.named.read(db, valuesOf(changes, vocabulary.named.fields)) : new Map<string, string>(),
  ]);
  const read = new Map([...people, ...named]);
  return {
    history: shown.map((r, i) => toEntry(r, changes[i]!, namesIn(changes[i]!, vocabulary, read))),
    nextCursor: more ? shown[shown.length - 1]!.seq : null,
  };
}

const toEntry = (r: HistoryView, changes: HistoryChanges, names: Record<string, string>): HistoryEntry => ({
  id: String(r.seq),
  entityType: r.entity_type,
  entityId: r.entity_id,
  action: r.action,
  actorId: r.actor_id,
  actorRole: r.actor_role,
  actorName: r.actor_name || null,
  changes,
  names,
  at: r.at.toISOString(),
});
