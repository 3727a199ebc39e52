import type { Knex } from 'knex';
import { BILLING_MESSAGES } from '@hvac/contracts/billing';
import { conflict } from '@hvac/service-kit';
import { clientsMatching } from '../clients/repo';
import { DRAFT } from './access';
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

/**
 * A row as the answers read it: its times already ISO text (PostgreSQL writes them; parsing a Date per
 * row and printing it again was a tenth of a list page's time), its client as the users directory knows
 * them, and its place in the newest-first order.
 */
export type DocumentView<R extends DocumentRow = DocumentRow> = Omit<R, 'created_at' | 'updated_at'> & {
  created_at: string;
  updated_at: string;
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

const TIMES = ['created_at', 'updated_at'];
/** The columns of an answer: days as text, times as ISO text to the millisecond (what toISOString wrote). */
const viewColumnsOf = (db: Knex, t: DocumentTable) =>
  t.columns.map((c) =>
    TIMES.includes(c)
      ? db.raw(`to_char(?? AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ??`, [`d.${c}`, c])
      : t.days.includes(c)
        ? db.raw(`??::text as ??`, [`d.${c}`, c])
        : `d.${c}`,
  );

const view = (db: Knex, t: DocumentTable) =>
  db({ d: t.table })
    .leftJoin({ c: 'users_directory' }, 'c.id', 'd.client_id')
    .select([
      ...viewColumnsOf(db, t),
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
  /** A client's list: drafts are the staff's until sent. */
  withoutDrafts: boolean;
  search?: string;
  /** The kind's status condition (invoices read overdue from the due date). */
  status?: (q: Knex.QueryBuilder) => void;
  /** Where the previous page ended. */
  after?: { at: string; id: string };
  limit: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search naming at most this many clients reads each one's newest documents; one naming more walks the newest of all. */
export const FEW_CLIENTS = 200;
/** At most this many documents found by their number are read by id; more walk the newest of all. */
export const FEW_NUMBERS = 1000;

/**
 * The clients a search names and the documents it finds by number, in one round trip, each capped one
 * above its limit so that "more than that" reads as null: a term that common is better walked.
 */
async function matchesOf(db: Knex, t: DocumentTable, pattern: string): Promise<{ clients: string[] | null; numbered: string[] | null }> {
  const clients = clientsMatching(db, pattern).limit(FEW_CLIENTS + 1);
  const numbered = db(t.table).select('id').whereRaw('lower(??) like ?', [t.number, pattern]).limit(FEW_NUMBERS + 1);
  const { rows } = (await db.raw('select array(?) as clients, array(?) as numbered', [clients, numbered])) as { rows: [{ clients: string[]; numbered: string[] }] };
  const [found] = rows;
  return { clients: found.clients.length > FEW_CLIENTS ? null : found.clients, numbered: found.numbered.length > FEW_NUMBERS ? null : found.numbered };
}

/** The filter's conditions other than the search, and the page's order and size, on a query of `d`. */
function paged(q: Knex.QueryBuilder, f: ListFilter): Knex.QueryBuilder {
  if (f.clientId) q.where('d.client_id', f.clientId);
  if (f.withoutDrafts) q.whereNot('d.status', DRAFT);
  if (f.status) q.where((w) => f.status!(w));
  if (f.after) q.whereRaw('(d.created_at, d.id) < (?::timestamptz, ?::uuid)', [f.after.at, f.after.id]);
  return q.orderBy([{ column: 'd.created_at', order: 'desc' }, { column: 'd.id', order: 'desc' }]).limit(f.limit + 1);
}

/**
 * The page's ids among the documents of `clients` and the documents `numbered`: each client's newest
 * that pass the filter, read backwards along its (client, created) index, whose INCLUDEd columns answer
 * the status condition without the table (migration 0006), then the numbered ones of other clients, so
 * the two parts never hold the same document and need no de-duplication.
 */
function pageOfMatches(db: Knex, t: DocumentTable, f: ListFilter, clients: string[], numbered: string[]): Knex.Raw {
  const ofClient = paged(db({ d: t.table }).select('d.id', 'd.created_at').whereRaw('d.client_id = m.client_id'), f);
  const byNumber = paged(db({ d: t.table }).select('d.id', 'd.created_at').whereRaw('d.id = any(?::uuid[]) and d.client_id <> all(?::uuid[])', [numbered, clients]), f);
  return db.raw(
    `select u.id from (
       select p.id, p.created_at from unnest(?::uuid[]) as m(client_id) cross join lateral (?) as p
       union all (?)
     ) as u order by u.created_at desc, u.id desc limit ?`,
    [clients, ofClient, byNumber, f.limit + 1],
  );
}

/**
 * One page, newest first, after the cursor: a range of the (created_at, id) index of the filter, so a
 * deep page costs what the first does. A search takes one of two ways, because no single plan is quick
 * for both. A term naming a few clients (up to FEW_CLIENTS) and few numbers reads each client's newest
 * documents through its own index range and the numbered ones by id: at 100 000 invoices a surname
 * shared by 80 clients costs a few hundred index entries, where walking the newest of all until a page
 * of them passed cost 13 000 rows (9 ms of PostgreSQL). A common term ("INV-", a name half the clients
 * share) walks the newest documents, where its matches are dense. One row more than the page tells
 * whether another follows.
 */
export async function listViews<R extends DocumentRow>(db: Knex, t: DocumentTable, f: ListFilter): Promise<DocumentView<R>[]> {
  const q = view(db, t);
  if (f.search) {
    const pattern = `%${escapeLike(f.search.toLowerCase())}%`;
    const { clients, numbered } = await matchesOf(db, t, pattern);
    if (clients && numbered) q.whereRaw('d.id in (?)', [pageOfMatches(db, t, f, clients, numbered)]);
    else q.where((w) => w.whereRaw('lower(??) like ?', [`d.${t.number}`, pattern]).orWhereIn('d.client_id', clientsMatching(db, pattern)));
  }
  return paged(q, f);
}
