import type { Knex } from 'knex';
import { formatCents, parseCents } from '@hvac/contracts';
import { RECEIPT_REQUIRED_ABOVE_CENTS } from '@hvac/contracts/finance';

/*
 * Every figure tax reports read, as SQL aggregates over the per-day totals that triggers keep
 * (migrations 0005 and 0006), so a year is a few thousand small rows whatever the ledger and the
 * expenses hold. Sums come back as numeric text and become cents here, never floats.
 */

const cents = (v: string | number | null | undefined): number => parseCents(v === null || v === undefined ? '0' : String(v)) ?? 0;

/** One quarter's counted income. */
export interface QuarterIncome {
  quarter: number;
  income: number;
  count: number;
}

/** Counted income (payments whose invoice counts for tax) per quarter, dated from `from` to `to` inclusive. */
export async function incomeByQuarter(db: Knex, from: string, to: string): Promise<QuarterIncome[]> {
  const rows = (await db('income_day_totals')
    .select(db.raw('extract(quarter from day)::int AS quarter'), db.raw('sum(total) AS total'), db.raw('sum(count)::int AS count'))
    .whereBetween('day', [from, to])
    .groupByRaw('1')) as { quarter: number; total: string; count: number }[];
  return rows.map((r) => ({ quarter: r.quarter, income: cents(r.total), count: r.count }));
}

/** One quarter's deductible expenses in one category. */
export interface QuarterCategory {
  quarter: number;
  category: string;
  /** Counted: approved, paid or reimbursed. */
  counted: number;
  countedCount: number;
  pending: number;
  pendingCount: number;
  missingReceipts: number;
}

/** Deductible expenses per quarter and category, dated from `from` to `to` inclusive. */
export async function expensesByQuarter(db: Knex, from: string, to: string): Promise<QuarterCategory[]> {
  const rows = (await db('tax_expense_day_totals')
    .select(
      db.raw('extract(quarter from day)::int AS quarter'),
      'category',
      db.raw('sum(counted) AS counted'),
      db.raw('sum(counted_count)::int AS counted_count'),
      db.raw('sum(pending) AS pending'),
      db.raw('sum(pending_count)::int AS pending_count'),
      db.raw('sum(missing_receipts)::int AS missing_receipts'),
    )
    .whereBetween('day', [from, to])
    .groupByRaw('1, 2')) as { quarter: number; category: string; counted: string; counted_count: number; pending: string; pending_count: number; missing_receipts: number }[];
  return rows.map((r) => ({
    quarter: r.quarter,
    category: r.category,
    counted: cents(r.counted),
    countedCount: r.counted_count,
    pending: cents(r.pending),
    pendingCount: r.pending_count,
    missingReceipts: r.missing_receipts,
  }));
}

/**
 * The numbers of the first expenses above the receipt limit without a receipt, oldest first: the partial
 * index of migration 0006 holds only those, in this order. The predicate repeats the index's, with the
 * same constant written in (not a parameter), so PostgreSQL can prove the index applies.
 */
export async function missingReceiptNumbers(db: Knex, from: string, to: string, limit: number): Promise<string[]> {
  const rows = (await db('expenses')
    .select('expense_number')
    .whereBetween('expense_date', [from, to])
    .whereRaw(`is_tax_deductible AND status <> 'rejected' AND NOT has_receipt AND amount > ${formatCents(RECEIPT_REQUIRED_ABOVE_CENTS)}`)
    .orderBy([{ column: 'expense_date' }, { column: 'expense_number' }])
    .limit(limit)) as { expense_number: string }[];
  return rows.map((r) => r.expense_number);
}
