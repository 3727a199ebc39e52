import type { Knex } from 'knex';
import { BILLING_MESSAGES } from '@hvac/contracts';
import { conflict } from '@hvac/service-kit';
import { clientsMatching } from '../clients/repo';
import type { DocumentTable } from './tables';

/** What every document row holds; money and rates as PostgreSQL's numeric text ('148.50', '0.0825'). */
export interface DocumentRow {
  id: string;
  client_id: string;
  status: string;
  tax_rate: string;
  sub_total: string;
  tax_amount: string;
  total_amount: string;
  notes: string | null;
  terms_and_conditions: string | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A row with its client as the users directory knows them, and its place in the newest-first order. */
export type DocumentView<R extends DocumentRow = DocumentRow> = R & {
  client_username: string | null;
  client_email: string | null;
  /** created_at to the microsecond, for the next page's cursor. */
  cursor_at: string;
};

export interface LineRow {
  id: string;
  position: number;
  description: string;
  quantity: string;
  unit_price: string;
  total: string;
}

const UNIQUE_VIOLATION = '23505';

const columnsOf = (db: Knex, t: DocumentTable, alias: string) =>
  t.columns.map((c) => (t.days.includes(c) ? db.raw(`??::text as ??`, [`${alias}.${c}`, c]) : `${alias}.${c}`));

const view = (db: Knex, t: DocumentTable) =>
  db({ d: t.table })
    .leftJoin({ c: 'users_directory' }, 'c.id', 'd.client_id')
    .select([
      ...columnsOf(db, t, 'd'),
      'c.username as client_username',
      'c.email as client_email',
      db.raw(`to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`),
    ]);

export const findView = <R extends DocumentRow>(db: Knex, t: DocumentTable, id: string): Promise<DocumentView<R> | undefined> =>
  view(db, t).where('d.id', id).first();

/** The row, locked until the transaction ends: every change that depends on its state goes through here. */
export const lockRow = <R extends DocumentRow>(trx: Knex.Transaction, t: DocumentTable, id: string): Promise<R | undefined> =>
  trx(t.table).select(columnsOf(trx, t, t.table)).where(`${t.table}.id`, id).forUpdate().first();

/** A number another document of the kind already has is a 409 in the kind's words. */
function numberConflict(t: DocumentTable, err: unknown): unknown {
  const e = err as { code?: string; constraint?: string };
  return e.code === UNIQUE_VIOLATION && e.constraint === `${t.table}_${t.number}_unique` ? conflict(BILLING_MESSAGES[t.numberTaken], t.numberTaken) : err;
}

export async function insertRow(trx: Knex.Transaction, t: DocumentTable, row: Record<string, unknown>): Promise<void> {
  await trx(t.table)
    .insert(row)
    .catch((err: unknown) => {
      throw numberConflict(t, err);
    });
}

export async function updateRow(trx: Knex.Transaction, t: DocumentTable, id: string, patch: Record<string, unknown>): Promise<void> {
  await trx(t.table)
    .where({ id })
    .update({ ...patch, updated_at: trx.fn.now() })
    .catch((err: unknown) => {
      throw numberConflict(t, err);
    });
}

export async function deleteRow(trx: Knex.Transaction, t: DocumentTable, id: string): Promise<void> {
  await trx(t.table).where({ id }).del();
}

export type NewLine = Omit<LineRow, 'position'>;

/** A document's lines become exactly these, in this order. */
export async function replaceLines(trx: Knex.Transaction, t: DocumentTable, id: string, lines: readonly NewLine[]): Promise<void> {
  await trx(t.lines).where(t.lineKey, id).del();
  if (lines.length) await trx(t.lines).insert(lines.map((l, position) => ({ ...l, position, [t.lineKey]: id })));
}

export async function linesOf(db: Knex, t: DocumentTable, id: string): Promise<LineRow[]> {
  return db(t.lines).select('id', 'position', 'description', 'quantity', 'unit_price', 'total').where(t.lineKey, id).orderBy('position');
}

export interface ListFilter {
  /** A client's own list, or the client filter of a staff list. */
  clientId?: string;
  search?: string;
  /** The kind's status condition (invoices read overdue from the due date). */
  status?: (q: Knex.QueryBuilder) => void;
  /** Where the previous page ended. */
  after?: { at: string; id: string };
  limit: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search matching at most this many documents reads its page from the matches; one matching more walks the newest first. */
export const FEW_MATCHES = 1000;

/**
 * The documents a search matches, by number or by client, each through its trigram index (migration
 * 0005), or null when there are more than FEW_MATCHES of them.
 */
async function fewMatches(db: Knex, t: DocumentTable, pattern: string): Promise<string[] | null> {
  const byNumber = db(t.table).select('id').whereRaw('lower(??) like ?', [t.number, pattern]);
  const byClient = db(t.table).select('id').whereIn('client_id', clientsMatching(db, pattern));
  const rows = (await db.from(byNumber.unionAll(byClient, true).as('m')).select('id').limit(FEW_MATCHES + 1)) as { id: string }[];
  return rows.length > FEW_MATCHES ? null : rows.map((r) => r.id);
}

/**
 * One page, newest first, after the cursor: a range of the (created_at, id) index of the filter, so a
 * deep page costs what the first does. A search takes one of two ways, because no single plan is quick
 * for both: a rare term (a number, a name) is read from its matches, found through the trigram indexes;
 * a common one ("INV-", a frequent name) walks the newest documents, where its matches are dense. Either
 * stays in milliseconds at 100 000 documents, where one OR of both walked them all for a rare term
 * (20 ms) and the matches-first plan sorted all of them for a common one (200 ms). One row more than the
 * page tells whether another follows.
 */
export async function listViews<R extends DocumentRow>(db: Knex, t: DocumentTable, f: ListFilter): Promise<DocumentView<R>[]> {
  const q = view(db, t);
  if (f.clientId) q.where('d.client_id', f.clientId);
  if (f.status) q.where((w) => f.status!(w));
  if (f.search) {
    const pattern = `%${escapeLike(f.search.toLowerCase())}%`;
    const matches = await fewMatches(db, t, pattern);
    if (matches) q.whereRaw('d.id = any(?::uuid[])', [matches]);
    else q.where((w) => w.whereRaw('lower(??) like ?', [`d.${t.number}`, pattern]).orWhereIn('d.client_id', clientsMatching(db, pattern)));
  }
  if (f.after) q.whereRaw('(d.created_at, d.id) < (?::timestamptz, ?::uuid)', [f.after.at, f.after.id]);
  return q.orderBy([{ column: 'd.created_at', order: 'desc' }, { column: 'd.id', order: 'desc' }]).limit(f.limit + 1);
}
