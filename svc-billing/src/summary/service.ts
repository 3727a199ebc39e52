import { formatCents, parseCents, todayIn } from '@hvac/contracts';
import type { DocumentFigure, InvoiceOverview, QuoteOverview } from '@hvac/contracts/billing';
import type { AuthUser } from '@hvac/service-kit';
import type { BillingContext } from '../config';
import { ownClientOf } from '../documents/access';
import * as repo from './repo';

/*
 * The overview widgets (docs/domains/billing.md#overview-widget): staff read the company's figures, a
 * client their own, under the rule of the lists they summarise (documents/access.ts).
 */

const money = (numeric: string): string => formatCents(parseCents(numeric)!);
const asFigure = (row: repo.FigureRow): DocumentFigure => ({ count: row.count, total: money(row.total) });

/** The first day of the month `offset` months from the month of `day` (YYYY-MM-DD). */
export function monthStart(day: string, offset: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
}

export async function invoiceOverview(ctx: BillingContext, viewer: AuthUser): Promise<InvoiceOverview> {
  // Houston's today decides both what is overdue and which month is this one (payments are dated in calendar days).
  const today = todayIn();
  const clientId = ownClientOf(viewer);
  const { overdue, unpaid } = await repo.invoiceFigures(ctx.db, today, clientId);
  if (clientId) return { overdue: asFigure(overdue), unpaid: asFigure(unpaid), revenue: null };
  const revenue = await repo.revenueBetween(ctx.db, monthStart(today, -1), monthStart(today, 0), monthStart(today, 1));
  return { overdue: asFigure(overdue), unpaid: asFigure(unpaid), revenue: { thisMonth: money(revenue.after), lastMonth: money(revenue.before) } };
}

export async function quoteOverview(ctx: BillingContext, viewer: AuthUser): Promise<QuoteOverview> {
  return { awaitingAnswer: asFigure(await repo.quotesAwaitingAnswer(ctx.db, ownClientOf(viewer))) };
}
