import { randomInt } from 'node:crypto';
import type { RemoteEntry, RemotesMap } from './remotes-config';

/**
 * One browser's bucket (0-99) per remote with a canary: below the canary's percent, it gets the canary
 * (libs/federation/README.md#rollback-and-canary).
 */
export const canaryCookie = (remote: string) => `hvac-canary-${remote}`;

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

function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return cookies;
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
