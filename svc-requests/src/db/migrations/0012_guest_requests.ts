import type { Migration } from '@hvac/service-kit';

/**
 * A guest's request names no account when the booking's e-mail belongs to an existing one: a guest must
 * not file into, or learn of, someone else's account. Such a request has no user_id.
 */
export const m0012GuestRequests: Migration = {
  name: '0012_guest_requests',
  async up(knex) {
    await knex.raw('ALTER TABLE service_requests ALTER COLUMN user_id DROP NOT NULL');
  },
};
