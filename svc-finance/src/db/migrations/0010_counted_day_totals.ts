import type { Migration } from '@hvac/service-kit';
import { TAX_COUNTED_STATUSES } from '@hvac/contracts/finance';

/**
 * The overview widget's year-to-date tax (docs/domains/finance.md#overview-widget) needs only the year's
 * counted expenses (tax deductible and approved, paid or reimbursed) and its counted income. Summed
 * from 0006's rows per day and category, the year was some 6 600 rows grouped by quarter and category:
 * 2.9 ms of the call's 3.2 ms in PostgreSQL at the bench's 100 000 expenses. Each day's counted amount
 * now sits beside the day's other totals (0004, 0009), which the summary already reads in full, so
 * the whole call is one statement over a row per day. The triggers' function is replaced by the same
 * one with the counted amount.
 */
export const m0010CountedDayTotals: Migration = {
  name: '0010_counted_day_totals',
  async up(knex) {
    // DDL takes no bound parameters; the values are contracts' constants, as in 0006.
    const counted = `is_tax_deductible AND status IN (${TAX_COUNTED_STATUSES.map((s) => `'${s}'`).join(', ')})`;
    await knex.raw('ALTER TABLE expense_day_totals ADD COLUMN counted numeric(16, 2) NOT NULL DEFAULT 0');
    const apply = (rows: 'old_rows' | 'new_rows', sign: '+' | '-') => `
      INSERT INTO expense_day_totals AS t (day, total, deductible, pending, pending_count, counted, count)
      SELECT expense_date, ${sign}sum(amount), ${sign}coalesce(sum(amount) FILTER (WHERE is_tax_deductible), 0),
             ${sign}coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0), ${sign}count(*) FILTER (WHERE status = 'pending'),
             ${sign}coalesce(sum(amount) FILTER (WHERE ${counted}), 0), ${sign}count(*)
        FROM ${rows} GROUP BY expense_date ORDER BY expense_date
      ON CONFLICT (day) DO UPDATE SET total = t.total + excluded.total, deductible = t.deductible + excluded.deductible,
        pending = t.pending + excluded.pending, pending_count = t.pending_count + excluded.pending_count,
        counted = t.counted + excluded.counted, count = t.count + excluded.count;`;
    await knex.raw(`
      CREATE OR REPLACE FUNCTION expense_day_totals_apply() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN ${apply('old_rows', '-')} END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN ${apply('new_rows', '+')} END IF;
        RETURN NULL;
      END $$`);
    await knex.raw(`
      UPDATE expense_day_totals t SET counted = c.amount
        FROM (SELECT expense_date, sum(amount) AS amount FROM expenses WHERE ${counted} GROUP BY expense_date) c
       WHERE t.day = c.expense_date`);
  },
};
