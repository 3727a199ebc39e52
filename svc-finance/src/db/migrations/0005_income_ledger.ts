import type { Migration } from '@hvac/service-kit';

/**
 * The income ledger (docs/domains/finance.md#income-ledger): one row per payment svc-billing recorded,
 * keyed by the payment's id, projected from its `payment-recorded` events and never read from billing.
 * Tax reports read per-day totals of the payments that count (their invoice's includeInTaxReport), kept
 * by statement triggers in the transaction of every write, whoever writes (the consumer, the bench seed):
 * a year is at most 366 rows however many payments it holds.
 */
export const m0005IncomeLedger: Migration = {
  name: '0005_income_ledger',
  async up(knex) {
    await knex.schema.createTable('income_payments', (t) => {
      t.uuid('payment_id').primary();
      t.uuid('invoice_id').notNullable();
      t.uuid('client_id').notNullable();
      t.decimal('amount', 14, 2).notNullable();
      t.date('payment_date').notNullable();
      t.string('payment_method', 30).notNullable();
      t.boolean('include_in_tax_report').notNullable();
      // The event it came from and when billing wrote it, to trace a figure back to billing's outbox.
      t.uuid('event_id').notNullable();
      t.timestamp('recorded_at', { useTz: true }).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw('CREATE INDEX income_payments_invoice_idx ON income_payments (invoice_id)');
    await knex.raw('CREATE INDEX income_payments_date_idx ON income_payments (payment_date, payment_id)');

    await knex.schema.createTable('income_day_totals', (t) => {
      t.date('day').primary();
      t.decimal('total', 16, 2).notNullable();
      t.integer('count').notNullable();
    });
    // Each statement's counted rows summed per day and added (or, for rows replaced or removed, taken
    // away); days in order, so concurrent writers lock them in the same order.
    const apply = (rows: 'old_rows' | 'new_rows', sign: '+' | '-') => `
      INSERT INTO income_day_totals AS t (day, total, count)
      SELECT payment_date, ${sign}sum(amount), ${sign}count(*) FROM ${rows} WHERE include_in_tax_report
        GROUP BY payment_date ORDER BY payment_date
      ON CONFLICT (day) DO UPDATE SET total = t.total + excluded.total, count = t.count + excluded.count;`;
    await knex.raw(`
      CREATE FUNCTION income_day_totals_apply() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN ${apply('old_rows', '-')} END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN ${apply('new_rows', '+')} END IF;
        RETURN NULL;
      END $$`);
    await knex.raw('CREATE TRIGGER income_day_totals_insert AFTER INSERT ON income_payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION income_day_totals_apply()');
    await knex.raw(
      'CREATE TRIGGER income_day_totals_update AFTER UPDATE ON income_payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION income_day_totals_apply()',
    );
    await knex.raw('CREATE TRIGGER income_day_totals_delete AFTER DELETE ON income_payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION income_day_totals_apply()');
  },
};
