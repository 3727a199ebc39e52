import type { Migration } from '@hvac/service-kit';

/**
 * Who made each service request (docs/domains/billing.md#service-requests): svc-requests' requests as
 * billing may know them, fed by their `service-request-created` events, so a quote or estimate links
 * only its own client's request without reading another service's tables. The user id is text as the
 * event carries it: a guest's request has none.
 */
export const m0008ServiceRequestOwners: Migration = {
  name: '0008_service_request_owners',
  async up(knex) {
    await knex.schema.createTable('service_request_owners', (t) => {
      t.uuid('id').primary();
      t.string('user_id', 64);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
};
