import type { Migration } from '@hvac/service-kit';

/**
 * The overview widget's pending expenses (docs/domains/finance.md#overview-widget) from the day totals
 * (0004) instead of an index over every pending expense: each day now counts its pending expenses beside
 * their amount, so the figure reads a row per day however many wait. The triggers' function is replaced
 * by the same one with the count, and the partial index of 0008 is no longer read.
 */
export const m0009PendingCount: Migration = {
  name: '0009_pending_count',
  async up(knex) {
    await knex.raw('ALTER TABLE expense_day_totals ADD COLUMN pending_count integer NOT NULL DEFAULT 0');
    const apply = (rows: 'old_rows' | 'new_rows', sign: '+' | '-') => `
      INSERT INTO expense_day_totals AS t (day, total, deductible, pending, pending_count, count)
      SELECT expense_date, ${sign}sum(amount), ${sign}coalesce(sum(amount) FILTER (WHERE is_tax_deductible), 0),
             ${sign}coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0), ${sign}count(*) FILTER (WHERE status = 'pending'), ${sign}count(*)
        FROM ${rows} GROUP BY expense_date ORDER BY expense_date
      ON CONFLICT (day) DO UPDATE SET total = t.total + excluded.total, deductible = t.deductible + excluded.deductible,
        pending = t.pending + excluded.pending, pending_count = t.pending_count + excluded.pending_count, count = t.count + excluded.count;`;
    await knex.raw(`
      CREATE OR REPLACE FUNCTION expense_day_totals_apply() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN ${apply('old_rows', '-')} END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN ${apply('new_rows', '+')} END IF;
        RETURN NULL;
      END $$`);
    await knex.raw(`
      UPDATE expense_day_totals t SET pending_count = p.n
        FROM (SELECT expense_date, count(*)::int AS n FROM expenses WHERE status = 'pending' GROUP BY expense_date) p
       WHERE t.day = p.expense_date`);
    await knex.raw('DROP INDEX IF EXISTS expenses_pending_idx');
  },
};
