import type { Migration } from '@hvac/service-kit';
import { RECEIPT_CONTENT_TYPES, RECEIPT_MAX_BYTES } from '@hvac/contracts/finance';

/**
 * Receipt files (docs/domains/finance.md#receipts) live in PostgreSQL, beside the expense they belong to:
 * backed up with the data, the same for every replica, gone with the expense. Their bytes are in a
 * table of their own so that reading expenses never drags them along.
 */
export const m0002Receipts: Migration = {
  name: '0002_receipts',
  async up(knex) {
    await knex.schema.createTable('expense_receipts', (t) => {
      t.uuid('id').primary();
      t.uuid('expense_id').notNullable().references('id').inTable('expenses').onDelete('CASCADE');
      t.string('file_name', 255).notNullable();
      t.string('content_type', 40).notNullable();
      t.integer('size').notNullable();
      t.binary('data').notNullable();
      t.uuid('created_by').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw(
      `ALTER TABLE expense_receipts ADD CONSTRAINT expense_receipts_type_check CHECK (content_type IN (${RECEIPT_CONTENT_TYPES.map((c) => `'${c}'`).join(', ')}))`,
    );
    await knex.raw(`ALTER TABLE expense_receipts ADD CONSTRAINT expense_receipts_size_check CHECK (size > 0 AND size <= ${RECEIPT_MAX_BYTES})`);
    await knex.raw('CREATE INDEX expense_receipts_expense_idx ON expense_receipts (expense_id, created_at, id)');
    // Receipts are stored as they come (JPEG, PNG and PDF are compressed already): no TOAST compression pass.
    await knex.raw('ALTER TABLE expense_receipts ALTER COLUMN data SET STORAGE EXTERNAL');
  },
};
