/** docs/domains/service-requests.md#availability: a company with no technician on record books by phone, every window open. */
import type { AvailabilitySlot } from '@hvac/contracts/requests';
import { inDays, startRequests, type TestRequests } from './helpers';

let t: TestRequests;

beforeAll(async () => {
  t = await startRequests();
  await t.user('admin');
});
afterAll(() => t.close());

it('offers every window, Sunday too, while no technician is on record', async () => {
  for (const days of [1, 2, 3, 4, 5, 6, 7]) {
    const res = await t.call({ method: 'GET', url: `/api/availability?date=${inDays(days)}` });
    expect(res.statusCode).toBe(200);
    expect((res.json().data.slots as AvailabilitySlot[]).every((s) => s.available)).toBe(true);
  }
});
