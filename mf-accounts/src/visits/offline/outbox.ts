import { useEffect, useSyncExternalStore } from 'react';
import { createStore, get, set } from 'idb-keyval';
import type { VisitAttachmentKind, VisitStatusBody } from '@hvac/contracts/requests';
import { ApiError } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import { sendAttachment } from '../api/attachments';
import { sendStatus } from '../api/change-status';
import { keepAnswer, MY_VISITS_KEY } from '../api/my-visits';

/*
 * What the technician did on the phone, in order, kept until the server has it
 * (docs/domains/service-requests.md#the-technicians-day): every status change, its notes, photos and the
 * signature go through here, online or not, each with `at`, the moment it was made. Kept in IndexedDB so
 * a closed tab or a restarted phone loses nothing; localStorage (where earlier builds kept it) holds
 * about 5 MB an origin, four or five photos, and a full one would have refused the next completion.
 * Sent when the browser is back online.
 */

export type OutboxItem =
  | { id: string; visitId: string; type: 'status'; body: VisitStatusBody & { at: string } }
  | { id: string; visitId: string; type: 'attachment'; kind: VisitAttachmentKind; dataUrl: string; at: string };

/** What the screen shows of a refused item: the server's words, kept until read. */
export interface Refusal {
  visitId: string;
  message: string;
}

const KEY = 'items';
const LEGACY_KEY = 'hvac.myJobs.outbox';
const store = createStore('hvac-my-jobs', 'outbox');
let items: OutboxItem[] = [];
let refusals: Refusal[] = [];
let sending: Promise<void> | null = null;
let again = false;
const listeners = new Set<() => void>();
/** Writes of the queue, one after another, each of the queue as it is when its turn comes. */
let saved: Promise<void> = Promise.resolve();

function commit(next: OutboxItem[]): Promise<void> {
  items = next;
  listeners.forEach((l) => l());
  // A write that fails leaves the items in memory, still shown as waiting and still sent.
  saved = saved.then(() => set(KEY, items, store)).catch(() => undefined);
  return saved;
}

function legacyItems(): OutboxItem[] {
  try {
    const stored = JSON.parse(localStorage.getItem(LEGACY_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as OutboxItem[]) : [];
  } catch {
    return [];
  }
}

/** The kept queue, ahead of anything queued while it was being read; an earlier build's queue moves over. */
const loaded: Promise<void> = get<OutboxItem[]>(KEY, store)
  .catch(() => undefined)
  .then(async (kept) => {
    const legacy = legacyItems();
    if (!kept?.length && !legacy.length) return;
    await commit([...(kept ?? []), ...legacy, ...items]);
    localStorage.removeItem(LEGACY_KEY);
  });

type NewItem = { visitId: string; type: 'status'; body: VisitStatusBody & { at: string } } | { visitId: string; type: 'attachment'; kind: VisitAttachmentKind; dataUrl: string; at: string };

/** Queues and starts sending; settles once the queue is kept on the phone. */
export function enqueue(...added: NewItem[]): Promise<void> {
  const kept = commit([...items, ...added.map((item) => ({ ...item, id: crypto.randomUUID() }) as OutboxItem)]);
  void flush();
  return kept;
}

/** The image back from its data URL, decoded here: the site's CSP lets fetch reach only the site itself, not data: URLs. */
function blobOf(dataUrl: string): Blob {
  const [head, data = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head ?? '')?.[1] ?? 'application/octet-stream';
  return new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type });
}

/** A failure to reach the server (offline, a gateway away) keeps the item; a refusal by the server drops it and says why. */
const isPassing = (err: unknown): boolean => !(err instanceof ApiError) || err.status === 0 || err.status === 408 || err.status === 429 || err.status >= 500;

async function sendAll(): Promise<void> {
  await loaded;
  while (items.length > 0) {
    const item = items[0]!;
    try {
      if (item.type === 'status') keepAnswer(await sendStatus(item.visitId, item.body));
      else await sendAttachment(item.visitId, item.kind, blobOf(item.dataUrl));
    } catch (err) {
      if (isPassing(err)) return;
      refusals = [...refusals, { visitId: item.visitId, message: err instanceof Error ? err.message : String(err) }];
    }
    void commit(items.slice(1));
  }
}

/**
 * Sends what waits, one at a time in order. A call while a pass runs (the browser came back online while
 * the pass was still failing its retries) asks for one more pass after it, so nothing waits for the next event.
 */
export function flush(): Promise<void> {
  if (sending) {
    again = true;
    return sending;
  }
  sending = (async () => {
    do {
      again = false;
      await sendAll();
    } while (again && items.length > 0);
  })().finally(() => {
    sending = null;
    void backOfficeQueries.invalidateQueries({ queryKey: MY_VISITS_KEY });
  });
  return sending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The waiting items, the refusals, and a flush whenever the browser comes back online. */
export function useOutbox(): { pending: OutboxItem[]; refusals: Refusal[]; dismiss: () => void } {
  const pending = useSyncExternalStore(subscribe, () => items);
  const refused = useSyncExternalStore(subscribe, () => refusals);
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    void flush();
    return () => window.removeEventListener('online', online);
  }, []);
  return {
    pending,
    refusals: refused,
    dismiss: () => {
      refusals = [];
      listeners.forEach((l) => l());
    },
  };
}
