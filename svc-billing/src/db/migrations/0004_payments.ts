import type { Migration } from '@hvac/service-kit';

export const m0004Payments: Migration = {
  name: '0004_payments',
  async up(knex) {
    await knex.schema.createTable('payments', (t) => {
      t.uuid('id').primary();
      // An invoice with payments cannot be deleted (docs/domains/billing.md#roles): the key refuses it too.
      t.uuid('invoice_id').notNullable().references('id').inTable('invoices').onDelete('RESTRICT');
      t.decimal('amount', 14, 2).notNullable();
      t.date('payment_date').notNullable();
      t.string('payment_method', 20).notNullable();
      t.string('reference_number', 100);
      t.text('notes');
      t.uuid('recorded_by');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['invoice_id', 'created_at']);
    });
    await knex.raw('ALTER TABLE payments ADD CONSTRAINT payments_amount_positive CHECK (amount > 0)');
    await knex.raw(
      "ALTER TABLE payments ADD CONSTRAINT payments_method_check CHECK (payment_method IN ('Credit Card', 'Cash', 'Check', 'Bank Transfer', 'Other'))",
    );

    // A retried payment (same Idempotency-Key on the same invoice) answers what the first one did.
    await knex.schema.createTable('payment_requests', (t) => {
      t.uuid('invoice_id').notNullable().references('id').inTable('invoices').onDelete('CASCADE');
      t.string('idempotency_key', 200).notNullable();
      /** What was asked, so the same key with another payment is refused rather than answered wrongly. */
      t.string('fingerprint', 64).notNullable();
      t.uuid('payment_id').notNullable().references('id').inTable('payments').onDelete('CASCADE');
      t.jsonb('answer').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['invoice_id', 'idempotency_key']);
    });
  },
};
