import type { Migration } from '@hvac/service-kit';
import { documentIndexes, lineItemsTable, statusCheck } from './document-tables';

/** Quotes and their lines (docs/domains/billing.md#data); money numeric(14,2), rates numeric(7,4), quantities numeric(12,2). */
export const m0001Quotes: Migration = {
  name: '0001_quotes',
  async up(knex) {
    await knex.schema.createTable('quotes', (t) => {
      t.uuid('id').primary();
      t.string('quote_number', 50).notNullable().unique();
      t.uuid('client_id').notNullable();
      t.string('customer_name', 100);
      t.string('customer_email', 320);
      t.date('quote_date').notNullable();
      t.date('expiry_date');
      t.string('status', 30).notNullable();
      t.uuid('service_request_id');
      t.decimal('tax_rate', 7, 4).notNullable();
      t.decimal('sub_total', 14, 2).notNullable();
      t.decimal('tax_amount', 14, 2).notNullable();
      t.decimal('total_amount', 14, 2).notNullable();
      t.text('notes');
      t.text('terms_and_conditions');
      // Filled by the conversions; their foreign keys come with the estimates and invoices tables.
      t.uuid('converted_estimate_id');
      t.uuid('converted_invoice_id');
      t.uuid('created_by');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await statusCheck(knex, 'quotes', ['draft', 'sent_to_client', 'accepted_by_client', 'rejected_by_client', 'converted_to_estimate', 'converted_to_invoice', 'expired', 'archived']);
    await documentIndexes(knex, 'quotes');
    await lineItemsTable(knex, 'quote_line_items', 'quote_id', 'quotes');

    // Records one-time seeds (the demo documents) in the same transaction as the rows they create.
    await knex.schema.createTable('seeds', (t) => {
      t.string('name', 100).primary();
      t.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
};
