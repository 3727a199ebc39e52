import type { HistoryEntry } from '@hvac/contracts';
import type { InventoryItem, InventoryMovement } from '@hvac/contracts/inventory';
import { itemBody, startInventory, type TestInventory, type TestUser } from './helpers';

let t: TestInventory;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await startInventory();
  ({ admin, manager, staff, client } = await t.users());
});
afterAll(() => t.close());

const db = () => t.h.service.ctx.db;
const ok = async (res: Awaited<ReturnType<TestInventory['call']>>, status = 200) => {
  if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
};
const create = async (overrides: Parameters<typeof itemBody>[0] = {}): Promise<InventoryItem> =>
  (await ok(await t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload: itemBody(overrides) }), 201)).data.item;
const changes = (id: string, token = staff.token) => t.call({ method: 'GET', url: `/api/inventory/${id}/changes`, token });
const entries = async (id: string): Promise<HistoryEntry[]> => (await ok(await changes(id))).data.history;

describe('an item’s history (docs/domains/inventory.md#history)', () => {
  it('records the record’s changes (created, edited fields, deleted) beside the quantities’ movements, each once', async () => {
    const item = await create({ currentQuantity: 5, name: 'Filter 16x25' });
    await ok(await t.call({ method: 'PUT', url: `/api/inventory/${item.id}`, token: admin.token, payload: itemBody({ sku: item.sku, currentQuantity: 5, name: 'Filter 16x25x1' }) }));
    // Only the quantity: a movement, no change row.
    await ok(await t.call({ method: 'PUT', url: `/api/inventory/${item.id}/quantity`, token: manager.token, payload: { quantity: 3 } }));
    const movements: InventoryMovement[] = (await ok(await t.call({ method: 'GET', url: `/api/inventory/${item.id}/history`, token: staff.token }))).data.movements;
    await ok(await t.call({ method: 'DELETE', url: `/api/inventory/${item.id}`, token: admin.token }));

    const h = await entries(item.id);
    expect(h.map((e) => [e.action, e.actorId, e.actorRole])).toEqual([
      ['deleted', admin.user.id, 'admin'],
      ['edited', admin.user.id, 'admin'],
      ['created', manager.user.id, 'manager'],
    ]);
    expect(h[1]!.changes).toEqual({ name: ['Filter 16x25', 'Filter 16x25x1'] });
    expect(h[2]!.changes).toMatchObject({ name: [null, 'Filter 16x25'], sku: [null, item.sku] });
    expect(Object.keys(h[2]!.changes)).not.toContain('quantity');
    expect(movements.map((m) => [m.reason, m.fromQuantity, m.toQuantity, m.changedByUserId])).toEqual([
      ['quantity-update', 5, 3, manager.user.id],
      ['created', 0, 5, manager.user.id],
    ]);
    // The deletion leaves the movements on record.
    expect(await db()('movements').where({ item_id: item.id }).count({ n: '*' })).toEqual([{ n: '2' }]);
  });

  it('speaks the API, not storage: an edit’s fields as the item’s answer names them', async () => {
    const item = await create();
    const edit = itemBody({ sku: item.sku, unitCost: '9.10', unitPrice: '26.50', minimumQuantity: 6, expirationDate: '2027-01-31' });
    await ok(await t.call({ method: 'PUT', url: `/api/inventory/${item.id}`, token: manager.token, payload: edit }));
    expect((await entries(item.id))[0]).toMatchObject({
      changes: { costPrice: ['8.40', '9.10'], unitPrice: ['24.00', '26.50'], minimumQuantity: [5, 6], expirationDate: [null, '2027-01-31'] },
      names: {},
    });
  });

  it('writes nothing when the change fails after its history row: both are in one transaction', async () => {
    const item = await create();
    await db().raw(`CREATE FUNCTION refuse_item_updated() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF NEW.subject = 'hvac.inventory.item-updated' THEN RAISE EXCEPTION 'outbox refused'; END IF; RETURN NEW; END $$`);
    await db().raw('CREATE TRIGGER refuse_item_updated BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_item_updated()');
    try {
      const res = await t.call({ method: 'PUT', url: `/api/inventory/${item.id}`, token: manager.token, payload: itemBody({ sku: item.sku, name: 'Never saved' }) });
      expect(res.statusCode).toBe(500);
    } finally {
      await db().raw('DROP TRIGGER refuse_item_updated ON outbox');
      await db().raw('DROP FUNCTION refuse_item_updated()');
    }
    expect((await entries(item.id)).map((e) => e.action)).toEqual(['created']);
  });

  it('is read by admin, manager and staff; a client gets 403, nobody signed in 401', async () => {
    const item = await create();
    for (const who of [admin, manager, staff]) expect((await changes(item.id, who.token)).statusCode).toBe(200);
    expect((await changes(item.id, client.token)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/inventory/${item.id}/changes` })).statusCode).toBe(401);
  });

  it('cannot be edited: the changes and the movements refuse UPDATE, DELETE and TRUNCATE', async () => {
    const item = await create();
    for (const method of ['POST', 'PUT', 'DELETE'] as const) expect((await t.call({ method, url: `/api/inventory/${item.id}/changes`, token: admin.token })).statusCode).toBe(404);
    for (const table of ['history', 'movements']) {
      const column = table === 'history' ? 'entity_id' : 'item_id';
      await expect(db()(table).where({ [column]: item.id }).update({ [column]: item.id })).rejects.toThrow(new RegExp(`${table} is append-only: UPDATE refused`));
      await expect(db()(table).where({ [column]: item.id }).delete()).rejects.toThrow(new RegExp(`${table} is append-only: DELETE refused`));
      await expect(db().raw(`TRUNCATE ${table}`)).rejects.toThrow(/TRUNCATE refused/);
    }
  });

  it('publishes the route in the OpenAPI document', async () => {
    expect((await t.call({ method: 'GET', url: '/openapi.json' })).json().paths['/api/inventory/{id}/changes'].get).toBeDefined();
  });
});
