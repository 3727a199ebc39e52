import { EXPENSE_MESSAGES, type Expense } from '@hvac/contracts/finance';
import { expenseBody, startFinance, type TestFinance, type TestUser } from './helpers';

let t: TestFinance;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let otherStaff: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await startFinance();
  [admin, manager, staff, otherStaff, client] = await Promise.all([t.user('admin'), t.user('manager'), t.user('staff'), t.user('staff'), t.user('client')]);
});
afterAll(() => t.close());

const create = async (who: TestUser, overrides: Parameters<typeof expenseBody>[0] = {}): Promise<Expense> => {
  const res = await t.call({ method: 'POST', url: '/api/expenses', token: who.token, payload: expenseBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data.expense;
};
const list = (who: TestUser | null, query: string) => t.call({ method: 'GET', url: `/api/expenses?${query}`, ...(who ? { token: who.token } : {}) });
const numbers = async (who: TestUser, query: string): Promise<string[]> => {
  const res = await list(who, query);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data.expenses.map((e: Expense) => e.expenseNumber);
};

describe('GET /api/expenses?mine=true: the caller’s own expenses (docs/domains/finance.md#answers)', () => {
  it('answers each role who may create expenses with their own only: admin, manager and staff', async () => {
    const own = { admin: await create(admin), manager: await create(manager), staff: await create(staff), otherStaff: await create(otherStaff) };
    for (const [who, user] of [['admin', admin], ['manager', manager], ['staff', staff], ['otherStaff', otherStaff]] as const) {
      expect(await numbers(user, 'mine=true')).toEqual([own[who].expenseNumber]);
    }
  });

  it('keeps the list’s filters, order, pages and answer', async () => {
    const older = await create(staff, { title: 'Copper tubing', expenseDate: '2026-02-01', category: 'tools_supplies' });
    const newer = await create(staff, { title: 'Copper fittings', expenseDate: '2026-02-03', category: 'tools_supplies' });
    await create(staff, { title: 'Lunch', expenseDate: '2026-02-02', category: 'travel_meals' });
    await create(manager, { title: 'Copper for the office', expenseDate: '2026-02-02', category: 'tools_supplies' });
    const query = 'mine=true&searchTerm=copper&category=equipment&dateFrom=2026-02-01&dateTo=2026-02-28';
    expect(await numbers(staff, query)).toEqual([newer.expenseNumber, older.expenseNumber]);

    const first = (await list(staff, `${query}&limit=1`)).json();
    expect(first).toMatchObject({ status: 'success', data: { expenses: [{ id: newer.id, createdByUserId: staff.user.id }] } });
    expect(first.data.nextCursor).toEqual(expect.any(String));
    const second = (await list(staff, `${query}&limit=1&cursor=${first.data.nextCursor}`)).json();
    expect(second.data).toMatchObject({ expenses: [{ id: older.id }], nextCursor: null });
  });

  it('refuses a client, who cannot create expenses, with the list’s Access Denied words', async () => {
    const res = await list(client, 'mine=true');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: EXPENSE_MESSAGES.expenseAccessDenied, code: 'expenseAccessDenied' });
  });

  it('leaves the whole list as it was: staff without mine (or with mine=false) get the spec’s 403, a guest 401', async () => {
    for (const query of ['', 'mine=false']) {
      const res = await list(staff, query);
      expect([res.statusCode, res.json().code]).toEqual([403, 'expenseAccessDenied']);
    }
    expect((await list(null, 'mine=true')).statusCode).toBe(401);
    expect((await numbers(manager, 'mine=false')).length).toBeGreaterThan(1);
  });

  it('refuses a mine that is neither true nor false with a 400, never a 500', async () => {
    const res = await list(manager, 'mine=yes');
    expect(res.statusCode).toBe(400);
  });
});
