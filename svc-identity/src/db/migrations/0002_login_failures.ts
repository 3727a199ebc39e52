import type { Migration } from '@hvac/service-kit';

/** Failed logins, kept in the database so the limit holds across several instances of the service. */
export const m0002LoginFailures: Migration = {
  name: '0002_login_failures',
  async up(knex) {
    await knex.schema.createTable('login_failures', (t) => {
      t.bigIncrements('id').primary();
      t.string('email', 320).notNullable();
      t.string('ip', 64).notNullable();
      t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw('CREATE INDEX login_failures_email_idx ON login_failures (email, at)');
    await knex.raw('CREATE INDEX login_failures_ip_idx ON login_failures (ip, at)');
  },
};
