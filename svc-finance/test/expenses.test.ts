import { EXPENSE_MESSAGES, EXPENSE_TEXTS } from '@hvac/contracts/finance';
import { expenseBody, startFinance, type TestFinance, type TestUser } from './helpers';

let t: TestFinance;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let staff2: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await startFinance();
  admin = await t.user('admin', { username: 'Ada Admin' });
  manager = await t.user('manager', { username: 'Maria de la Cruz' });
  staff = await t.user('staff', { username: 'Sam Staff' });
  staff2 = await t.user('staff');
  client = await t.user('client');
});
afterAll(() => t.close());

const create = async (who: TestUser, overrides = {}) => {
  const res = await t.call({ method: 'POST', url: '/api/expenses', token: who.token, payload: expenseBody(overrides) });
  expect(res.statusCode).toBe(201);
  return res.json().data.expense;
};

describe('creating and reading an expense (docs/domains/finance.md#calls)', () => {
  it('answers 201 with the stored expense: a server number, cents to two decimals, the defaults and the creator’s name', async () => {
    const res = await t.call({ method: 'POST', url: '/api/expenses', token: staff.token, payload: { title: '  Gauges ', amount: '249.5', category: 'tools_supplies', expenseDate: '2026-02-03' } });
    expect(res.statusCode).toBe(201);
    const e = res.json().data.expense;
    expect(e).toMatchObject({
      title: 'Gauges',
      amount: '249.50',
      category: 'tools_supplies',
      expenseDate: '2026-02-03',
      paymentMethod: 'cash',
      status: 'pending',
      isTaxDeductible: true,
      isReimbursable: false,
      hasReceipt: false,
      tags: [],
      documentUrls: [],
      projectId: null,
      inventoryItemId: null,
      createdByUserId: staff.user.id,
      createdByUser: { firstName: 'Sam', lastName: 'Staff' },
      approvedByUser: null,
      receipts: [],
    });
    expect(e.expenseNumber).toMatch(/^EXP-\d{4}-\d{6}$/);
    const got = await t.call({ method: 'GET', url: `/api/expenses/${e.id}`, token: staff.token });
    expect(got.json()).toEqual({ status: 'success', data: { expense: e } });
  });

  it('gives every expense its own number', async () => {
    const a = await create(staff);
    const b = await create(staff);
    expect(a.expenseNumber).not.toBe(b.expenseNumber);
  });

  it('stores empty tags and document URLs as null, trims tags, keeps a project and an inventory item', async () => {
    const item = '6f1f8a2e-3d7c-4c8e-9b1a-2f3e4d5c6b7a';
    const e = await create(manager, { tags: [' a ', 'b'], documentUrls: [], projectId: '42', inventoryItemId: item });
    expect(e).toMatchObject({ tags: ['a', 'b'], documentUrls: [], projectId: 42, inventoryItemId: item });
    const e2 = await create(manager, { tags: [], documentUrls: null });
    const rows = await t.h.service.ctx.db('expenses').whereIn('id', [e.id, e2.id]).select('id', 'tags', 'document_urls');
    expect(rows.find((r) => r.id === e2.id)).toMatchObject({ tags: null, document_urls: null });
    expect(rows.find((r) => r.id === e.id)).toMatchObject({ tags: ['a', 'b'], document_urls: null });
  });

  it('answers 404 "Expense not found" for an unknown id, and to staff for another’s expense', async () => {
    const res = await t.call({ method: 'GET', url: '/api/expenses/6f1f8a2e-3d7c-4c8e-9b1a-2f3e4d5c6b7a', token: admin.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Expense not found', code: 'expenseNotFound' });
    const mine = await create(staff);
    const other = await t.call({ method: 'GET', url: `/api/expenses/${mine.id}`, token: staff2.token });
    expect(other.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/expenses/${mine.id}`, token: manager.token })).statusCode).toBe(200);
  });

  it('needs a token: "Authentication required. Please log in."', async () => {
    const res = await t.call({ method: 'GET', url: '/api/expenses/categories' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(EXPENSE_TEXTS.authRequired);
  });

  it('answers both category lists, the payment methods and the statuses', async () => {
    const res = await t.call({ method: 'GET', url: '/api/expenses/categories', token: staff.token });
    const data = res.json().data;
    expect(data.categories).toHaveLength(20);
    expect(data.filterCategories).toHaveLength(14);
    expect(data.paymentMethods).toEqual(['cash', 'credit_card', 'debit_card', 'check', 'bank_transfer', 'other']);
    expect(data.statuses).toEqual(['pending', 'approved', 'rejected', 'paid', 'reimbursed']);
  });
});

describe('validation (docs/domains/finance.md#validation)', () => {
  const refused = async (payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST', url = '/api/expenses') => {
    const res = await t.call({ method, url, token: staff.token, payload });
    expect(res.statusCode).toBe(400);
    return res.json();
  };

  it.each([
    [{ title: '   ' }, 'Title is required', 'titleRequired'],
    [{ title: null }, 'Title is required', 'titleRequired'],
    [{ amount: 0 }, 'Amount must be greater than 0', 'amountPositive'],
    [{ amount: -5 }, 'Amount must be greater than 0', 'amountPositive'],
    [{ amount: 'abc' }, 'Amount must be greater than 0', 'amountPositive'],
    [{ amount: 1.234 }, EXPENSE_MESSAGES.expenseAmountDecimals, 'expenseAmountDecimals'],
    [{ amount: '1000000000000' }, EXPENSE_MESSAGES.expenseAmountTooLarge, 'expenseAmountTooLarge'],
    [{ category: '' }, 'Category is required', 'expenseCategoryRequired'],
    [{ category: 'fuel' }, EXPENSE_MESSAGES.expenseCategoryInvalid, 'expenseCategoryInvalid'],
    [{ expenseDate: '' }, 'Expense date is required', 'expenseDateRequired'],
    [{ expenseDate: '2026-02-30' }, EXPENSE_MESSAGES.expenseDateInvalid, 'expenseDateInvalid'],
    [{ paymentMethod: 'bitcoin' }, EXPENSE_MESSAGES.expensePaymentMethodInvalid, 'expensePaymentMethodInvalid'],
    [{ status: 'paid' }, 'Status must be one of: pending, approved, rejected.', 'expenseStatusInvalid'],
    [{ tags: ['a', ' a '] }, EXPENSE_MESSAGES.tagsInvalid, 'tagsInvalid'],
    [{ tags: ['  '] }, EXPENSE_MESSAGES.tagsInvalid, 'tagsInvalid'],
    [{ projectId: 'x1' }, EXPENSE_MESSAGES.projectIdInvalid, 'projectIdInvalid'],
    [{ inventoryItemId: 'not-a-uuid' }, EXPENSE_MESSAGES.inventoryItemIdInvalid, 'inventoryItemIdInvalid'],
  ])('refuses %j with its message', async (change, message, code) => {
    const body = await refused(expenseBody(change as object) as unknown as Record<string, unknown>);
    expect(body).toMatchObject({ message, code });
    expect(body.details.errors[0]).toMatchObject({ message, code });
  });

  it.each([
    ['title', 'Title is required', 'titleRequired'],
    ['amount', 'Amount must be greater than 0', 'amountPositive'],
    ['category', 'Category is required', 'expenseCategoryRequired'],
    ['expenseDate', 'Expense date is required', 'expenseDateRequired'],
  ])('refuses a body without %s in the form’s words', async (field, message, code) => {
    const body = expenseBody() as unknown as Record<string, unknown>;
    delete body[field];
    expect(await refused(body)).toMatchObject({ message, code });
  });

  it('checks an edit the same way', async () => {
    const e = await create(staff);
    expect(await refused(expenseBody({ title: '' }) as unknown as Record<string, unknown>, 'PUT', `/api/expenses/${e.id}`)).toMatchObject({ message: 'Title is required' });
    expect(await refused(expenseBody({ amount: 0 }) as unknown as Record<string, unknown>, 'PUT', `/api/expenses/${e.id}`)).toMatchObject({ message: 'Amount must be greater than 0' });
  });

  it('refuses bad list filters, ranges and cursors with a 400, never a 500', async () => {
    for (const q of ['status=open', 'category=cars', 'dateFrom=2026-13-01', 'dateFrom=2026-05-01&dateTo=2026-04-01', 'cursor=bm9wZQ', 'limit=0']) {
      const res = await t.call({ method: 'GET', url: `/api/expenses?${q}`, token: admin.token });
      expect([q, res.statusCode]).toEqual([q, 400]);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await t.call({ method: 'GET', url: '/api/expenses/summary?startDate=nope', token: admin.token })).json().code).toBe('expenseDateRangeInvalid');
    expect((await t.call({ method: 'GET', url: '/api/expenses/export?format=xlsx', token: admin.token })).json().code).toBe('expenseExportFormatInvalid');
  });
});

describe('roles and ownership (docs/domains/finance.md#roles)', () => {
  it('refuses a client who creates: 403 with a message', async () => {
    const res = await t.call({ method: 'POST', url: '/api/expenses', token: client.token, payload: expenseBody() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: EXPENSE_MESSAGES.expenseCreateForbidden, code: 'expenseCreateForbidden' });
  });

  it('keeps the list, summary and export to admin and manager, in the Access Denied words', async () => {
    for (const url of ['/api/expenses', '/api/expenses/summary', '/api/expenses/export?format=csv']) {
      for (const who of [staff, client]) {
        const res = await t.call({ method: 'GET', url, token: who.token });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: "Access Denied: You don't have permission to access expense management.", code: 'expenseAccessDenied' });
      }
    }
    expect((await t.call({ method: 'GET', url: '/api/expenses', token: manager.token })).statusCode).toBe(200);
  });

  it('refuses staff who approve or reject: "You do not have permission to approve/reject expenses"', async () => {
    const e = await create(staff);
    for (const status of ['approved', 'rejected']) {
      const res = await t.call({ method: 'PUT', url: `/api/expenses/${e.id}/status`, token: staff.token, payload: { status } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have permission to approve/reject expenses', code: 'approveForbidden' });
    }
  });

  it('lets staff edit their own pending expense, and refuses another’s, an approved one and a status change', async () => {
    const mine = await create(staff);
    const ok = await t.call({ method: 'PUT', url: `/api/expenses/${mine.id}`, token: staff.token, payload: expenseBody({ title: 'Fuel, corrected', amount: 90 }) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.expense).toMatchObject({ title: 'Fuel, corrected', amount: '90.00', status: 'pending' });
    // Sending back the status it already has is not a change.
    expect((await t.call({ method: 'PUT', url: `/api/expenses/${mine.id}`, token: staff.token, payload: expenseBody({ status: 'pending' }) })).statusCode).toBe(200);

    const theirs = await t.call({ method: 'PUT', url: `/api/expenses/${mine.id}`, token: staff2.token, payload: expenseBody() });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ message: EXPENSE_MESSAGES.expenseEditForbidden, code: 'expenseEditForbidden' });

    const status = await t.call({ method: 'PUT', url: `/api/expenses/${mine.id}`, token: staff.token, payload: expenseBody({ status: 'approved' }) });
    expect(status.statusCode).toBe(403);
    expect(status.json()).toEqual({ message: EXPENSE_MESSAGES.expenseStatusForbidden, code: 'expenseStatusForbidden' });
    expect((await t.call({ method: 'GET', url: `/api/expenses/${mine.id}`, token: staff.token })).json().data.expense.status).toBe('pending');

    const created = await t.call({ method: 'POST', url: '/api/expenses', token: staff.token, payload: expenseBody({ status: 'approved' }) });
    expect(created.statusCode).toBe(403);
    expect(created.json().code).toBe('expenseStatusForbidden');

    await t.call({ method: 'PUT', url: `/api/expenses/${mine.id}/status`, token: manager.token, payload: { status: 'approved' } });
    const approved = await t.call({ method: 'PUT', url: `/api/expenses/${mine.id}`, token: staff.token, payload: expenseBody() });
    expect(approved.statusCode).toBe(403);
    expect(approved.json()).toEqual({ message: EXPENSE_MESSAGES.expenseEditNotPending, code: 'expenseEditNotPending' });
  });

  it('lets admin and manager edit any expense and set any of the five statuses', async () => {
    const e = await create(staff);
    for (const [who, status] of [[admin, 'paid'], [manager, 'reimbursed'], [admin, 'pending'], [manager, 'rejected']] as const) {
      const res = await t.call({ method: 'PUT', url: `/api/expenses/${e.id}`, token: who.token, payload: expenseBody({ status }) });
      expect([status, res.statusCode]).toEqual([status, 200]);
      expect(res.json().data.expense.status).toBe(status);
    }
    const last = (await t.call({ method: 'GET', url: `/api/expenses/${e.id}`, token: admin.token })).json().data.expense;
    expect(last).toMatchObject({ approvedByUserId: manager.user.id, approvedByUser: { firstName: 'Maria', lastName: 'de la Cruz' } });
  });

  it('deletes for admin and manager only, answering the expense as it was', async () => {
    const e = await create(staff);
    const refused = await t.call({ method: 'DELETE', url: `/api/expenses/${e.id}`, token: staff.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('expenseDeleteForbidden');
    const res = await t.call({ method: 'DELETE', url: `/api/expenses/${e.id}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.expense.id).toBe(e.id);
    expect((await t.call({ method: 'GET', url: `/api/expenses/${e.id}`, token: admin.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/expenses/${e.id}`, token: admin.token })).statusCode).toBe(404);
  });
});

describe('approve and reject (docs/domains/finance.md#statuses)', () => {
  it('moves a pending expense to approved with the approver, time and note', async () => {
    const e = await create(staff);
    const res = await t.call({ method: 'PUT', url: `/api/expenses/${e.id}/status`, token: manager.token, payload: { status: 'approved', note: ' Looks right ' } });
    expect(res.statusCode).toBe(200);
    const got = res.json().data.expense;
    expect(got).toMatchObject({ status: 'approved', approvedByUserId: manager.user.id, approvedByUser: { firstName: 'Maria', lastName: 'de la Cruz' }, approvalNote: 'Looks right' });
    expect(Date.parse(got.approvedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('rejects, and answers 409 for anything not pending', async () => {
    const e = await create(staff);
    expect((await t.call({ method: 'PUT', url: `/api/expenses/${e.id}/status`, token: admin.token, payload: { status: 'rejected' } })).json().data.expense.status).toBe('rejected');
    for (const status of ['approved', 'rejected']) {
      const res = await t.call({ method: 'PUT', url: `/api/expenses/${e.id}/status`, token: admin.token, payload: { status } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: EXPENSE_MESSAGES.expenseNotPending, code: 'expenseNotPending' });
    }
  });

  it('refuses another target status with a 400', async () => {
    const e = await create(staff);
    const res = await t.call({ method: 'PUT', url: `/api/expenses/${e.id}/status`, token: admin.token, payload: { status: 'paid' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('the list (docs/domains/finance.md#calls)', () => {
  it('filters by category, status, dates and search, newest first, in pages with a cursor', async () => {
    const tag = `t${Date.now()}`;
    const made = [];
    for (let i = 1; i <= 5; i += 1) made.push(await create(staff, { title: `Filter ${tag} ${i}`, expenseDate: `2025-06-0${i}`, category: i % 2 ? 'utilities' : 'insurance' }));
    const page = async (q: string) => (await t.call({ method: 'GET', url: `/api/expenses?searchTerm=${tag}&${q}`, token: admin.token })).json().data;
    expect((await page('')).expenses.map((e: { title: string }) => e.title)).toEqual([5, 4, 3, 2, 1].map((i) => `Filter ${tag} ${i}`));
    expect((await page('category=insurance')).expenses).toHaveLength(2);
    expect((await page('dateFrom=2025-06-02&dateTo=2025-06-04')).expenses).toHaveLength(3);
    expect((await page('status=approved')).expenses).toHaveLength(0);
    expect((await page('status=all&category=all')).expenses).toHaveLength(5);
    const first = await page('limit=2');
    expect(first.expenses).toHaveLength(2);
    const second = await page(`limit=2&cursor=${first.nextCursor}`);
    const third = await page(`limit=2&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    expect([...first.expenses, ...second.expenses, ...third.expenses].map((e: { id: string }) => e.id)).toEqual([...made].reverse().map((e) => e.id));
  });

  it('expands a filter entry to the stored categories it covers: Travel, Software and Training find what their names say', async () => {
    const tag = `c${Date.now()}`;
    const made: Record<string, string> = {};
    for (const category of ['travel_meals', 'software_subscriptions', 'training_education', 'vehicle_expenses', 'bank_fees', 'utilities']) {
      made[category] = (await create(staff, { title: `Category ${tag} ${category}`, category })).id;
    }
    const found = async (category: string) =>
      (await t.call({ method: 'GET', url: `/api/expenses?searchTerm=${tag}&category=${category}`, token: admin.token })).json().data.expenses.map((e: { id: string }) => e.id).sort();
    const ids = (...categories: string[]) => categories.map((c) => made[c]).sort();
    expect(await found('travel')).toEqual(ids('travel_meals'));
    expect(await found('meals')).toEqual(ids('travel_meals'));
    expect(await found('software')).toEqual(ids('software_subscriptions'));
    expect(await found('training')).toEqual(ids('training_education'));
    expect(await found('fuel')).toEqual(ids('vehicle_expenses'));
    expect(await found('other')).toEqual(ids('bank_fees'));
    // A stored key still matches itself alone; the export reads the filter the same way.
    expect(await found('travel_meals')).toEqual(ids('travel_meals'));
    const csv = (await t.call({ method: 'GET', url: `/api/expenses/export?year=2026&searchTerm=${tag}&category=software`, token: admin.token })).payload;
    expect(csv).toContain(`Category ${tag} software_subscriptions`);
    expect(csv).not.toContain(`Category ${tag} utilities`);
  });

  it('searches the number, vendor and tags too, treating % and _ as letters', async () => {
    const e = await create(staff, { vendor: `Vendor_${Date.now()}`, tags: ['needle-in-haystack'] });
    const find = async (term: string) => (await t.call({ method: 'GET', url: `/api/expenses?searchTerm=${encodeURIComponent(term)}`, token: admin.token })).json().data.expenses.map((x: { id: string }) => x.id);
    expect(await find(e.expenseNumber)).toContain(e.id);
    expect(await find(e.vendor.toUpperCase())).toContain(e.id);
    expect(await find('NEEDLE-in')).toContain(e.id);
    expect(await find('%')).toEqual([]);
  });
});
