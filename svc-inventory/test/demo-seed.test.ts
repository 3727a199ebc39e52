import type { InventoryItem, InventoryMovement } from '@hvac/contracts/inventory';
import { eventually } from '@hvac/service-kit/testing';
import { startInventory, type TestInventory } from './helpers';

let t: TestInventory;
beforeAll(async () => {
  t = await startInventory({ DEMO_MODE: 'true' });
});
afterAll(() => t.close());

it('seeds the demo items once the demo admin arrives, low-stock and expired ones among them, and only once', async () => {
  expect(await t.h.service.ctx.db('items').count({ n: '*' })).toEqual([{ n: '0' }]);
  const admin = await t.user('admin', { email: 'admin@example.com', username: 'Alex Admin' });
  const list = await eventually(async () => {
    const data = (await t.call({ method: 'GET', url: '/api/inventory', token: admin.token })).json().data;
    return data.items.length > 0 ? data : undefined;
  });
  expect(list.pagination.totalItems).toBe(13);
  expect(list.lowStockCount).toBe(3);
  expect(list.expiredCount).toBe(2);
  const items = list.items as InventoryItem[];
  expect(items.filter((i) => i.status === 'Out of Stock')).toHaveLength(1);
  expect(items.filter((i) => i.barcode !== null)).toHaveLength(12);

  const scanned = await t.call({ method: 'GET', url: '/api/inventory/barcode/0846316012345', token: admin.token });
  expect(scanned.json().data.item.name).toBe('Run capacitor 45/5 µF 440V');
  const history = (await t.call({ method: 'GET', url: `/api/inventory/${items[0]!.id}/history`, token: admin.token })).json().data.movements as InventoryMovement[];
  expect(history).toEqual([expect.objectContaining({ reason: 'created', fromQuantity: 0, toQuantity: items[0]!.quantity, changedByName: 'Alex Admin' })]);

  // Another user event runs the seed again; the seeds row keeps it to once.
  await t.user('manager', { email: 'manager@example.com' });
  expect(await t.h.service.ctx.db('items').count({ n: '*' })).toEqual([{ n: '13' }]);
});
