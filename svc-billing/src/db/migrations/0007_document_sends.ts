import type { Migration } from '@hvac/service-kit';

/**
 * Every e-mail of a document, sent or failed, as its send history shows it (docs/domains/billing.md#documents),
 * and each client's last UI language, in which their documents are written when no language is asked for.
 */
export const m0007DocumentSends: Migration = {
  name: '0007_document_sends',
  async up(knex) {
    await knex.schema.createTable('document_sends', (t) => {
      t.uuid('id').primary();
      t.string('document_type', 10).notNullable();
      t.uuid('document_id').notNullable();
      t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.uuid('sent_by');
      t.string('email', 254).notNullable();
      t.string('customer_name', 200);
      t.string('language', 2).notNullable();
      t.string('result', 10).notNullable();
      t.text('error');
      // No foreign key: one table for three kinds, and the record of what went out outlives a deleted document.
      t.index(['document_type', 'document_id', 'sent_at']);
    });
    await knex.raw(`ALTER TABLE document_sends ADD CONSTRAINT document_sends_type_check CHECK (document_type IN ('quote', 'estimate', 'invoice'))`);
    await knex.raw(`ALTER TABLE document_sends ADD CONSTRAINT document_sends_result_check CHECK (result IN ('sent', 'failed'))`);
    await knex.schema.createTable('client_languages', (t) => {
      t.uuid('client_id').primary();
      t.string('language', 2).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
};
