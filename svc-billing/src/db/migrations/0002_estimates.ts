import type { Migration } from '@hvac/service-kit';
import { documentIndexes, lineItemsTable, statusCheck } from './document-tables';

export const m0002Estimates: Migration = {
  name: '0002_estimates',
  async up(knex) {
    await knex.schema.createTable('estimates', (t) => {
      t.uuid('id').primary();
      t.string('estimate_number', 50).notNullable().unique();
      t.uuid('client_id').notNullable();
      t.uuid('service_request_id');
      t.uuid('originating_quote_id').references('id').inTable('quotes').onDelete('SET NULL');
      t.date('estimate_date').notNullable();
      t.date('expiry_date');
      t.string('status', 30).notNullable();
      t.decimal('tax_rate', 7, 4).notNullable();
      t.decimal('sub_total', 14, 2).notNullable();
      t.decimal('tax_amount', 14, 2).notNullable();
      t.decimal('total_amount', 14, 2).notNullable();
      t.text('notes');
      t.text('terms_and_conditions');
      t.uuid('converted_invoice_id');
      t.uuid('created_by');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await statusCheck(knex, 'estimates', ['draft', 'sent_to_client', 'accepted_by_client', 'rejected_by_client', 'converted_to_invoice', 'invoiced', 'expired', 'void']);
    await documentIndexes(knex, 'estimates');
    await lineItemsTable(knex, 'estimate_line_items', 'estimate_id', 'estimates');
    await knex.raw('ALTER TABLE quotes ADD CONSTRAINT quotes_converted_estimate_fk FOREIGN KEY (converted_estimate_id) REFERENCES estimates (id) ON DELETE SET NULL');
  },
};
