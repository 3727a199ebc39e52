import type { Migration } from '@hvac/service-kit';
import { EXPENSE_PAYMENT_METHODS, EXPENSE_STATUSES } from '@hvac/contracts/finance';

/** DDL takes no bound parameters; the values are contracts' constants (lower-case words and underscores). */
const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Expenses (docs/domains/finance.md#data): money numeric(14,2), numbers from a sequence, and an index
 * per list filter in the list's order (expense date, then id, newest first), so a page is one index
 * range however deep it lies.
 */
export const m0001Expenses: Migration = {
  name: '0001_expenses',
  async up(knex) {
    // Gaps (a rolled-back create) are allowed; uniqueness is what matters (docs/domains/finance.md#data).
    await knex.raw('CREATE SEQUENCE expense_number_seq');
    await knex.schema.createTable('expenses', (t) => {
      t.uuid('id').primary();
      t.string('expense_number', 20).notNullable().unique();
      t.string('title', 200).notNullable();
      t.text('description');
      t.string('category', 40).notNullable();
      t.decimal('amount', 14, 2).notNullable();
      t.date('expense_date').notNullable();
      t.string('vendor', 200);
      t.string('payment_method', 20).notNullable();
      t.string('status', 20).notNullable();
      t.boolean('is_tax_deductible').notNullable();
      t.boolean('is_reimbursable').notNullable();
      t.boolean('has_receipt').notNullable();
      t.text('receipt_url');
      t.specificType('document_urls', 'text[]');
      t.integer('project_id');
      t.uuid('inventory_item_id');
      t.specificType('tags', 'text[]');
      t.text('notes');
      // Lower-cased number, title, vendor, description and tags: what the list's search looks in, written with the row.
      t.text('search_text').notNullable();
      t.uuid('created_by').notNullable();
      t.uuid('approved_by');
      t.timestamp('approved_at', { useTz: true });
      t.text('approval_note');
      // Raised by every change; events carry it so a consumer's copy applies only newer ones.
      t.integer('version').notNullable().defaultTo(1);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw(`ALTER TABLE expenses ADD CONSTRAINT expenses_status_check CHECK (status IN (${inList(EXPENSE_STATUSES)}))`);
    await knex.raw(`ALTER TABLE expenses ADD CONSTRAINT expenses_payment_method_check CHECK (payment_method IN (${inList(EXPENSE_PAYMENT_METHODS)}))`);
    await knex.raw('ALTER TABLE expenses ADD CONSTRAINT expenses_amount_check CHECK (amount > 0)');
    await knex.raw('CREATE INDEX expenses_date_idx ON expenses (expense_date, id)');
    await knex.raw('CREATE INDEX expenses_status_date_idx ON expenses (status, expense_date, id)');
    await knex.raw('CREATE INDEX expenses_category_date_idx ON expenses (category, expense_date, id)');
    await knex.raw('CREATE INDEX expenses_creator_idx ON expenses (created_by)');
    await knex.raw('CREATE INDEX expenses_inventory_item_idx ON expenses (inventory_item_id) WHERE inventory_item_id IS NOT NULL');
    // The summary of a period reads only this index (an index-only scan), never the rows.
    await knex.raw('CREATE INDEX expenses_summary_idx ON expenses (expense_date) INCLUDE (amount, status, is_tax_deductible)');

    // Records one-time seeds (the demo expenses) in the same transaction as the rows they create.
    await knex.schema.createTable('seeds', (t) => {
      t.string('name', 100).primary();
      t.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
};
