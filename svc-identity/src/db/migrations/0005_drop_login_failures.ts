import type { Migration } from '@hvac/service-kit';

/** Failed logins are counted by the kit's throttle_counters now (auth/password-attempts.ts). */
export const m0005DropLoginFailures: Migration = {
  name: '0005_drop_login_failures',
  async up(knex) {
    await knex.schema.dropTableIfExists('login_failures');
  },
};
