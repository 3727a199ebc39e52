import type { Knex } from 'knex';
import { isUuid } from '@hvac/contracts';
import type { HistoryChanges } from './record';

/** Where a service finds its people's names: a table with `id` and a name column. */
export interface ActorNames {
  table: string;
  column: string;
}

/**
 * How one record's history speaks to the API (docs/architecture.md#history). The table keeps the fields as
 * the service stored them (its columns), so rows written before read the same as new ones; the answer
 * names each field as the record's API does and gives the names of the people and things its values
 * stand for, so no screen ever shows a column, an id or a storage path.
 */
export interface HistoryVocabulary<F extends string = string> {
  /** Each stored field → its API name (contracts' HISTORY_FIELDS). A stored field not listed is not answered. */
  fields: Readonly<Record<string, F>>;
  /** The API fields whose values are people's ids: the answer names each as it names the actors. */
  people?: readonly F[];
  /** The API fields whose values stand for other things the service knows, and how it names them (a document's id → its number). */
  named?: { fields: readonly F[]; read: (db: Knex, values: readonly string[]) => Promise<ReadonlyMap<string, string>> };
}

/** `changes` with each field under its API name; a stored field the vocabulary does not list is left out. */
export function spokenChanges(changes: HistoryChanges, vocabulary: HistoryVocabulary): HistoryChanges {
  const spoken: HistoryChanges = {};
  for (const [stored, pair] of Object.entries(changes)) {
    const field = vocabulary.fields[stored];
    if (field) spoken[field] = pair;
  }
  return spoken;
}

/** The text values of `fields` in these changes (a list's elements too), each once. */
export function valuesOf(changes: readonly HistoryChanges[], fields: readonly string[] = []): string[] {
  const found = new Set<string>();
  for (const entry of changes) {
    for (const field of fields) {
      for (const value of (entry[field] ?? []).flat()) if (typeof value === 'string') found.add(value);
    }
  }
  return [...found];
}

/** People's names by id from where the service keeps them (the users directory); an id it never heard of is absent. */
export async function peopleNames(db: Knex, names: ActorNames, ids: readonly string[]): Promise<ReadonlyMap<string, string>> {
  const known = ids.filter(isUuid);
  if (known.length === 0) return new Map();
  const rows: { id: string; name: string | null }[] = await db(names.table).select('id', `${names.column} as name`).whereIn('id', known);
  return new Map(rows.filter((r) => r.name).map((r) => [r.id, r.name!]));
}

/** The names one entry's values need, out of those read for its page. */
export function namesIn(changes: HistoryChanges, vocabulary: HistoryVocabulary, read: ReadonlyMap<string, string>): Record<string, string> {
  const names: Record<string, string> = {};
  for (const value of valuesOf([changes], [...(vocabulary.people ?? []), ...(vocabulary.named?.fields ?? [])])) {
    const name = read.get(value);
    if (name !== undefined) names[value] = name;
  }
  return names;
}
