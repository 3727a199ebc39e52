import type { Migration } from '@hvac/service-kit';

export const m0003ContactMessages: Migration = {
  name: '0003_contact_messages',
  async up(knex) {
    await knex.schema.createTable('contact_messages', (t) => {
      t.uuid('id').primary();
      t.string('full_name', 100).notNullable();
      t.string('email', 320).notNullable();
      t.string('phone', 40);
      t.string('subject', 50).notNullable();
      t.text('message').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw('CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC)');
  },
};
