import type { Migration } from '@hvac/service-kit';
import { documentIndexes, lineItemsTable, statusCheck } from './document-tables';

export const m0003Invoices: Migration = {
  name: '0003_invoices',
  async up(knex) {
    await knex.schema.createTable('invoices', (t) => {
      t.uuid('id').primary();
      t.string('invoice_number', 50).notNullable().unique();
      t.uuid('client_id').notNullable();
      t.uuid('originating_estimate_id').references('id').inTable('estimates').onDelete('SET NULL');
      t.uuid('originating_quote_id').references('id').inTable('quotes').onDelete('SET NULL');
      t.date('invoice_date').notNullable();
      t.date('due_date').notNullable();
      t.string('status', 30).notNullable();
      t.decimal('tax_rate', 7, 4).notNullable();
      t.decimal('sub_total', 14, 2).notNullable();
      t.decimal('tax_amount', 14, 2).notNullable();
      t.decimal('total_amount', 14, 2).notNullable();
      t.text('notes');
      t.text('terms_and_conditions');
      t.boolean('include_in_tax_report').notNullable().defaultTo(true);
      // The sum of the invoice's payments, kept with each payment under the invoice's row lock.
      t.decimal('amount_paid', 14, 2).notNullable().defaultTo(0);
      t.date('payment_date');
      t.uuid('created_by');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await statusCheck(knex, 'invoices', ['draft', 'sent', 'paid', 'partially_paid', 'overdue', 'void']);
    await knex.raw('ALTER TABLE invoices ADD CONSTRAINT invoices_paid_within_total CHECK (amount_paid >= 0 AND amount_paid <= total_amount)');
    await documentIndexes(knex, 'invoices');
    await lineItemsTable(knex, 'invoice_line_items', 'invoice_id', 'invoices');
    for (const table of ['quotes', 'estimates']) {
      await knex.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_converted_invoice_fk FOREIGN KEY (converted_invoice_id) REFERENCES invoices (id) ON DELETE SET NULL`);
    }
  },
};
