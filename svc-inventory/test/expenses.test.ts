import { randomUUID } from 'node:crypto';
import type { InventoryExpense, InventoryItem } from '@hvac/contracts/inventory';
import { FINANCE_EVENTS, type ExpenseEventData, type ExpenseStatusChangedData } from '@hvac/contracts/events';
import { eventually } from '@hvac/service-kit/testing';
import { itemBody, startInventory, type TestInventory, type TestUser } from './helpers';

/*
 * Related expenses (docs/domains/inventory.md#decisions): svc-finance is never started here. Its events are
 * published on hvac.finance.* exactly as its outbox sends them (contracts' finance/events.ts), and the
 * panel is answered from svc-inventory's own copy, so it answers whether svc-finance runs or not.
 */

let t: TestInventory;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let item: InventoryItem;

beforeAll(async () => {
  t = await startInventory();
  ({ admin, manager, staff } = await t.users());
  item = (await t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload: itemBody() })).json().data.item;
});
afterAll(() => t.close());

const expense = (overrides: Partial<ExpenseEventData> = {}): ExpenseEventData => ({
  id: randomUUID(),
  expenseNumber: `EXP-2026-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
  title: 'Capacitors, box of 10',
  amount: '84.00',
  category: 'materials_inventory',
  expenseDate: '2026-03-14',
  paymentMethod: 'credit_card',
  status: 'pending',
  isTaxDeductible: true,
  inventoryItemId: item.id,
  createdByUserId: staff.user.id,
  version: 1,
  ...overrides,
});

const related = async (id = item.id, token = staff.token): Promise<InventoryExpense[]> => {
  const res = await t.call({ method: 'GET', url: `/api/inventory/${id}/expenses`, token });
  expect(res.statusCode).toBe(200);
  return res.json().data.expenses;
};
const until = (check: (rows: InventoryExpense[]) => boolean, what: string) => eventually(async () => ((rows) => (check(rows) ? rows : undefined))(await related()), 15_000, what);

it('shows an expense that names the item, newest first, and follows its changes and deletion', async () => {
  const older = expense({ expenseDate: '2026-01-05', title: 'Older' });
  const newer = expense({ expenseDate: '2026-03-20', title: 'Newer' });
  await t.publishFinance(FINANCE_EVENTS.expenseCreated, older);
  await t.publishFinance(FINANCE_EVENTS.expenseCreated, newer);
  // An expense of no item is not kept.
  await t.publishFinance(FINANCE_EVENTS.expenseCreated, expense({ inventoryItemId: null, title: 'Fuel' }));
  const rows = await until((r) => r.length === 2, 'two related expenses');
  expect(rows).toEqual([
    { id: newer.id, expenseNumber: newer.expenseNumber, title: 'Newer', amount: '84.00', expenseDate: '2026-03-20', status: 'pending' },
    { id: older.id, expenseNumber: older.expenseNumber, title: 'Older', amount: '84.00', expenseDate: '2026-01-05', status: 'pending' },
  ]);

  const approved: ExpenseStatusChangedData = { ...newer, status: 'approved', version: 2, previousStatus: 'pending', changedByUserId: manager.user.id, note: 'ok' };
  await t.publishFinance(FINANCE_EVENTS.expenseUpdated, { ...newer, status: 'approved', version: 2 });
  await t.publishFinance(FINANCE_EVENTS.expenseStatusChanged, approved);
  await t.publishFinance(FINANCE_EVENTS.expenseUpdated, { ...older, amount: '90.50', title: 'Older, corrected', version: 2 });
  await until((r) => r[0]?.status === 'approved' && r[1]?.amount === '90.50', 'changes applied');
  expect((await related()).map((r) => r.title)).toEqual(['Newer', 'Older, corrected']);

  await t.publishFinance(FINANCE_EVENTS.expenseDeleted, { ...older, version: 3 });
  await until((r) => r.length === 1, 'deletion applied');
  // A late, older event does not bring the deleted expense back.
  await t.publishFinance(FINANCE_EVENTS.expenseUpdated, { ...older, version: 2, title: 'Stale' });
  const marker = expense({ title: 'Marker' });
  await t.publishFinance(FINANCE_EVENTS.expenseCreated, marker);
  await until((r) => r.some((x) => x.id === marker.id), 'marker applied');
  expect((await related()).map((r) => r.title).sort()).toEqual(['Marker', 'Newer']);
});

it('drops an expense that is moved to another item or unlinked', async () => {
  const other = (await t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload: itemBody() })).json().data.item as InventoryItem;
  const e = expense({ title: 'Moving' });
  await t.publishFinance(FINANCE_EVENTS.expenseCreated, e);
  await until((r) => r.some((x) => x.id === e.id), 'linked');
  await t.publishFinance(FINANCE_EVENTS.expenseUpdated, { ...e, inventoryItemId: other.id, version: 2 });
  await eventually(async () => ((await related(other.id)).some((x) => x.id === e.id) ? true : undefined), 15_000, 'moved');
  expect((await related()).some((x) => x.id === e.id)).toBe(false);
  await t.publishFinance(FINANCE_EVENTS.expenseUpdated, { ...e, inventoryItemId: null, version: 3 });
  await eventually(async () => ((await related(other.id)).some((x) => x.id === e.id) ? undefined : true), 15_000, 'unlinked');
});

it('applies each event once, even when it is delivered again (the inbox)', async () => {
  const e = expense({ title: 'Once' });
  const eventId = await t.publishFinance(FINANCE_EVENTS.expenseCreated, e);
  await until((r) => r.some((x) => x.id === e.id), 'applied');
  await t.publishFinance(FINANCE_EVENTS.expenseCreated, e, eventId);
  const marker = expense({ title: 'After the repeat' });
  await t.publishFinance(FINANCE_EVENTS.expenseCreated, marker);
  await until((r) => r.some((x) => x.id === marker.id), 'marker applied');
  const inbox = await t.h.service.ctx.db('inbox').where({ event_id: eventId });
  expect(inbox).toHaveLength(1);
  expect((await related()).filter((x) => x.id === e.id)).toHaveLength(1);
});

it('answers 404 for an unknown item and an empty list for an item without expenses', async () => {
  const res = await t.call({ method: 'GET', url: `/api/inventory/${randomUUID()}/expenses`, token: staff.token });
  expect([res.statusCode, res.json().message]).toEqual([404, 'Inventory item not found']);
  const lonely = (await t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload: itemBody() })).json().data.item as InventoryItem;
  expect(await related(lonely.id)).toEqual([]);
});

it('shows staff only the expenses they created, as svc-finance does; admin and manager see them all', async () => {
  const other = await t.user('staff');
  const shelf = (await t.call({ method: 'POST', url: '/api/inventory', token: manager.token, payload: itemBody() })).json().data.item as InventoryItem;
  const mine = expense({ inventoryItemId: shelf.id, title: 'Mine' });
  const theirs = expense({ inventoryItemId: shelf.id, title: 'Theirs', createdByUserId: other.user.id });
  await t.publishFinance(FINANCE_EVENTS.expenseCreated, mine);
  await t.publishFinance(FINANCE_EVENTS.expenseCreated, theirs);
  const titles = async (token: string) => (await related(shelf.id, token)).map((r) => r.title).sort();
  await eventually(async () => ((await titles(manager.token)).length === 2 ? true : undefined), 15_000, 'both applied');
  expect(await titles(staff.token)).toEqual(['Mine']);
  expect(await titles(other.token)).toEqual(['Theirs']);
  expect(await titles(manager.token)).toEqual(['Mine', 'Theirs']);
  expect(await titles(admin.token)).toEqual(['Mine', 'Theirs']);

  // A row projected before the creator was kept: nobody can tell whose it is, so staff do not see it until finance's next event about it says.
  await t.h.service.ctx.db('related_expenses').where({ id: mine.id }).update({ created_by: null });
  expect(await titles(staff.token)).toEqual([]);
  expect(await titles(manager.token)).toEqual(['Mine', 'Theirs']);
  await t.publishFinance(FINANCE_EVENTS.expenseUpdated, { ...mine, version: 2 });
  await eventually(async () => ((await titles(staff.token)).length === 1 ? true : undefined), 15_000, 'creator filled in again');
});
