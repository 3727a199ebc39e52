import { EXPENSE_STATUSES, type Expense } from '@hvac/contracts/finance';
import { IDENTITY_EVENTS } from '@hvac/contracts/events';
import { eventually } from '@hvac/service-kit/testing';
import { startFinance, type TestFinance } from './helpers';

let t: TestFinance;
beforeAll(async () => {
  t = await startFinance({ DEMO_MODE: 'true' });
});
afterAll(() => t.close());

it('seeds the demo expenses in every status once the demo staff and manager arrive, and only once', async () => {
  expect(await t.h.service.ctx.db('expenses').count({ n: '*' })).toEqual([{ n: '0' }]);
  const staff = await t.user('staff', { email: 'staff@example.com', username: 'Sam Staff' });
  const manager = await t.user('manager', { email: 'manager@example.com', username: 'Morgan Manager' });

  const list = await eventually(async () => {
    const expenses = (await t.call({ method: 'GET', url: '/api/expenses', token: manager.token })).json().data.expenses as Expense[];
    return expenses.length > 0 ? expenses : undefined;
  });
  expect(new Set(list.map((e) => e.status))).toEqual(new Set(EXPENSE_STATUSES));
  expect(list.every((e) => e.createdByUserId === staff.user.id && e.createdByUser?.firstName === 'Sam')).toBe(true);
  expect(list.filter((e) => e.status !== 'pending').every((e) => e.approvedByUser?.lastName === 'Manager')).toBe(true);

  await t.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...staff.user, username: 'Sam S.', version: staff.user.version + 1 });
  await t.waitProjected(staff.user.id, (r) => r.username === 'Sam S.');
  const after = (await t.call({ method: 'GET', url: '/api/expenses', token: manager.token })).json().data.expenses as Expense[];
  expect(after).toHaveLength(list.length);
  expect(after.every((e) => e.createdByUser?.lastName === 'S.')).toBe(true);
});
