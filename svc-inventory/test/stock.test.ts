import { INVENTORY_MESSAGES as M, type InventoryItem, type InventoryMovement } from '@hvac/contracts/inventory';
import { eventually } from '@hvac/service-kit/testing';
import { itemBody, startInventory, type TestInventory, type TestUser } from './helpers';

let t: TestInventory;
let manager: TestUser;
let staff: TestUser;

beforeAll(async () => {
  t = await startInventory({ OFFICE_EMAIL: 'stockroom@test.example', PUBLIC_URL: 'https://hvac.test' });
  ({ manager, staff } = await t.users());
});
afterAll(() => t.close());

const create = async (overrides: Parameters<typeof itemBody>[0] = {}): Promise<InventoryItem> =>
  (await t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload: itemBody(overrides) })).json().data.item;
const setQuantity = (id: string, quantity: unknown) => t.call({ method: 'PUT', url: `/api/inventory/${id}/quantity`, token: manager.token, payload: { quantity } });
const history = async (id: string): Promise<InventoryMovement[]> => (await t.call({ method: 'GET', url: `/api/inventory/${id}/history`, token: staff.token })).json().data.movements;

describe('Update Quantity and the history (docs/domains/inventory.md#decisions)', () => {
  it('sets the quantity and writes who, when, from, to and why; create and edit write rows too', async () => {
    const item = await create({ currentQuantity: 20 });
    const res = await setQuantity(item.id, 12);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.item).toMatchObject({ id: item.id, quantity: 12, status: 'In Stock' });
    await t.call({ method: 'PUT', url: `/api/inventory/${item.id}`, token: manager.token, payload: itemBody({ sku: item.sku, currentQuantity: 15 }) });
    // An edit that leaves the quantity alone adds nothing.
    await t.call({ method: 'PUT', url: `/api/inventory/${item.id}`, token: manager.token, payload: itemBody({ sku: item.sku, currentQuantity: 15, name: 'Renamed' }) });
    const rows = await history(item.id);
    expect(rows.map((r) => [r.reason, r.fromQuantity, r.toQuantity, r.change])).toEqual([
      ['edited', 12, 15, 3],
      ['quantity-update', 20, 12, -8],
      ['created', 0, 20, 20],
    ]);
    expect(rows.every((r) => r.changedByUserId === manager.user.id && r.changedByName === manager.user.username)).toBe(true);
    expect(rows.every((r) => !Number.isNaN(Date.parse(r.createdAt)))).toBe(true);
    const types = (await t.events(item.id)).map((e) => e.type);
    expect(types.filter((x) => x === 'quantity-changed')).toHaveLength(3);
  });

  it.each([
    ['a negative number', -1],
    ['a fraction', 2.5],
    ['a word', 'ten'],
    ['nothing', null],
    ['more than a billion', 1_000_000_001],
  ])('refuses %s with a 400 and writes no row', async (_label, quantity) => {
    const item = await create();
    const res = await setQuantity(item.id, quantity);
    expect([res.statusCode, res.json().message]).toEqual([400, M.quantityInvalid]);
    expect(await history(item.id)).toHaveLength(1);
  });

  it('refuses a body without a quantity, and an unknown item with 404', async () => {
    const item = await create();
    const none = await t.call({ method: 'PUT', url: `/api/inventory/${item.id}/quantity`, token: manager.token, payload: {} });
    expect([none.statusCode, none.json().message]).toEqual([400, M.quantityInvalid]);
    const missing = await setQuantity('6f1f8a2e-3d7c-4c8e-9b1a-2f3e4d5c6b7a', 3);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Inventory item not found']);
    const gone = await t.call({ method: 'GET', url: '/api/inventory/6f1f8a2e-3d7c-4c8e-9b1a-2f3e4d5c6b7a/history', token: staff.token });
    expect(gone.statusCode).toBe(404);
  });

  it('keeps 20 concurrent updates as 20 history rows chained without a gap', async () => {
    const item = await create({ currentQuantity: 500, minimumQuantity: 0 });
    const values = Array.from({ length: 20 }, (_, i) => 100 + i * 7);
    const answers = await Promise.all(values.map((q) => setQuantity(item.id, q)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const updates = (await history(item.id)).filter((r) => r.reason === 'quantity-update').reverse();
    expect(updates).toHaveLength(20);
    expect(updates[0]!.fromQuantity).toBe(500);
    for (let i = 1; i < updates.length; i++) expect(updates[i]!.fromQuantity).toBe(updates[i - 1]!.toQuantity);
    expect(new Set(updates.map((r) => r.toQuantity))).toEqual(new Set(values));
    const stored = (await t.call({ method: 'GET', url: `/api/inventory/${item.id}`, token: staff.token })).json().data.item.quantity;
    expect(updates.at(-1)!.toQuantity).toBe(stored);
  });
});

describe('low stock (docs/domains/inventory.md#events)', () => {
  const stockLowEvents = async (id: string) => (await t.events(id)).filter((e) => e.type === 'stock-low');

  it('publishes stock-low once per crossing and mails the office once for it', async () => {
    const item = await create({ name: 'Contactor 40A', currentQuantity: 20, minimumQuantity: 5, location: 'Shelf A2' });
    await setQuantity(item.id, 6);
    expect(await stockLowEvents(item.id)).toHaveLength(0);
    await setQuantity(item.id, 5);
    await setQuantity(item.id, 3);
    await setQuantity(item.id, 0);
    expect((await stockLowEvents(item.id)).map((e) => e.data)).toEqual([
      { id: item.id, sku: item.sku, name: 'Contactor 40A', quantity: 5, minimumQuantity: 5, unit: 'piece', version: expect.any(Number) },
    ]);

    const mail = await t.h.smtp.waitFor((m) => m.subject.includes(item.sku), 10_000);
    expect(mail.to).toEqual(['stockroom@test.example']);
    expect(mail.subject).toBe(`Low stock: Contactor 40A (${item.sku}), 5 pieces left`);
    expect(mail.text).toContain(`https://hvac.test/admin/inventory/${item.id}`);
    expect(mail.text).toContain('Shelf A2');

    // Back above the minimum, then down again: a second crossing, a second alert.
    await setQuantity(item.id, 9);
    await setQuantity(item.id, 2);
    expect((await stockLowEvents(item.id)).map((e) => e.data.quantity)).toEqual([5, 2]);
    await t.h.service.ctx.mailer.settle();
    await eventually(() => (t.h.smtp.messages().filter((m) => m.subject.includes(item.sku)).length === 2 ? true : undefined), 10_000, 'second mail');
    expect(t.h.smtp.messages().filter((m) => m.subject.includes(item.sku)).map((m) => m.subject)).toEqual([
      `Low stock: Contactor 40A (${item.sku}), 5 pieces left`,
      `Low stock: Contactor 40A (${item.sku}), 2 pieces left`,
    ]);
  });

  it('counts a raised minimum as a crossing, and a new item that starts low as none', async () => {
    const item = await create({ currentQuantity: 8, minimumQuantity: 5 });
    await t.call({ method: 'PUT', url: `/api/inventory/${item.id}`, token: manager.token, payload: itemBody({ sku: item.sku, currentQuantity: 8, minimumQuantity: 10 }) });
    expect(await stockLowEvents(item.id)).toHaveLength(1);
    const low = await create({ currentQuantity: 0 });
    expect(await stockLowEvents(low.id)).toHaveLength(0);
    await setQuantity(low.id, 1);
    expect(await stockLowEvents(low.id)).toHaveLength(0);
  });
});
