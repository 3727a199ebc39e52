import type { Migration } from '@hvac/service-kit';
import { VISIT_ATTACHMENT_CONTENT_TYPES, VISIT_ATTACHMENT_KINDS, VISIT_ATTACHMENT_MAX_BYTES } from '@hvac/contracts/requests';

/**
 * A visit's photos and signature (docs/domains/service-requests.md#visit-attachments), stored as receipts
 * are (svc-finance's 0002_receipts): in the service's own schema beside the visit, backed up with it, the
 * same for every replica, in a table of their own so reading visits never drags the bytes along.
 */
export const m0014VisitAttachments: Migration = {
  name: '0014_visit_attachments',
  async up(knex) {
    await knex.schema.createTable('visit_attachments', (t) => {
      t.uuid('id').primary();
      t.uuid('visit_id').notNullable().references('id').inTable('visits').onDelete('CASCADE');
      t.string('kind', 20).notNullable();
      t.string('content_type', 40).notNullable();
      t.integer('size').notNullable();
      t.binary('data').notNullable();
      t.uuid('created_by').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
    await knex.raw(`ALTER TABLE visit_attachments ADD CONSTRAINT visit_attachments_kind_check CHECK (kind IN (${list(VISIT_ATTACHMENT_KINDS)}))`);
    await knex.raw(`ALTER TABLE visit_attachments ADD CONSTRAINT visit_attachments_type_check CHECK (content_type IN (${list(VISIT_ATTACHMENT_CONTENT_TYPES)}))`);
    await knex.raw(`ALTER TABLE visit_attachments ADD CONSTRAINT visit_attachments_size_check CHECK (size > 0 AND size <= ${VISIT_ATTACHMENT_MAX_BYTES})`);
    await knex.raw('CREATE INDEX visit_attachments_visit_idx ON visit_attachments (visit_id, created_at, id)');
    // Images are compressed already: no TOAST compression pass.
    await knex.raw('ALTER TABLE visit_attachments ALTER COLUMN data SET STORAGE EXTERNAL');
  },
};
