import type { Migration } from '@hvac/service-kit';

/**
 * My expenses (`GET /api/expenses?mine=true`, docs/domains/finance.md#answers) reads one creator's
 * expenses newest expense date first: an index in that order serves the page, and replaces the plain
 * creator index, whose lookups it serves as well.
 */
export const m0007CreatorList: Migration = {
  name: '0007_creator_list',
  async up(knex) {
    await knex.raw('CREATE INDEX expenses_creator_date_idx ON expenses (created_by, expense_date, id)');
    await knex.raw('DROP INDEX expenses_creator_idx');
  },
};
