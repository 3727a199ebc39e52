import type { Migration } from '@hvac/service-kit';

/** Local read model of identity's users, filled only from identity's events (never by calling svc-identity). */
export const m0001UsersDirectory: Migration = {
  name: '0001_users_directory',
  async up(knex) {
    await knex.schema.createTable('users_directory', (t) => {
      t.uuid('id').primary();
      t.string('username', 100).notNullable();
      t.string('email', 320).notNullable();
      t.string('phone', 40);
      t.string('role', 20).notNullable();
      // A deleted user leaves the assignee list but keeps their name on the requests they had.
      t.timestamp('deleted_at', { useTz: true });
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw('CREATE INDEX users_directory_role_idx ON users_directory (role, username) WHERE deleted_at IS NULL');
    await knex.raw('CREATE INDEX users_directory_email_idx ON users_directory (email)');
  },
};
