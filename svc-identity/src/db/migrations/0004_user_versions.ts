import type { Migration } from '@hvac/service-kit';

/**
 * `version` rises with every change of a user row and rides on its events, so projections can tell a
 * late event from a new one. `token_version` rises when a password is changed or reset and when the
 * role changes; tokens carry it (`tv`) and one issued before the rise is refused.
 */
export const m0004UserVersions: Migration = {
  name: '0004_user_versions',
  async up(knex) {
    await knex.raw('ALTER TABLE users ADD COLUMN version integer NOT NULL DEFAULT 1');
    await knex.raw('ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0');
  },
};
