import type { Migration } from '@hvac/service-kit';

/**
 * The summary of a period (docs/domains/finance.md#calls) reads one row per day instead of every
 * expense: statement triggers keep each day's totals (all, tax deductible, pending, how many) in the
 * transaction of every insert, update and delete, whoever writes them (the API, the demo or bench seed).
 * A year is at most 366 rows, however many expenses it holds.
 */
export const m0004DayTotals: Migration = {
  name: '0004_day_totals',
  async up(knex) {
    await knex.schema.createTable('expense_day_totals', (t) => {
      t.date('day').primary();
      t.decimal('total', 16, 2).notNullable();
      t.decimal('deductible', 16, 2).notNullable();
      t.decimal('pending', 16, 2).notNullable();
      t.integer('count').notNullable();
    });
    // Each statement's rows are summed per day and added (or, for the rows it replaced or removed,
    // taken away); days in order, so concurrent writers lock them in the same order.
    const apply = (rows: 'old_rows' | 'new_rows', sign: '+' | '-') => `
      INSERT INTO expense_day_totals AS t (day, total, deductible, pending, count)
      SELECT expense_date, ${sign}sum(amount), ${sign}coalesce(sum(amount) FILTER (WHERE is_tax_deductible), 0),
             ${sign}coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0), ${sign}count(*)
        FROM ${rows} GROUP BY expense_date ORDER BY expense_date
      ON CONFLICT (day) DO UPDATE SET total = t.total + excluded.total, deductible = t.deductible + excluded.deductible,
        pending = t.pending + excluded.pending, count = t.count + excluded.count;`;
    await knex.raw(`
      CREATE FUNCTION expense_day_totals_apply() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN ${apply('old_rows', '-')} END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN ${apply('new_rows', '+')} END IF;
        RETURN NULL;
      END $$`);
    await knex.raw('CREATE TRIGGER expense_day_totals_insert AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_day_totals_apply()');
    await knex.raw(
      'CREATE TRIGGER expense_day_totals_update AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_day_totals_apply()',
    );
    await knex.raw('CREATE TRIGGER expense_day_totals_delete AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_day_totals_apply()');
    await knex.raw(`
      INSERT INTO expense_day_totals (day, total, deductible, pending, count)
      SELECT expense_date, sum(amount), coalesce(sum(amount) FILTER (WHERE is_tax_deductible), 0), coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0), count(*)
        FROM expenses GROUP BY expense_date`);
    // The per-expense index the summary read before is no longer read by anything.
    await knex.raw('DROP INDEX IF EXISTS expenses_summary_idx');
  },
};
