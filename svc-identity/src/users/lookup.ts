import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import { isUuid } from '@hvac/contracts';
import type { UserRow } from './repo';

/**
 * Every signed-in request reads its caller's row (a deleted user's token must stop working, a changed
 * role must apply). Reads that arrive in the same turn of the event loop share one query: under load the
 * database answers one `id = any(...)` for many requests instead of one query each, and each row is
 * still read after its request arrived, so nothing is served from a cache.
 */
export function createUserLookup(db: Knex): (id: string) => Promise<UserRow | undefined> {
  const loader = new DataLoader<string, UserRow | undefined>(
    async (ids) => {
      const rows = await db<UserRow>('users').whereRaw('id = any(?::uuid[])', [[...new Set(ids)]]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id.toLowerCase()));
    },
    // setImmediate runs after every request read in this turn has reached its token check.
    { cache: false, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (id) => (isUuid(id) ? loader.load(id) : Promise.resolve(undefined));
}
