import type { Migration } from '@hvac/service-kit';

/**
 * The board's version (docs/domains/service-requests.md#visits): one number that rises, in the writing
 * transaction, with every statement that can change a visit card — visits written (not the reminder loop's
 * mark), a request's customer name or service type edited, the users directory written (a technician's
 * name, role or deletion: `orphaned`). Each replica remembers the board's answers under the version it read
 * (visits/board-answers.ts), so a write made through any replica, or straight into the database, is seen
 * by the next call everywhere. Visit writers now queue on this row from their write to their commit (a
 * millisecond or two); the board changes a few times a minute.
 */
export const m0017VisitBoardVersion: Migration = {
  name: '0017_visit_board_version',
  async up(knex) {
    await knex.raw('CREATE TABLE visit_board_version (one boolean PRIMARY KEY DEFAULT true CHECK (one), version bigint NOT NULL)');
    await knex.raw('INSERT INTO visit_board_version (version) VALUES (0)');
    await knex.raw(`
      CREATE FUNCTION visit_board_version_bump() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        UPDATE visit_board_version SET version = version + 1;
        RETURN NULL;
      END $$`);
    // Per statement: a bulk write bumps once. A request with visits cannot be deleted (their foreign key),
    // and a new one has none yet, so only edits of the card's fields count there.
    const watched = [
      ['visits', 'INSERT OR DELETE OR TRUNCATE OR UPDATE OF service_request_id, technician_id, starts_at, ends_at, status'],
      ['service_requests', 'UPDATE OF contact_full_name, service_type'],
      ['users_directory', 'INSERT OR DELETE OR TRUNCATE OR UPDATE OF username, role, deleted_at'],
    ] as const;
    for (const [table, events] of watched) {
      await knex.raw(`CREATE TRIGGER ${table}_board_version AFTER ${events} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION visit_board_version_bump()`);
    }
  },
};
