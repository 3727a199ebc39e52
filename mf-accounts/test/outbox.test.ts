/** @jest-environment @hvac/web-kit/fetch-environment */
/**
 * My Jobs' outbox moves into IndexedDB (docs/domains/service-requests.md#the-technicians-day): a queue an
 * earlier build left in localStorage is taken over once, ahead of anything queued since, and sent in order.
 */
import { createStore, get } from 'idb-keyval';

const legacy = [
  { id: 'a', visitId: 'v1', type: 'status', body: { status: 'on_the_way', at: '2026-12-02T14:00:00.000Z' } },
  { id: 'b', visitId: 'v1', type: 'status', body: { status: 'started', at: '2026-12-02T14:30:00.000Z' } },
];

it("takes over an earlier build's queue from localStorage, keeps it in IndexedDB and clears the old one", async () => {
  localStorage.setItem('hvac.myJobs.outbox', JSON.stringify(legacy));
  // Offline: nothing leaves, so the queue stays as it was taken over.
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  const outbox = await import('../src/visits/offline/outbox');
  await outbox.enqueue({ visitId: 'v1', type: 'status', body: { status: 'completed', notes: 'Done', at: '2026-12-02T15:00:00.000Z' } });
  const kept = await get<{ id: string; body: { status: string } }[]>('items', createStore('hvac-my-jobs', 'outbox'));
  expect(kept?.map((item) => item.body.status)).toEqual(['on_the_way', 'started', 'completed']);
  expect(localStorage.getItem('hvac.myJobs.outbox')).toBeNull();
});
