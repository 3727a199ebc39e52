import type { Knex } from 'knex';
import { isUuid } from '@hvac/contracts';
import { BILLING_PAGE_SIZE, billingMessage, type BillingListQuery } from '@hvac/contracts/billing';
import { badRequest, type AuthUser } from '@hvac/service-kit';
import { ownClientOf, seesDrafts } from './access';
import type { DocumentRow, DocumentView, ListFilter } from './repo';

/*
 * Lists (docs/domains/billing.md#calls): newest first, searched and filtered on the server, in pages of
 * 100 with an opaque cursor for "Show more". A cursor is where the last page ended (created_at to the
 * microsecond, and the id that breaks ties), so a document added meanwhile neither repeats nor hides one.
 */

const CURSOR_RE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f-]{36})$/;

const encodeCursor = (v: Pick<DocumentView, 'cursor_at' | 'id'>): string => Buffer.from(`${v.cursor_at}|${v.id}`).toString('base64url');

function decodeCursor(cursor: string): { at: string; id: string } {
  const m = CURSOR_RE.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m || !isUuid(m[2]!)) throw badRequest(billingMessage('cursorInvalid'), 'cursorInvalid');
  return { at: m[1]!, id: m[2]! };
}

/**
 * The filter of a list call: a client's own documents but drafts whatever they ask, the staff's client
 * filter otherwise; `status` is one of the kind's statuses, or empty or `all` for every one.
 */
export function listFilter(
  viewer: AuthUser,
  query: BillingListQuery,
  statuses: readonly string[],
  statusCondition: (status: string) => (q: Knex.QueryBuilder) => void,
): ListFilter {
  const status = query.status?.trim();
  if (status && status !== 'all' && !statuses.includes(status)) throw badRequest(billingMessage('statusInvalid', { statuses: statuses.join(', ') }), 'statusInvalid');
  return {
    clientId: ownClientOf(viewer) ?? (query.clientId || undefined),
    withoutDrafts: !seesDrafts(viewer),
    search: query.search?.trim() || undefined,
    status: status && status !== 'all' ? statusCondition(status) : undefined,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: query.limit ?? BILLING_PAGE_SIZE,
  };
}

/** The page the rows make (one more than the page was read) and where the next one starts. */
export function pageOf<R extends DocumentRow>(rows: DocumentView<R>[], limit: number): { rows: DocumentView<R>[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null };
}
