import type { Migration } from '@hvac/service-kit';

/** Reset tokens are stored only as SHA-256 hashes; the plain token exists only in the e-mail. */
export const m0003PasswordResets: Migration = {
  name: '0003_password_resets',
  async up(knex) {
    await knex.schema.createTable('password_resets', (t) => {
      t.string('token_hash', 64).primary();
      t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('used_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw('CREATE INDEX password_resets_user_idx ON password_resets (user_id)');
  },
};
