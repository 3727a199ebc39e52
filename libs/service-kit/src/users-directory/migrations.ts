import type { Migration } from '../db';

/**
 * The users directory's tables. Named as the kit's own; `formerly` keeps the databases where svc-requests
 * created them under its own migration names (docs/architecture.md#users-directory).
 */
export const usersDirectoryMigrations: Migration[] = [
  {
    name: 'kit_users_directory_0001',
    formerly: '0001_users_directory',
    async up(knex) {
      await knex.schema.createTable('users_directory', (t) => {
        t.uuid('id').primary();
        t.string('username', 100).notNullable();
        t.string('email', 320).notNullable();
        t.string('phone', 40);
        t.string('role', 20).notNullable();
        // A deleted user leaves every list of people but keeps their name on what they did.
        t.timestamp('deleted_at', { useTz: true });
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.raw('CREATE INDEX users_directory_role_idx ON users_directory (role, username) WHERE deleted_at IS NULL');
      await knex.raw('CREATE INDEX users_directory_email_idx ON users_directory (email)');
    },
  },
  {
    // Each user's row version and token version: an event older than what is held is ignored, and a
    // token older than the user's token version is refused. Rows from before versions hold 0.
    name: 'kit_users_directory_0002_versions',
    formerly: '0011_user_versions',
    async up(knex) {
      await knex.raw('ALTER TABLE users_directory ADD COLUMN version integer NOT NULL DEFAULT 0');
      await knex.raw('ALTER TABLE users_directory ADD COLUMN token_version integer NOT NULL DEFAULT 0');
    },
  },
];
