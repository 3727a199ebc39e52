import type { Migration } from '@hvac/service-kit';

/**
 * The overview widget counts every pending expense (docs/domains/finance.md#overview-widget): a partial
 * index holding only those, with their amounts, sums them without reading the table; the per-day totals
 * carry the pending amount but not how many.
 */
export const m0008PendingOverview: Migration = {
  name: '0008_pending_overview',
  async up(knex) {
    await knex.raw("CREATE INDEX expenses_pending_idx ON expenses (expense_date) INCLUDE (amount) WHERE status = 'pending'");
  },
};
