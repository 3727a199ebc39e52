import type { Knex } from 'knex';
import { stockStatusOf, type InventoryItem, type InventoryReportRow } from '@hvac/contracts/inventory';

/** An item as stored; money as PostgreSQL's numeric text ('148.50'), days as text, times as ISO text. */
export interface ItemRow {
  id: string;
  name: string;
  sku: string;
  barcode: string | null;
  description: string | null;
  category: string;
  quantity: number;
  minimum_quantity: number;
  maximum_quantity: number;
  unit: string;
  unit_price: string;
  cost_price: string;
  location: string | null;
  supplier: string | null;
  notes: string | null;
  expiration_date: string | null;
  search_text: string;
  low_stock_alerted: boolean;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A row as answers read it: with whether it has expired, worked out by PostgreSQL against the business day. */
export interface ItemView extends Omit<ItemRow, 'search_text' | 'low_stock_alerted'> {
  expired: boolean;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/** The columns answers read as they are stored (days and times are read as text, by timeColumns). */
export const ANSWERED_COLUMNS = [
  'id',
  'name',
  'sku',
  'barcode',
  'description',
  'category',
  'quantity',
  'minimum_quantity',
  'maximum_quantity',
  'unit',
  'unit_price',
  'cost_price',
  'location',
  'supplier',
  'notes',
  'version',
] as const;

/** Days as text and times as ISO text, written by PostgreSQL (no Date is parsed per row). */
const timeColumns = (db: Knex, alias: string) => [
  db.raw(`??::text as expiration_date`, [`${alias}.expiration_date`]),
  db.raw(`to_char(?? AT TIME ZONE 'UTC', ${ISO}) as created_at`, [`${alias}.created_at`]),
  db.raw(`to_char(?? AT TIME ZONE 'UTC', ${ISO}) as updated_at`, [`${alias}.updated_at`]),
];

/** Items as answered; `today` is the business day an expiration date is compared with. */
export const viewQuery = (db: Knex, today: string): Knex.QueryBuilder =>
  db({ i: 'items' }).select([
    ...ANSWERED_COLUMNS.map((c) => `i.${c}`),
    ...timeColumns(db, 'i'),
    db.raw('coalesce(i.expiration_date < ?::date, false) as expired', [today]),
  ]);

/** The row, locked until the transaction ends: every change that depends on its state goes through here. */
export const lockItem = (trx: Knex.Transaction, id: string): Promise<ItemRow | undefined> =>
  trx('items')
    .select(['items.*', ...timeColumns(trx, 'items')])
    .where('items.id', id)
    .forUpdate()
    .first();

/** What the list's search looks in, lower-cased, written with every change of the row. */
export const searchTextOf = (r: Pick<ItemRow, 'name' | 'sku' | 'barcode' | 'description'>): string =>
  [r.name, r.sku, r.barcode ?? '', r.description ?? ''].join(' ').toLowerCase();

export type NewItem = Omit<ItemRow, 'created_at' | 'updated_at' | 'version'>;

export const insertItem = async (trx: Knex.Transaction, row: NewItem): Promise<void> => {
  await trx('items').insert(row);
};

/** Applies a change and raises the version; answers the row as it now stands. */
export async function updateItem(trx: Knex.Transaction, id: string, patch: Partial<ItemRow>): Promise<ItemRow> {
  await trx('items')
    .where({ id })
    .update({ ...patch, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
  return (await lockItem(trx, id))!;
}

export const deleteItem = async (trx: Knex.Transaction, id: string): Promise<void> => {
  await trx('items').where({ id }).del();
};

/** Another item (than `except`) holding this SKU, case aside, or this barcode. */
export const skuHolder = (db: Knex, sku: string, except?: string): Promise<{ id: string } | undefined> => {
  const q = db('items').select('id').whereRaw('lower(sku) = lower(?)', [sku]);
  if (except) q.whereNot('id', except);
  return q.first();
};
export const barcodeHolder = (db: Knex, barcode: string, except?: string): Promise<{ id: string } | undefined> => {
  const q = db('items').select('id').where({ barcode });
  if (except) q.whereNot('id', except);
  return q.first();
};

export const findView = (db: Knex, id: string, today: string): Promise<ItemView | undefined> => viewQuery(db, today).where('i.id', id).first();

/** The item a scanned code names: its barcode, else its SKU (a label without a barcode carries the SKU). */
export const findByCode = async (db: Knex, code: string, today: string): Promise<ItemView | undefined> =>
  (await viewQuery(db, today).where('i.barcode', code).first()) ?? (await viewQuery(db, today).whereRaw('lower(i.sku) = lower(?)', [code]).first());

export interface ItemFilter {
  search?: string;
  category?: string;
  lowStock?: boolean;
  expired?: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function applyFilter(q: Knex.QueryBuilder, f: ItemFilter, today: string): Knex.QueryBuilder {
  if (f.search) q.where('i.search_text', 'like', `%${escapeLike(f.search.toLowerCase())}%`);
  if (f.category) q.where('i.category', f.category);
  // The stored column (migration 0003), which has statistics and the partial index's predicate.
  if (f.lowStock) q.whereRaw('i.low_stock');
  if (f.expired) q.whereRaw('i.expiration_date < ?::date', [today]);
  return q;
}

const BY_NAME = [{ column: 'i.name' }, { column: 'i.id' }];

/**
 * One page by name, then id, and the number of items the filters match. The page's ids are chosen first
 * (from the indexes where they can be), and only those twenty rows are read and written out as answers.
 */
export async function listPage(db: Knex, f: ItemFilter, today: string, page: number, size: number): Promise<{ rows: ItemView[]; total: number }> {
  if (f.search) return searchedPage(db, f, today, page, size);
  const ids = applyFilter(db({ i: 'items' }).select('i.id'), f, today).orderBy(BY_NAME).limit(size).offset((page - 1) * size);
  const [rows, total] = await Promise.all([viewQuery(db, today).whereIn('i.id', ids).orderBy(BY_NAME) as Promise<ItemView[]>, countOf(db, f, today)]);
  return { rows, total };
}

const countOf = async (db: Knex, f: ItemFilter, today: string): Promise<number> =>
  Number(((await applyFilter(db({ i: 'items' }).count({ n: '*' }), f, today).first()) as { n: string }).n);

/**
 * A search's matches are few (a trigram index finds them, and each is read from the table to check it),
 * so they are found once, in one statement, for both the page and the total: the page and a separate
 * count read the same few hundred rows twice, a third of a searched page's database time. Past the last
 * page no row carries the total, and it is counted on its own.
 */
async function searchedPage(db: Knex, f: ItemFilter, today: string, page: number, size: number): Promise<{ rows: ItemView[]; total: number }> {
  const rows = (await viewQuery(db, today)
    .withMaterialized('m', applyFilter(db({ i: 'items' }).select('i.id', 'i.name'), f, today))
    .select(db.raw('(SELECT count(*) FROM m)::int AS total'))
    .whereIn('i.id', db('m').select('id').orderBy(['name', 'id']).limit(size).offset((page - 1) * size))
    .orderBy(BY_NAME)) as (ItemView & { total: number })[];
  return { rows, total: rows[0]?.total ?? (await countOf(db, f, today)) };
}

/**
 * The banners' figures over the whole table: at or below the minimum, and past the expiration date,
 * summed from the counts the table's triggers keep (migration 0005).
 */
export async function alertCounts(db: Knex, today: string): Promise<{ lowStock: number; expired: number }> {
  const { rows } = (await db.raw(
    `SELECT coalesce(sum(items) FILTER (WHERE low_stock), 0)::int AS low_stock,
            coalesce(sum(items) FILTER (WHERE expires < ?::date), 0)::int AS expired
       FROM item_alert_counts`,
    [today],
  )) as { rows: [{ low_stock: number; expired: number }] };
  return { lowStock: rows[0].low_stock, expired: rows[0].expired };
}

/** Every item a filter matches, by name (the low-stock and expired lists). */
export const listAll = (db: Knex, f: ItemFilter, today: string): Promise<ItemView[]> =>
  applyFilter(viewQuery(db, today), f, today).orderBy([{ column: 'i.name' }, { column: 'i.id' }]) as Promise<ItemView[]>;

export const toItem = (v: ItemView): InventoryItem => ({
  id: v.id,
  name: v.name,
  sku: v.sku,
  barcode: v.barcode,
  description: v.description,
  category: v.category,
  quantity: v.quantity,
  minimumQuantity: v.minimum_quantity,
  maximumQuantity: v.maximum_quantity,
  unit: v.unit,
  unitPrice: v.unit_price,
  costPrice: v.cost_price,
  location: v.location,
  supplier: v.supplier,
  notes: v.notes,
  expirationDate: v.expiration_date,
  status: stockStatusOf(v.quantity, v.minimum_quantity),
  expired: v.expired,
  createdAt: v.created_at,
  updatedAt: v.updated_at,
});

/** The report's rows by SKU, as a stream (a cursor, a batch at a time), so memory stays flat however many there are. */
export const reportStream = (db: Knex, batch: number) =>
  db('items')
    .select([
      'sku',
      'name',
      'category',
      'quantity',
      'minimum_quantity',
      'cost_price',
      'unit_price',
      'location',
      'supplier',
      db.raw('expiration_date::text as expiration_date'),
    ])
    .orderByRaw('lower(sku)')
    .stream({ batchSize: batch, highWaterMark: batch });

export interface ReportSource {
  sku: string;
  name: string;
  category: string;
  quantity: number;
  minimum_quantity: number;
  cost_price: string;
  unit_price: string;
  location: string | null;
  supplier: string | null;
  expiration_date: string | null;
}

export const toReportRow = (r: ReportSource): InventoryReportRow => ({
  sku: r.sku,
  name: r.name,
  category: r.category,
  currentQuantity: r.quantity,
  minimumQuantity: r.minimum_quantity,
  unitCost: r.cost_price,
  unitPrice: r.unit_price,
  location: r.location,
  supplier: r.supplier,
  expirationDate: r.expiration_date,
});
