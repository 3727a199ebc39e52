import type { User } from '@hvac/contracts/identity';

export const SESSION_STORAGE_KEY = 'hvac-session';

export interface StoredSession {
  token: string | null;
  user: User | null;
}

/**
 * The session kept in localStorage in the shape zustand's persist middleware wrote, `{ state, version: 0 }`,
 * so sessions stored before keep working. Reading and writing it is all the session used of that
 * middleware, which was about 1 KB gzip of every first load (bench: JavaScript on /).
 */
const VERSION = 0;

/** localStorage, or nothing where it cannot be used (no window, storage blocked): the session then lives in memory. */
export function sessionStorageArea(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored token and user; nothing when none are stored or what is stored cannot be read. */
export function readSession(storage: Storage): Partial<StoredSession> | undefined {
  try {
    const stored = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state?: Partial<StoredSession>; version?: number } | null;
    // Another version's shape is not this one's to read.
    return stored && (typeof stored.version !== 'number' || stored.version === VERSION) ? stored.state : undefined;
  } catch {
    return undefined;
  }
}

export function writeSession(storage: Storage, { token, user }: StoredSession): void {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token, user }, version: VERSION }));
}
