import { parse } from 'csv-parse/sync';
import { calendarDaysAfter } from '@hvac/contracts/billing';
import { INVENTORY_CATEGORIES, INVENTORY_CSV_COLUMNS, INVENTORY_MESSAGES as M, type InventoryItem, type InventoryReportRow } from '@hvac/contracts/inventory';
import { INVENTORY_EVENTS } from '@hvac/contracts/events';
import { holdBusinessDay } from '@hvac/contracts/testing';
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

/** The business day the service compares expiration dates with, held for the file. */
const today = holdBusinessDay();

const create = async (overrides: Parameters<typeof itemBody>[0] = {}, token = manager.token): Promise<InventoryItem> => {
  const res = await t.call({ method: 'POST', url: '/api/inventory', token, payload: itemBody(overrides) });
  expect(res.statusCode).toBe(201);
  return res.json().data.item;
};

describe('the item form (docs/domains/inventory.md#validation)', () => {
  it('creates an item from the form’s names and answers the listed names', async () => {
    const item = await create({ name: '  Contactor 40A ', currentQuantity: '12', unitCost: 11.75, unitPrice: '34.50', barcode: ' 0846316012352 ', expirationDate: '' });
    expect(item).toMatchObject({
      name: 'Contactor 40A',
      quantity: 12,
      costPrice: '11.75',
      unitPrice: '34.50',
      barcode: '0846316012352',
      expirationDate: null,
      status: 'In Stock',
      expired: false,
      minimumQuantity: 5,
      maximumQuantity: 100,
      unit: 'piece',
    });
    expect(Object.keys(item)).toEqual(expect.arrayContaining(['id', 'sku', 'description', 'category', 'location', 'supplier', 'notes', 'createdAt', 'updatedAt']));
    const got = await t.call({ method: 'GET', url: `/api/inventory/${item.id}`, token: staff.token });
    expect(got.json().data.item).toEqual(item);
    expect((await t.events(item.id)).map((e) => e.type)).toEqual(['item-created', 'quantity-changed']);
  });

  it('fills the defaults for what the form leaves out', async () => {
    const res = await t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload: { name: 'Bare', sku: `BARE-${Date.now()}`, category: 'Other' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.item).toMatchObject({ quantity: 0, minimumQuantity: 5, maximumQuantity: 100, unit: 'piece', costPrice: '0.00', unitPrice: '0.00', status: 'Out of Stock' });
  });

  it('checks the five rules in the requirements’ order, with their texts', async () => {
    const steps: [Record<string, unknown>, string][] = [
      [{ name: ' ', sku: '', category: '', currentQuantity: -1, unitPrice: -1 }, 'Item name is required'],
      [{ sku: '', category: '', currentQuantity: -1, unitPrice: -1 }, 'SKU is required'],
      [{ category: '', currentQuantity: -1, unitPrice: -1 }, 'Category is required'],
      [{ currentQuantity: -1, unitPrice: -1 }, 'Current quantity cannot be negative'],
      [{ unitPrice: -1 }, 'Prices cannot be negative'],
      [{ unitCost: '-0.50' }, 'Prices cannot be negative'],
    ];
    for (const [overrides, message] of steps) {
      const res = await t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload: itemBody(overrides as never) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().details.errors[0].message).toBe(message);
    }
    const all = await t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload: itemBody({ name: '', sku: '', category: '', currentQuantity: -1, unitCost: -1 }) });
    expect(all.json().details.errors.map((e: { message: string }) => e.message)).toEqual([
      'Item name is required',
      'SKU is required',
      'Category is required',
      'Current quantity cannot be negative',
      'Prices cannot be negative',
    ]);
  });

  it('refuses a missing name, SKU or category with the form’s words', async () => {
    for (const [field, message] of [['name', M.itemNameRequired], ['sku', M.skuRequired], ['category', M.inventoryCategoryRequired]] as const) {
      const payload: Record<string, unknown> = itemBody();
      delete payload[field];
      const res = await t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });

  it.each([
    ['an unknown category', { category: 'Food' }, M.inventoryCategoryInvalid],
    ['an unknown unit', { unit: 'crate' }, M.inventoryUnitInvalid],
    ['a fractional quantity', { currentQuantity: 1.5 }, M.quantityWhole],
    ['a quantity that is not a number', { currentQuantity: 'lots' }, M.quantityWhole],
    ['a huge quantity', { currentQuantity: 5_000_000_000 }, M.quantityTooLarge],
    ['a negative minimum', { minimumQuantity: -2 }, M.minMaxNegative],
    ['a maximum below the minimum', { minimumQuantity: 10, maximumQuantity: 3 }, M.maximumBelowMinimum],
    ['a price with three decimals', { unitPrice: '1.234' }, M.priceInvalid],
    ['a barcode with a space', { barcode: '123 456' }, M.barcodeInvalid],
    ['an impossible date', { expirationDate: '2026-02-30' }, M.expirationDateInvalid],
    // Found by proof's fuzzing: an ISO time of the right shape that names no instant answered 500.
    ['an impossible time', { expirationDate: '2026-11-26T25:61:00Z' }, M.expirationDateInvalid],
  ])('refuses %s with a 400 and a readable message', async (_label, overrides, message) => {
    const res = await t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload: itemBody(overrides as never) });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('refuses overlong texts with a 400 and answers a malformed id as an unknown one, never a 500', async () => {
    expect((await t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload: itemBody({ name: 'x'.repeat(201) }) })).statusCode).toBe(400);
    const malformed = await t.call({ method: 'GET', url: '/api/inventory/not-a-uuid', token: staff.token });
    expect([malformed.statusCode, malformed.json()]).toEqual([404, { message: 'Inventory item not found', code: 'inventoryItemNotFound' }]);
    expect((await t.call({ method: 'GET', url: '/api/inventory?page=0', token: staff.token })).statusCode).toBe(400);
    const unknown = await t.call({ method: 'GET', url: '/api/inventory/6f1f8a2e-3d7c-4c8e-9b1a-2f3e4d5c6b7a', token: staff.token });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Inventory item not found']);
  });

  it('edits the whole form, keeping what it leaves out, and answers 404 for an unknown item', async () => {
    const item = await create({ barcode: `E${Date.now()}`, notes: 'keep me' });
    const res = await t.call({ method: 'PUT', url: `/api/inventory/${item.id}`, token: manager.token, payload: { name: 'Renamed', sku: item.sku, category: 'Parts', unitCost: '9.00' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.item).toMatchObject({ name: 'Renamed', category: 'Parts', costPrice: '9.00', unitPrice: '24.00', quantity: 20, barcode: item.barcode, notes: 'keep me' });
    const cleared = await t.call({ method: 'PUT', url: `/api/inventory/${item.id}`, token: manager.token, payload: { name: 'Renamed', sku: item.sku, category: 'Parts', barcode: null, notes: '' } });
    expect(cleared.json().data.item).toMatchObject({ barcode: null, notes: null });
    const lower = await t.call({ method: 'PUT', url: `/api/inventory/${item.id}`, token: manager.token, payload: { name: 'Renamed', sku: item.sku, category: 'Parts', maximumQuantity: 2 } });
    expect([lower.statusCode, lower.json().message]).toEqual([400, M.maximumBelowMinimum]);
    const missing = await t.call({ method: 'PUT', url: '/api/inventory/6f1f8a2e-3d7c-4c8e-9b1a-2f3e4d5c6b7a', token: manager.token, payload: itemBody() });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Inventory item not found']);
  });
});

describe('SKU and barcode uniqueness (docs/domains/inventory.md#validation)', () => {
  it('refuses a SKU another item holds, whatever its case, with 409 "SKU already exists"', async () => {
    const first = await create({ sku: `INV-${String(Date.now()).slice(-6)}-ABC` });
    for (const sku of [first.sku, first.sku.toLowerCase()]) {
      const res = await t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload: itemBody({ sku }) });
      expect([res.statusCode, res.json().message, res.json().code]).toEqual([409, 'SKU already exists', 'skuTaken']);
    }
    const other = await create();
    const edit = await t.call({ method: 'PUT', url: `/api/inventory/${other.id}`, token: manager.token, payload: itemBody({ sku: first.sku }) });
    expect([edit.statusCode, edit.json().message]).toEqual([409, 'SKU already exists']);
    // Saving an item with its own SKU is no clash.
    const own = await t.call({ method: 'PUT', url: `/api/inventory/${first.id}`, token: manager.token, payload: itemBody({ sku: first.sku }) });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a barcode another item holds with a 409; no barcode is never a clash', async () => {
    const barcode = `B${Date.now()}`;
    await create({ barcode });
    const res = await t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload: itemBody({ barcode }) });
    expect([res.statusCode, res.json().message, res.json().code]).toEqual([409, M.barcodeTaken, 'barcodeTaken']);
    await create({ barcode: null });
    await create({ barcode: '' });
  });

  it('lets one of two racing creates with the same SKU win and answers the other 409', async () => {
    const sku = `RACE-${Date.now()}`;
    const answers = await Promise.all([1, 2, 3].map(() => t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload: itemBody({ sku }) })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().message === 'SKU already exists')).toBe(true);
  });
});

describe('barcode lookup (docs/domains/inventory.md#calls)', () => {
  it('finds an item by its barcode, else by its SKU; an unknown code is 404 "Item not found"', async () => {
    const barcode = `0${Date.now()}`;
    const item = await create({ barcode });
    const byBarcode = await t.call({ method: 'GET', url: `/api/inventory/barcode/${barcode}`, token: staff.token });
    expect(byBarcode.json().data.item.id).toBe(item.id);
    const bySku = await t.call({ method: 'GET', url: `/api/inventory/barcode/${encodeURIComponent(item.sku.toLowerCase())}`, token: staff.token });
    expect(bySku.json().data.item.id).toBe(item.id);
    const none = await t.call({ method: 'GET', url: '/api/inventory/barcode/999999999', token: staff.token });
    expect([none.statusCode, none.json().message]).toEqual([404, 'Item not found']);
    // Any printable code travels encoded in the path, a slash included.
    const odd = await create({ barcode: `A/B?#%${Date.now()}` });
    const byOdd = await t.call({ method: 'GET', url: `/api/inventory/barcode/${encodeURIComponent(odd.barcode!)}`, token: staff.token });
    expect(byOdd.json().data.item.id).toBe(odd.id);
    const blank = await t.call({ method: 'GET', url: '/api/inventory/barcode/%20', token: staff.token });
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'Please enter a barcode to search']);
  });
});

describe('roles, on the server (docs/domains/inventory.md#roles)', () => {
  it('refuses a caller without a token', async () => {
    for (const url of ['/api/inventory', '/api/inventory/categories', '/api/inventory/report']) expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('lets staff view, search, scan and export, and refuses them add, edit, quantity and delete', async () => {
    const item = await create();
    for (const url of ['/api/inventory', '/api/inventory/categories', '/api/inventory/low-stock', '/api/inventory/expired', `/api/inventory/${item.id}`, `/api/inventory/${item.id}/history`, `/api/inventory/${item.id}/expenses`, '/api/inventory/report', `/api/inventory/barcode/${encodeURIComponent(item.sku)}`]) {
      expect([url, (await t.call({ method: 'GET', url, token: staff.token })).statusCode]).toEqual([url, 200]);
    }
    const refusals: [string, string, unknown, string][] = [
      ['POST', '/api/inventory', itemBody(), M.inventoryManageForbidden],
      ['PUT', `/api/inventory/${item.id}`, itemBody(), M.inventoryManageForbidden],
      ['PUT', `/api/inventory/${item.id}/quantity`, { quantity: 3 }, M.inventoryQuantityForbidden],
      ['DELETE', `/api/inventory/${item.id}`, undefined, M.inventoryDeleteForbidden],
    ];
    for (const [method, url, payload, message] of refusals) {
      const res = await t.call({ method: method as 'POST', url, token: staff.token, ...(payload ? { payload: payload as object } : {}) });
      expect([method, url, res.statusCode, res.json().message]).toEqual([method, url, 403, message]);
    }
    expect((await t.call({ method: 'GET', url: `/api/inventory/${item.id}`, token: staff.token })).json().data.item.quantity).toBe(20);
  });

  it('refuses a client everything, reads included', async () => {
    const item = await create();
    for (const url of ['/api/inventory', '/api/inventory/categories', '/api/inventory/low-stock', '/api/inventory/expired', `/api/inventory/${item.id}`, `/api/inventory/${item.id}/history`, `/api/inventory/${item.id}/expenses`, '/api/inventory/report', `/api/inventory/barcode/${encodeURIComponent(item.sku)}`]) {
      const res = await t.call({ method: 'GET', url, token: client.token });
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, M.inventoryViewForbidden]);
    }
    for (const [method, url] of [['POST', '/api/inventory'], ['PUT', `/api/inventory/${item.id}`], ['PUT', `/api/inventory/${item.id}/quantity`], ['DELETE', `/api/inventory/${item.id}`]]) {
      expect((await t.call({ method: method as 'POST', url, token: client.token, payload: { quantity: 1, ...itemBody() } })).statusCode).toBe(403);
    }
  });

  it('lets a manager add, edit and update quantities but not delete; only an admin deletes', async () => {
    const item = await create({}, manager.token);
    expect((await t.call({ method: 'PUT', url: `/api/inventory/${item.id}/quantity`, token: manager.token, payload: { quantity: 7 } })).statusCode).toBe(200);
    const refused = await t.call({ method: 'DELETE', url: `/api/inventory/${item.id}`, token: manager.token });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Only an admin can delete inventory items.']);
    const deleted = await t.call({ method: 'DELETE', url: `/api/inventory/${item.id}`, token: admin.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.item).toMatchObject({ id: item.id, quantity: 7 });
    expect((await t.call({ method: 'GET', url: `/api/inventory/${item.id}`, token: admin.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/inventory/${item.id}`, token: admin.token })).statusCode).toBe(404);
    expect((await t.events(item.id)).map((e) => e.type).at(-1)).toBe('item-deleted');
    expect(INVENTORY_EVENTS.itemDeleted.subject).toBe('hvac.inventory.item-deleted');
  });
});

describe('the list (docs/domains/inventory.md#constants)', () => {
  let mark: string;

  beforeAll(async () => {
    // A seeded set of 25 named with a mark of their own, so the search isolates them from the other tests' items.
    mark = `zq${Date.now().toString(36)}`;
    for (let i = 0; i < 25; i++) {
      await create({
        name: `${mark} item ${String(i).padStart(2, '0')}`,
        category: i % 2 === 0 ? 'Filters' : 'Tools',
        currentQuantity: i % 5 === 0 ? 0 : i % 5 === 1 ? 5 : 50,
        minimumQuantity: 5,
        expirationDate: i % 6 === 0 ? calendarDaysAfter(today, -1) : i % 6 === 1 ? today : null,
        description: i === 7 ? `Has the word ${mark}-needle inside` : 'plain',
        barcode: i === 8 ? `${mark}BAR` : null,
      });
    }
  });

  const list = async (query: string) => {
    const res = await t.call({ method: 'GET', url: `/api/inventory?${query}`, token: staff.token });
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: InventoryItem[]; pagination: { currentPage: number; totalPages: number; totalItems: number; limit: number }; lowStockCount: number; expiredCount: number };
  };

  it('pages by 20 with the total, by name', async () => {
    const first = await list(`search=${mark}`);
    expect(first.items).toHaveLength(20);
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 25, limit: 20 });
    expect(first.items.map((i) => i.name)).toEqual([...first.items.map((i) => i.name)].sort());
    const second = await list(`search=${mark}&page=2`);
    expect(second.items).toHaveLength(5);
    expect(second.items[4]!.name).toBe(`${mark} item 24`);
    expect(second.pagination.totalItems).toBe(25);
    const past = await list(`search=${mark}&page=9`);
    expect([past.items, past.pagination.totalItems]).toEqual([[], 25]);
  });

  it('searches name, SKU, barcode and description, case aside', async () => {
    expect((await list(`search=${mark.toUpperCase()}-NEEDLE`)).items.map((i) => i.name)).toEqual([`${mark} item 07`]);
    expect((await list(`search=${mark}bar`)).items.map((i) => i.name)).toEqual([`${mark} item 08`]);
    const one = (await list(`search=${mark}`)).items[3]!;
    expect((await list(`search=${encodeURIComponent(one.sku)}`)).items.map((i) => i.id)).toEqual([one.id]);
    // LIKE's wildcards are searched for as themselves.
    expect((await list(`search=${mark}%25item`)).pagination.totalItems).toBe(0);
  });

  it('filters by category, low stock and expired, combined, with the whole table’s counts beside', async () => {
    const filters = await list(`search=${mark}&category=Filters`);
    expect(filters.pagination.totalItems).toBe(13);
    expect(filters.items.every((i) => i.category === 'Filters')).toBe(true);
    // Low stock: quantity at or below the minimum (0 and 5 of minimum 5): i % 5 in {0, 1}, 10 of 25.
    const low = await list(`search=${mark}&lowStock=true`);
    expect(low.pagination.totalItems).toBe(10);
    expect(low.items.map((i) => i.status).sort()).toEqual([...Array(5).fill('Low Stock'), ...Array(5).fill('Out of Stock')]);
    // Expired: before today only (an item expiring today is still good): i % 6 == 0, 5 of 25.
    const expired = await list(`search=${mark}&expired=true`);
    expect(expired.pagination.totalItems).toBe(5);
    expect(expired.items.every((i) => i.expired)).toBe(true);
    const all = await list(`search=${mark}&category=Filters&lowStock=true&expired=true`);
    // i even, i % 5 in {0,1}, i % 6 == 0: 0, 6 (6 % 5 = 1), 12? (12 % 5 = 2) no, 18? (3) no, 24? (4) no → 0 and 6.
    expect(all.items.map((i) => i.name)).toEqual([`${mark} item 00`, `${mark} item 06`]);
    expect(all.lowStockCount).toBe(low.lowStockCount);

    const [{ n: lowN }] = (await t.h.service.ctx.db('items').whereRaw('quantity <= minimum_quantity').count({ n: '*' })) as [{ n: string }];
    const [{ n: expN }] = (await t.h.service.ctx.db('items').where('expiration_date', '<', today).count({ n: '*' })) as [{ n: string }];
    expect([filters.lowStockCount, filters.expiredCount]).toEqual([Number(lowN), Number(expN)]);
    expect(filters.expiredCount).toBeGreaterThanOrEqual(5);

    expect((await list(`search=${mark}&category=all`)).pagination.totalItems).toBe(25);
    const bad = await t.call({ method: 'GET', url: '/api/inventory?category=Food', token: staff.token });
    expect([bad.statusCode, bad.json().message]).toEqual([400, M.inventoryCategoryFilterInvalid]);
  });

  it('lists every low-stock and every expired item, and the categories', async () => {
    const low = (await t.call({ method: 'GET', url: '/api/inventory/low-stock', token: staff.token })).json().data.items as InventoryItem[];
    expect(low.filter((i) => i.name.startsWith(mark))).toHaveLength(10);
    expect(low.every((i) => i.quantity <= i.minimumQuantity)).toBe(true);
    const expired = (await t.call({ method: 'GET', url: '/api/inventory/expired', token: staff.token })).json().data.items as InventoryItem[];
    expect(expired.filter((i) => i.name.startsWith(mark))).toHaveLength(5);
    const categories = (await t.call({ method: 'GET', url: '/api/inventory/categories', token: staff.token })).json().data;
    expect(categories.categories).toEqual([...INVENTORY_CATEGORIES]);
    expect(categories.units).toContain('piece');
  });
});

describe('the report (docs/domains/inventory.md#calls)', () => {
  it('answers every item as rows, and as inventory-report.csv with the columns, quoting and neutralised formulas', async () => {
    const sku = `AAA-REPORT-${Date.now()}`;
    await create({ sku, name: 'Filter, "large"', location: '=HYPERLINK("http://x")', supplier: '+1 555', description: 'multi\nline', expirationDate: '2027-01-31', unitCost: '3.5' });
    const json = await t.call({ method: 'GET', url: '/api/inventory/report', token: staff.token });
    expect(json.statusCode).toBe(200);
    const rows = json.json().data.rows as InventoryReportRow[];
    const [{ n }] = (await t.h.service.ctx.db('items').count({ n: '*' })) as [{ n: string }];
    expect(rows).toHaveLength(Number(n));
    expect(rows.find((r) => r.sku === sku)).toEqual({
      sku,
      name: 'Filter, "large"',
      category: 'Electrical',
      currentQuantity: 20,
      minimumQuantity: 5,
      unitCost: '3.50',
      unitPrice: '24.00',
      location: '=HYPERLINK("http://x")',
      supplier: '+1 555',
      expirationDate: '2027-01-31',
    });

    const csv = await t.call({ method: 'GET', url: '/api/inventory/report?format=csv', token: staff.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="inventory-report.csv"');
    expect(csv.body.split('\r\n')[0]).toBe(INVENTORY_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    const records = parse(csv.body, { relax_column_count: false }) as string[][];
    expect(records[0]).toEqual([...INVENTORY_CSV_COLUMNS]);
    expect(records).toHaveLength(Number(n) + 1);
    expect(records.find((r) => r[0] === sku)).toEqual([sku, 'Filter, "large"', 'Electrical', '20', '5', '3.50', '24.00', '\'=HYPERLINK("http://x")', "'+1 555", '2027-01-31']);
    expect(csv.body).toContain(`"${sku}","Filter, ""large""","Electrical",20,5,"3.50","24.00","'=HYPERLINK(""http://x"")","'+1 555","2027-01-31"\r\n`);

    const wrong = await t.call({ method: 'GET', url: '/api/inventory/report?format=xml', token: staff.token });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('the report’s CSV (docs/domains/inventory.md#decisions)', () => {
  it('quotes every text cell, so a spreadsheet that splits on semicolons finds no formula inside one', async () => {
    const sku = `AAA-SEMI-${Date.now()}`;
    await create({ sku, name: 'a;=1+1', supplier: '=1+1', location: null, expirationDate: null });
    const csv = (await t.call({ method: 'GET', url: '/api/inventory/report?format=csv', token: staff.token })).body;
    expect(csv.split('\r\n')).toContain(`"${sku}","a;=1+1","Electrical",20,5,"8.40","24.00","","'=1+1",""`);
  });
});

describe('the OpenAPI document (docs/domains/inventory.md#decisions)', () => {
  it('lists every call and says that writes take currentQuantity and unitCost while reads answer quantity and costPrice', async () => {
    const res = await t.call({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { description?: string; properties: Record<string, { description?: string }> } }> } }>> };
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/inventory',
        '/api/inventory/categories',
        '/api/inventory/summary',
        '/api/inventory/low-stock',
        '/api/inventory/expired',
        '/api/inventory/barcode/{barcode}',
        '/api/inventory/report',
        '/api/inventory/{id}',
        '/api/inventory/{id}/quantity',
        '/api/inventory/{id}/history',
        '/api/inventory/{id}/changes',
        '/api/inventory/{id}/expenses',
      ].sort(),
    );
    const form = doc.paths['/api/inventory']!.post!.requestBody!.content['application/json']!.schema;
    expect(form.description).toContain('currentQuantity and unitCost');
    expect(form.properties.currentQuantity!.description).toContain('read back as `quantity`');
    expect(form.properties.unitCost!.description).toContain('read back as `costPrice`');
  });
});
