import { randomInt } from 'node:crypto';
import { canaryCookie } from '@hvac/contracts';
import { readCookies } from './cookies';
import type { RemoteEntry, RemotesMap } from './remotes-config';

/**
 * A year: the browser keeps its bucket, so it keeps loading the same version of the remote while the
 * canary runs, and a larger percent only adds browsers to the canary. It holds no secret: readable by
 * scripts, sent over plain HTTP in development, and Lax like every cookie a link should carry.
 */
const COOKIE_ATTRIBUTES = `Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`;

export interface VisitorMap {
  /** remotes.json as this browser gets it: each remote's current or canary version, no canary fields. */
  map: Record<string, Omit<RemoteEntry, 'canary'>>;
  /** Set-Cookie values for the buckets this browser did not have yet. */
  cookies: string[];
  /** Whether any remote has a canary, so the answer depends on the browser. */
  split: boolean;
}

const bucketOf = (value: string | undefined): number | undefined => (value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : undefined);

/**
 * Chooses, per remote with a canary, the version this browser gets: by the bucket in its cookie, drawn at
 * random on its first visit. `draw` is for tests.
 */
export function mapForVisitor(map: RemotesMap, cookieHeader: string | undefined, draw: () => number = () => randomInt(100)): VisitorMap {
  const cookies = readCookies(cookieHeader);
  const result: VisitorMap = { map: {}, cookies: [], split: false };
  for (const [remote, { canary, ...current }] of Object.entries(map)) {
    if (!canary) {
      result.map[remote] = current;
      continue;
    }
    result.split = true;
    let bucket = bucketOf(cookies.get(canaryCookie(remote)));
    if (bucket === undefined) {
      bucket = draw();
      result.cookies.push(`${canaryCookie(remote)}=${bucket}; ${COOKIE_ATTRIBUTES}`);
    }
    const { percent, ...canaryVersion } = canary;
    result.map[remote] = bucket < percent ? canaryVersion : current;
  }
  return result;
}
