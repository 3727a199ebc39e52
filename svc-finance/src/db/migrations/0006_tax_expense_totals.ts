import type { Migration } from '@hvac/service-kit';
import { formatCents } from '@hvac/contracts';
import { RECEIPT_REQUIRED_ABOVE_CENTS, TAX_COUNTED_STATUSES } from '@hvac/contracts/finance';

/**
 * What tax reports and insights read of the expenses (docs/domains/finance.md#tax-reports), per day
 * and category, kept by statement triggers on `expenses` in the transaction of every insert, update and
 * delete, whoever writes them: the counted ones (tax deductible and approved, paid or reimbursed), the
 * pending deductible ones (insights say how much waits), and those above $75 without a receipt that are
 * not rejected. A year is at most 366 rows per category, however many expenses it holds. The receipt alert lists
 * its first numbers through a partial index holding only such expenses.
 */
export const m0006TaxExpenseTotals: Migration = {
  name: '0006_tax_expense_totals',
  async up(knex) {
    await knex.schema.createTable('tax_expense_day_totals', (t) => {
      t.date('day').notNullable();
      t.string('category', 40).notNullable();
      t.decimal('counted', 16, 2).notNullable();
      t.integer('counted_count').notNullable();
      t.decimal('pending', 16, 2).notNullable();
      t.integer('pending_count').notNullable();
      t.integer('missing_receipts').notNullable();
      t.primary(['day', 'category']);
    });
    // DDL takes no bound parameters; the values are contracts' constants.
    const counted = `is_tax_deductible AND status IN (${TAX_COUNTED_STATUSES.map((s) => `'${s}'`).join(', ')})`;
    const missing = `is_tax_deductible AND status <> 'rejected' AND NOT has_receipt AND amount > ${formatCents(RECEIPT_REQUIRED_ABOVE_CENTS)}`;
    const apply = (rows: 'old_rows' | 'new_rows', sign: '+' | '-') => `
      INSERT INTO tax_expense_day_totals AS t (day, category, counted, counted_count, pending, pending_count, missing_receipts)
      SELECT expense_date, category,
             ${sign}coalesce(sum(amount) FILTER (WHERE ${counted}), 0), ${sign}count(*) FILTER (WHERE ${counted}),
             ${sign}coalesce(sum(amount) FILTER (WHERE is_tax_deductible AND status = 'pending'), 0),
             ${sign}count(*) FILTER (WHERE is_tax_deductible AND status = 'pending'),
             ${sign}count(*) FILTER (WHERE ${missing})
        FROM ${rows} WHERE is_tax_deductible GROUP BY expense_date, category ORDER BY expense_date, category
      ON CONFLICT (day, category) DO UPDATE SET counted = t.counted + excluded.counted, counted_count = t.counted_count + excluded.counted_count,
        pending = t.pending + excluded.pending, pending_count = t.pending_count + excluded.pending_count,
        missing_receipts = t.missing_receipts + excluded.missing_receipts;`;
    await knex.raw(`
      CREATE FUNCTION tax_expense_day_totals_apply() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN ${apply('old_rows', '-')} END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN ${apply('new_rows', '+')} END IF;
        RETURN NULL;
      END $$`);
    await knex.raw(
      'CREATE TRIGGER tax_expense_day_totals_insert AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tax_expense_day_totals_apply()',
    );
    await knex.raw(
      'CREATE TRIGGER tax_expense_day_totals_update AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tax_expense_day_totals_apply()',
    );
    await knex.raw(
      'CREATE TRIGGER tax_expense_day_totals_delete AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tax_expense_day_totals_apply()',
    );
    await knex.raw(`
      INSERT INTO tax_expense_day_totals (day, category, counted, counted_count, pending, pending_count, missing_receipts)
      SELECT expense_date, category, coalesce(sum(amount) FILTER (WHERE ${counted}), 0), count(*) FILTER (WHERE ${counted}),
             coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0), count(*) FILTER (WHERE status = 'pending'), count(*) FILTER (WHERE ${missing})
        FROM expenses WHERE is_tax_deductible GROUP BY expense_date, category`);
    await knex.raw(`CREATE INDEX expenses_missing_receipt_idx ON expenses (expense_date, expense_number) WHERE ${missing}`);
  },
};
