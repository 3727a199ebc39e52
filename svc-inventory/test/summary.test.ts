import type { InventoryItem } from '@hvac/contracts/inventory';
import { holdBusinessDay } from '@hvac/contracts/testing';
import { itemBody, startInventory, type TestInventory, type TestUser } from './helpers';

let t: TestInventory;
let users: { admin: TestUser; manager: TestUser; staff: TestUser; client: TestUser };
/** The business day expiration dates are compared with (Houston's), held for the file. */
const today = holdBusinessDay();

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });
const create = async (overrides: Parameters<typeof itemBody>[0]): Promise<InventoryItem> =>
  (await t.call({ method: 'POST', url: '/api/inventory', token: users.admin.token, payload: itemBody(overrides) })).json().data.item;

beforeAll(async () => {
  t = await startInventory();
  users = await t.users();
  await create({ currentQuantity: 2, minimumQuantity: 5 });
  await create({ currentQuantity: 5, minimumQuantity: 5 });
  await create({ currentQuantity: 50, expirationDate: '2020-01-31' });
  await create({ currentQuantity: 0, minimumQuantity: 1, expirationDate: '2021-06-30' });
  // Expiring today is still good today; above the minimum is not low.
  await create({ currentQuantity: 50, expirationDate: today });
  await create({ currentQuantity: 6, minimumQuantity: 5, expirationDate: '2099-12-31' });
});
afterAll(() => t.close());

describe('GET /api/inventory/summary (docs/domains/inventory.md#overview-widget)', () => {
  it('answers the low-stock and expired counts, each with the list query that finds them', async () => {
    const res = await get('/api/inventory/summary', users.staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { lowStock: { count: 3, filter: { lowStock: 'true' } }, expired: { count: 2, filter: { expired: 'true' } } },
    });
  });

  it('counts what the filtered list totals, through its own query', async () => {
    const { data } = (await get('/api/inventory/summary', users.manager.token)).json();
    for (const figure of [data.lowStock, data.expired]) {
      const listed = await get(`/api/inventory?${new URLSearchParams(figure.filter)}`, users.manager.token);
      expect(listed.json().data.pagination.totalItems).toBe(figure.count);
    }
  });

  it('answers admin, manager and staff alike; refuses a client (403) and a caller without a token (401)', async () => {
    const figures = (await get('/api/inventory/summary', users.admin.token)).json();
    expect((await get('/api/inventory/summary', users.manager.token)).json()).toEqual(figures);
    const refused = await get('/api/inventory/summary', users.client.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You do not have permission to view the inventory.', code: 'inventoryViewForbidden' });
    expect((await get('/api/inventory/summary')).statusCode).toBe(401);
  });
});
