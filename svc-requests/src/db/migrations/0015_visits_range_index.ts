import type { Migration } from '@hvac/service-kit';

/**
 * The visit lists (`GET /api/visits`, `/api/my-visits`, docs/domains/service-requests.md#visits) answer
 * cancelled visits too, for the record, so 0013's indexes, partial on open visits, cannot serve them and
 * a week of the board read every visit of the year. The same range expression over every visit can.
 */
export const m0015VisitsRangeIndex: Migration = {
  name: '0015_visits_range_index',
  async up(knex) {
    await knex.raw('CREATE INDEX visits_range_idx ON visits USING gist (tstzrange(starts_at, ends_at))');
  },
};
