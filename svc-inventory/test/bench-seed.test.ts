import type { InventoryItem } from '@hvac/contracts/inventory';
import { seedInventoryBench, type InventoryBenchSearches } from '../src/seed/bench';
import { startInventory, type TestInventory, type TestUser } from './helpers';

// The bench measures on this data set: it must be what the service itself would have written and found.
let t: TestInventory;
let staff: TestUser;
let searches: InventoryBenchSearches;
const COUNT = 4_000;

beforeAll(async () => {
  t = await startInventory();
  staff = await t.user('staff');
  const progress: string[] = [];
  searches = await seedInventoryBench(t.h.service.ctx.db, { items: COUNT }, (line) => progress.push(line));
  expect(progress.map((line) => line.replace(/[\d.]+ s$/, 'N s'))).toEqual(['  inventory items: N s']);
});
afterAll(() => t.close());

it('answers the search, filters, barcode and report the bench makes', async () => {
  const list = await t.call({ method: 'GET', url: `/api/inventory?search=${searches.search}&category=${encodeURIComponent(searches.category)}&lowStock=true`, token: staff.token });
  expect(list.statusCode).toBe(200);
  const data = list.json().data;
  // A twentieth of the items are capacitors, about a tenth of them low.
  expect(data.pagination.totalItems).toBeGreaterThan(COUNT / 20 / 20);
  expect(data.pagination.totalItems).toBeLessThan(COUNT / 20 / 4);
  expect((data.items as InventoryItem[]).every((i) => i.quantity <= i.minimumQuantity && i.category === 'Electrical' && /capacitor/i.test(i.name))).toBe(true);
  expect(data.lowStockCount).toBeGreaterThan(COUNT / 20);
  expect(data.expiredCount).toBeGreaterThan(0);

  const scanned = await t.call({ method: 'GET', url: `/api/inventory/barcode/${searches.barcode}`, token: staff.token });
  expect(scanned.json().data.item.barcode).toBe(searches.barcode);
  const report = await t.call({ method: 'GET', url: '/api/inventory/report?format=csv', token: staff.token });
  expect(report.body.trim().split('\r\n')).toHaveLength(COUNT + 1);
});
