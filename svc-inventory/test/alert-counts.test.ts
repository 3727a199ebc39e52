import { calendarDaysAfter } from '@hvac/contracts/billing';
import type { InventoryItem } from '@hvac/contracts/inventory';
import { holdBusinessDay } from '@hvac/contracts/testing';
import { itemBody, startInventory, type TestInventory, type TestUser } from './helpers';

let t: TestInventory;
let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  t = await startInventory();
  ({ admin, staff } = await t.users());
});
afterAll(() => t.close());

/** The business day the service compares expiration dates with (Houston's, not UTC's), held for the file. */
const today = holdBusinessDay();
const create = async (overrides: Parameters<typeof itemBody>[0] = {}): Promise<InventoryItem> =>
  (await t.call({ method: 'POST', url: '/api/inventory', token: admin.token, payload: itemBody(overrides) })).json().data.item;

/** The banners as the list answers them, and as counting the whole table finds them. */
async function banners(): Promise<{ listed: number[]; counted: number[] }> {
  const listed = (await t.call({ method: 'GET', url: '/api/inventory', token: staff.token })).json().data as { lowStockCount: number; expiredCount: number };
  const db = t.h.service.ctx.db;
  const [{ n: low }] = (await db('items').whereRaw('quantity <= minimum_quantity').count({ n: '*' })) as [{ n: string }];
  const [{ n: expired }] = (await db('items').where('expiration_date', '<', today).count({ n: '*' })) as [{ n: string }];
  return { listed: [listed.lowStockCount, listed.expiredCount], counted: [Number(low), Number(expired)] };
}

describe('the banners’ counts kept by triggers (docs/domains/inventory.md#decisions)', () => {
  it('agree with the whole table through creates, quantity crossings, date changes, edits and deletes', async () => {
    const before = await banners();
    expect(before.listed).toEqual(before.counted);

    const low = await create({ currentQuantity: 2, minimumQuantity: 5 });
    const expired = await create({ expirationDate: '2020-01-31' });
    const both = await create({ currentQuantity: 0, minimumQuantity: 1, expirationDate: '2021-06-30' });
    const plain = await create({ currentQuantity: 50 });
    let now = await banners();
    expect(now.listed).toEqual(now.counted);
    expect(now.listed).toEqual([before.listed[0]! + 2, before.listed[1]! + 2]);

    // Back above the minimum, below it, an expiration date moved into the past and out of it, a rename.
    const quantity = (id: string, q: number) => t.call({ method: 'PUT', url: `/api/inventory/${id}/quantity`, token: admin.token, payload: { quantity: q } });
    expect((await quantity(low.id, 30)).statusCode).toBe(200);
    expect((await quantity(plain.id, 1)).statusCode).toBe(200);
    const edit = (item: InventoryItem, overrides: Parameters<typeof itemBody>[0]) =>
      t.call({ method: 'PUT', url: `/api/inventory/${item.id}`, token: admin.token, payload: itemBody({ sku: item.sku, currentQuantity: item.quantity, ...overrides }) });
    expect((await edit(plain, { currentQuantity: 1, expirationDate: '2019-03-01' })).statusCode).toBe(200);
    expect((await edit(expired, { expirationDate: '2099-12-31' })).statusCode).toBe(200);
    expect((await edit(both, { currentQuantity: 0, minimumQuantity: 1, expirationDate: '2021-06-30', name: 'Renamed only' })).statusCode).toBe(200);
    now = await banners();
    expect(now.listed).toEqual(now.counted);
    expect(now.listed).toEqual([before.listed[0]! + 2, before.listed[1]! + 2]);

    expect((await t.call({ method: 'DELETE', url: `/api/inventory/${both.id}`, token: admin.token })).statusCode).toBe(200);
    now = await banners();
    expect(now.listed).toEqual(now.counted);
    expect(now.listed).toEqual([before.listed[0]! + 1, before.listed[1]! + 1]);
  });

  it('count an item expiring today as good, and one that expired yesterday as expired', async () => {
    const yesterday = calendarDaysAfter(today, -1);
    const before = await banners();
    await create({ expirationDate: today });
    await create({ expirationDate: yesterday });
    const now = await banners();
    expect(now.listed).toEqual(now.counted);
    expect(now.listed[1]).toBe(before.listed[1]! + 1);
  });
});
