import type { Migration } from '@hvac/service-kit';

export const m0001Users: Migration = {
  name: '0001_users',
  async up(knex) {
    await knex.schema.createTable('users', (t) => {
      t.uuid('id').primary();
      t.string('username', 100).notNullable();
      t.string('email', 320).notNullable();
      t.string('phone', 40);
      t.string('role', 20).notNullable().defaultTo('client');
      t.text('password_hash');
      t.string('contact_street', 200);
      t.string('contact_city', 100);
      t.string('contact_zip', 10);
      t.string('contact_apartment', 50);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    // E-mails are stored lower-cased; the unique index backs the 409 on a taken address.
    await knex.raw('CREATE UNIQUE INDEX users_email_key ON users (email)');
    await knex.raw("ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('client','staff','manager','admin'))");
    await knex.raw('CREATE INDEX users_role_idx ON users (role, created_at)');
  },
};
