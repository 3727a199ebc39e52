import type { Knex } from 'knex';
import { OPEN_SERVICE_REQUEST_STATUSES, SERVICE_REQUEST_STATUSES, type BlogLanguage, type ServiceRequest, type ServiceRequestCounts, type ServiceRequestSort, type ServiceRequestOverview, type ServiceRequestStatus } from '@hvac/contracts/requests';
import { insertInBulk } from '@hvac/service-kit';
import type { MatchCounts } from '../db/match-counts';

export interface RequestRow {
  id: string;
  /** Null for a guest request whose e-mail belongs to an account the guest did not create. */
  user_id: string | null;
  contact_full_name: string;
  contact_phone: string;
  contact_email: string;
  contact_street: string;
  contact_city: string;
  contact_zip: string;
  contact_apartment: string | null;
  service_type: string;
  description: string;
  status: ServiceRequestStatus;
  assigned_to: string | null;
  /** As stored; rows written outside the API (bench, imports) may lack keys, so reads fill them with null. */
  scheduling_preferences: Partial<ServiceRequest['schedulingPreferences']>;
  additional_details: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

/** A request row with its customer and technician as the users projection knows them (null where it does not). */
export interface RequestView extends RequestRow {
  customer_username: string | null;
  customer_email: string | null;
  technician_username: string | null;
  technician_email: string | null;
}

export type NewRequestRow = Omit<RequestRow, 'created_at' | 'updated_at' | 'status' | 'assigned_to'>;

const ROW_COLUMNS = [
  'id',
  'user_id',
  'contact_full_name',
  'contact_phone',
  'contact_email',
  'contact_street',
  'contact_city',
  'contact_zip',
  'contact_apartment',
  'service_type',
  'description',
  'status',
  'assigned_to',
  'scheduling_preferences',
  'additional_details',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof RequestRow)[];

const COLUMNS = [
  ...ROW_COLUMNS.map((c) => `r.${c}`),
  'c.username as customer_username',
  'c.email as customer_email',
  'a.username as technician_username',
  'a.email as technician_email',
];

/** A page of requests picked before the names are joined: as whole rows, or as ids read again by key. */
type Page = { rows: Knex.QueryBuilder } | { ids: Knex.QueryBuilder };

/**
 * Requests joined to the projection; a guest whose lead has not arrived yet has no customer.
 * A `page` narrows the requests first, so only its rows are joined.
 */
const view = (db: Knex, page?: Page) => {
  const requests: Knex.QueryBuilder = !page
    ? db({ r: 'service_requests' })
    : 'rows' in page
      ? db.from(page.rows.as('r'))
      : db.from(page.ids.as('p')).join({ r: 'service_requests' }, 'r.id', 'p.id');
  return requests
    .leftJoin({ c: 'users_directory' }, 'c.id', 'r.user_id')
    .leftJoin({ a: 'users_directory' }, 'a.id', 'r.assigned_to')
    .select(COLUMNS);
};

export const toServiceRequest = (r: RequestView): ServiceRequest => ({
  id: r.id,
  userId: r.user_id,
  customer: r.user_id === null || r.customer_username === null ? null : { id: r.user_id, username: r.customer_username, email: r.customer_email ?? '' },
  contactFullName: r.contact_full_name,
  contactPhone: r.contact_phone,
  contactEmail: r.contact_email,
  contactStreet: r.contact_street,
  contactCity: r.contact_city,
  contactZip: r.contact_zip,
  contactApartment: r.contact_apartment,
  serviceType: r.service_type,
  description: r.description,
  status: r.status,
  assignedTo: r.assigned_to,
  technician: r.technician_username === null ? null : { username: r.technician_username, email: r.technician_email ?? '' },
  schedulingPreferences: {
    preferredDate1: r.scheduling_preferences.preferredDate1 ?? null,
    preferredTime1: r.scheduling_preferences.preferredTime1 ?? null,
    preferredDate2: r.scheduling_preferences.preferredDate2 ?? null,
    preferredTime2: r.scheduling_preferences.preferredTime2 ?? null,
    notes: r.scheduling_preferences.notes ?? null,
  },
  additionalDetails: r.additional_details,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/**
 * Inserts and returns the stored row (with the defaults the table filled in). The booking's language is
 * kept for the mails about the request's visits (docs/domains/service-requests.md#visit-mail).
 */
export async function insertRequest(db: Knex, row: NewRequestRow, language: BlogLanguage = 'en'): Promise<RequestRow> {
  const [stored] = (await db('service_requests')
    .insert({
      ...row,
      language,
      scheduling_preferences: JSON.stringify(row.scheduling_preferences),
      additional_details: JSON.stringify(row.additional_details),
    })
    .returning(ROW_COLUMNS)) as RequestRow[];
  return stored!;
}

/** A request written in bulk (the bench's data set): its status and times are given, not defaulted. */
export type BulkRequestRow = NewRequestRow & Pick<RequestRow, 'status' | 'created_at' | 'updated_at'>;

const BULK_REQUEST_TYPES = {
  id: 'uuid',
  user_id: 'uuid',
  contact_full_name: 'text',
  contact_phone: 'text',
  contact_email: 'text',
  contact_street: 'text',
  contact_city: 'text',
  contact_zip: 'text',
  contact_apartment: 'text',
  service_type: 'text',
  description: 'text',
  status: 'text',
  scheduling_preferences: 'jsonb',
  additional_details: 'jsonb',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
} as const satisfies Record<keyof BulkRequestRow, string>;

/** Many requests in one statement; the status-count trigger counts each, as for a booking. */
export const insertRequests = (db: Knex, rows: readonly BulkRequestRow[]): Promise<void> =>
  insertInBulk(db, 'service_requests', BULK_REQUEST_TYPES, rows);

export const findView = (db: Knex, id: string): Promise<RequestView | undefined> => view(db).where('r.id', id).first();

export const lockRow = (trx: Knex.Transaction, id: string): Promise<RequestRow | undefined> =>
  trx<RequestRow>('service_requests').where({ id }).forUpdate().first();

export async function updateRow(trx: Knex.Transaction, id: string, patch: Partial<Pick<RequestRow, 'status' | 'assigned_to'>>): Promise<void> {
  await trx('service_requests').where({ id }).update({ ...patch, updated_at: trx.fn.now() });
}

export const listForUser = (db: Knex, userId: string): Promise<RequestView[]> =>
  view(db).where('r.user_id', userId).orderBy([{ column: 'r.created_at', order: 'desc' }, { column: 'r.id', order: 'desc' }]);

/** A technician's open work: the requests assigned to them that are neither completed nor cancelled, soonest preferred day first. */
export const listOpenAssignedTo = (db: Knex, userId: string): Promise<RequestView[]> =>
  view(db)
    .where('r.assigned_to', userId)
    .whereNotIn('r.status', ['completed', 'cancelled'])
    .orderByRaw("r.scheduling_preferences->>'preferredDate1' asc nulls last, r.created_at desc, r.id desc");

const SORT_COLUMNS: Record<ServiceRequestSort, string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  status: 'status',
  contactFullName: 'contact_full_name',
  serviceType: 'service_type',
};

export interface ListFilter {
  status?: ServiceRequestStatus;
  /** Open requests nobody is assigned to only (the overview's figure, docs/domains/service-requests.md#overview-widget). */
  unassigned?: boolean;
  search?: string;
  sort: ServiceRequestSort;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Filtered, searched, sorted and paged in SQL. The page is picked first and only its rows are joined to
 * the names: the planner cannot tell how many rows a search matches and would otherwise join all of
 * them (800 for a common surname) to keep 25. A search's scan reads every match's row to check it, so
 * the page comes out of it whole; without a search the ids come from an index-only scan and just the
 * page's rows are read by key (whole rows would read every row a deep page skips). Without a search the
 * total comes from the status counts (kept by a trigger), so only a search counts its matches, once per
 * revision of the table (a repeated search reuses the total). (Counting in the paging scan with
 * `count(*) OVER ()` saves a query for a rare name but makes a one-letter search read every match in
 * sort order: 150 ms instead of 30.)
 */
export async function listRequests(
  db: Knex,
  f: ListFilter,
  summary: Promise<StatusCounts>,
  searchTotals: MatchCounts,
): Promise<{ rows: RequestView[]; total: number }> {
  const matching = (q: Knex.QueryBuilder) => {
    if (f.status) q.where('s.status', f.status);
    if (f.unassigned) q.whereNull('s.assigned_to').whereIn('s.status', [...OPEN_SERVICE_REQUEST_STATUSES]);
    if (f.search) q.where('s.search_text', 'like', `%${escapeLike(f.search.toLowerCase())}%`);
  };
  const orderOf = (alias: string) => [
    { column: `${alias}.${SORT_COLUMNS[f.sort]}`, order: f.order },
    { column: `${alias}.id`, order: f.order },
  ];
  const picked = db({ s: 'service_requests' })
    .select(f.search ? ROW_COLUMNS.map((c) => `s.${c}`) : ['s.id'])
    .modify(matching)
    .orderBy(orderOf('s'))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  // The page is read while the summary (counts and revision) is: it does not need them.
  const [rows, total] = await Promise.all([
    view(db, f.search ? { rows: picked } : { ids: picked }).orderBy(orderOf('r')) as Promise<RequestView[]>,
    summary.then(({ counts, unassigned, revision }) =>
      f.search
        ? searchTotals.get(revision, `${f.status ?? 'all'}\u0000${f.unassigned ? 'unassigned' : ''}\u0000${f.search.toLowerCase()}`, async () => {
            const [row] = (await db({ s: 'service_requests' }).modify(matching).count({ count: '*' })) as [{ count: string }];
            return Number(row.count);
          })
        : f.unassigned
          ? OPEN_SERVICE_REQUEST_STATUSES.filter((s) => !f.status || s === f.status).reduce((sum, s) => sum + unassigned[s], 0)
          : f.status
            ? counts[f.status]
            : counts.total,
    ),
  ]);
  return { rows, total };
}

/**
 * The overview's figures (docs/domains/service-requests.md#overview-widget), exact and read from the
 * trigger-kept counts alone (migration 0014): the open requests nobody is assigned to, then by status.
 */
export async function countOpen(db: Knex): Promise<ServiceRequestOverview> {
  const { counts, unassigned } = await countByStatus(db);
  const byStatus = { pending: counts.pending, confirmed: counts.confirmed, in_progress: counts.in_progress };
  return {
    unassigned: OPEN_SERVICE_REQUEST_STATUSES.reduce((sum, s) => sum + unassigned[s], 0),
    byStatus,
    total: OPEN_SERVICE_REQUEST_STATUSES.reduce((sum, s) => sum + byStatus[s], 0),
  };
}

export interface StatusCounts {
  counts: ServiceRequestCounts;
  /** Per status, the requests nobody is assigned to. */
  unassigned: Record<ServiceRequestStatus, number>;
  revision: number;
}

/**
 * Counts per status over every request (the list screen's summary, independent of its filters) and the
 * table's revision for remembered search totals (migration 0010), with the unassigned per status (0014).
 */
export async function countByStatus(db: Knex): Promise<StatusCounts> {
  const rows = (await db('service_request_counts').select('status', 'n', 'unassigned', 'changes')) as { status: ServiceRequestStatus; n: string; unassigned: string; changes: string }[];
  const zero = () => Object.fromEntries(SERVICE_REQUEST_STATUSES.map((s) => [s, 0])) as Record<ServiceRequestStatus, number>;
  const counts = zero();
  const unassigned = zero();
  let total = 0;
  let revision = 0;
  for (const r of rows) {
    counts[r.status] = Number(r.n);
    unassigned[r.status] = Number(r.unassigned);
    total += Number(r.n);
    revision += Number(r.changes);
  }
  return { counts: { total, ...counts }, unassigned, revision };
}
