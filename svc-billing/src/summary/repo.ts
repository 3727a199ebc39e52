import type { Knex } from 'knex';
import { INVOICE_OPEN_STATUSES, INVOICE_UNPAID_FILTER, type QuoteStatus } from '@hvac/contracts/billing';
import { invoiceStatusCondition } from '../invoices/repo';
import { PAYABLE } from '../payments/service';

/*
 * The overview's sums (docs/domains/billing.md#overview-widget): the company's from the totals migration
 * 0010's triggers keep, a client's along the partial indexes of migration 0009, each one aggregate
 * statement. Sums are numeric text, so no float ever holds money.
 */

export interface FigureRow {
  count: number;
  total: string;
}

/** count and the sum of `amount` of a query, as one json value the outer select can carry. */
const figure = (db: Knex, q: Knex.QueryBuilder, amount: string) => q.select(db.raw(`json_build_object('count', count(*)::int, 'total', coalesce(sum(${amount}), 0)::text)`));

const BALANCE = 'd.total_amount - d.amount_paid';

/**
 * Overdue as the list's `overdue` filter reads it today, and every invoice still owed money (a void or
 * draft one never is: PAYABLE), both with what they still owe; only `clientId`'s when given.
 */
export async function invoiceFigures(db: Knex, today: string, clientId: string | undefined): Promise<{ overdue: FigureRow; unpaid: FigureRow }> {
  if (!clientId) return companyInvoiceFigures(db, today);
  const payable = () => {
    const q = db({ d: 'invoices' }).whereIn('d.status', PAYABLE);
    q.where('d.client_id', clientId);
    return q;
  };
  const overdue = figure(db, payable().where((w) => invoiceStatusCondition('overdue', today)(w)), BALANCE);
  // The list's own conditions, so each figure is as many as its link's list holds.
  const unpaid = figure(db, payable().where((w) => invoiceStatusCondition(INVOICE_UNPAID_FILTER, today)(w)), BALANCE);
  const { rows } = (await db.raw('select (?) as overdue, (?) as unpaid', [overdue, unpaid])) as { rows: [{ overdue: FigureRow; unpaid: FigureRow }] };
  return rows[0];
}

/**
 * The same two figures for the whole company, from the totals per status and due date that migration 0010's
 * triggers keep: the same conditions as the list's (invoices/repo.ts invoiceStatusCondition), said of
 * those rows, so each figure is still as many as its link's list holds.
 */
async function companyInvoiceFigures(db: Knex, today: string): Promise<{ overdue: FigureRow; unpaid: FigureRow }> {
  const open = INVOICE_OPEN_STATUSES as readonly string[];
  const overdue = `status = 'overdue' OR (status IN (${open.map(() => '?').join(', ')}) AND due_date < ?)`;
  return (await db('invoice_open_totals').first(
    db.raw(`json_build_object('count', coalesce(sum(invoices) FILTER (WHERE ${overdue}), 0)::int, 'total', coalesce(sum(balance) FILTER (WHERE ${overdue}), 0)::text) as overdue`, [...open, today, ...open, today]),
    db.raw(`json_build_object('count', coalesce(sum(owing), 0)::int, 'total', coalesce(sum(owing_balance), 0)::text) as unpaid`),
  )) as { overdue: FigureRow; unpaid: FigureRow };
}

/** The payments dated from `from` (inclusive) to `to` (exclusive), summed on either side of `split`. */
export async function revenueBetween(db: Knex, from: string, split: string, to: string): Promise<{ before: string; after: string }> {
  const row = (await db('payments')
    .where('payment_date', '>=', from)
    .where('payment_date', '<', to)
    .first(
      db.raw('coalesce(sum(amount) filter (where payment_date < ?), 0)::text as before', [split]),
      db.raw('coalesce(sum(amount) filter (where payment_date >= ?), 0)::text as after', [split]),
    )) as { before: string; after: string };
  return row;
}

/** A quote the client has been sent and has neither accepted nor rejected (docs/domains/billing.md#statuses). */
const AWAITING_ANSWER: QuoteStatus = 'sent_to_client';

/** The quotes sent to their client and not answered yet, with their totals; only `clientId`'s when given. */
export async function quotesAwaitingAnswer(db: Knex, clientId: string | undefined): Promise<FigureRow> {
  if (!clientId) {
    // The company's: one row of the totals per status that migration 0010's triggers keep.
    const row = (await db('quote_status_totals').where({ status: AWAITING_ANSWER }).first('quotes', 'total')) as { quotes: number; total: string } | undefined;
    return { count: row?.quotes ?? 0, total: row?.total ?? '0' };
  }
  const q = db({ d: 'quotes' }).where('d.status', AWAITING_ANSWER).where('d.client_id', clientId);
  const { rows } = (await db.raw('select (?) as figure', [figure(db, q, 'd.total_amount')])) as { rows: [{ figure: FigureRow }] };
  return rows[0].figure;
}
