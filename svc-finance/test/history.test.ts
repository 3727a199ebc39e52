import type { HistoryEntry } from '@hvac/contracts';
import { expenseBody, multipart, startFinance, type TestFinance, type TestUser } from './helpers';

let t: TestFinance;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let otherStaff: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await startFinance();
  admin = await t.user('admin');
  manager = await t.user('manager', { username: 'Mona Manager' });
  staff = await t.user('staff');
  otherStaff = await t.user('staff');
  client = await t.user('client');
});
afterAll(() => t.close());

const db = () => t.h.service.ctx.db;
const ok = async (res: Awaited<ReturnType<TestFinance['call']>>, status = 200) => {
  if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
};
const newExpense = async (who = staff): Promise<{ id: string }> =>
  (await ok(await t.call({ method: 'POST', url: '/api/expenses', token: who.token, payload: expenseBody() }), 201)).data.expense;
const history = (id: string, token = manager.token) => t.call({ method: 'GET', url: `/api/expenses/${id}/history`, token });
const entries = async (id: string, token = manager.token): Promise<HistoryEntry[]> => (await ok(await history(id, token))).data.history;

describe('an expense’s history (docs/domains/finance.md#history)', () => {
  it('records created, edited, approved and deleted with who did it and the fields changed', async () => {
    const e = await newExpense();
    await ok(await t.call({ method: 'PUT', url: `/api/expenses/${e.id}`, token: staff.token, payload: expenseBody({ title: 'Fuel, corrected', amount: 90 }) }));
    await ok(await t.call({ method: 'PUT', url: `/api/expenses/${e.id}/status`, token: manager.token, payload: { status: 'approved', note: 'Fine' } }));
    await ok(await t.call({ method: 'DELETE', url: `/api/expenses/${e.id}`, token: admin.token }));
    const h = await entries(e.id);
    expect(h.map((x) => [x.action, x.actorId, x.actorRole])).toEqual([
      ['deleted', admin.user.id, 'admin'],
      ['approved', manager.user.id, 'manager'],
      ['edited', staff.user.id, 'staff'],
      ['created', staff.user.id, 'staff'],
    ]);
    expect(h[1]).toMatchObject({ actorName: 'Mona Manager', changes: { status: ['pending', 'approved'], approvedByUserId: [null, manager.user.id], approvalNote: [null, 'Fine'] } });
    expect(h[2]!.changes).toEqual({ title: ['Fuel for van 2', 'Fuel, corrected'], amount: ['86.40', '90.00'] });
    expect(h[3]!.changes).toMatchObject({ title: [null, 'Fuel for van 2'], status: [null, 'pending'], expenseNumber: [null, expect.stringMatching(/^EXP-/)] });
  });

  it('speaks the API, not storage: fields as the expense’s answer names them, and the approver by name beside the id', async () => {
    const e = await newExpense();
    await ok(await t.call({ method: 'PUT', url: `/api/expenses/${e.id}`, token: admin.token, payload: expenseBody({ status: 'rejected', isReimbursable: true, projectId: 7 }) }));
    const h = await entries(e.id);
    const fields = h.flatMap((x) => Object.keys(x.changes));
    expect(fields).toEqual(expect.arrayContaining(['approvedByUserId', 'isReimbursable', 'projectId', 'paymentMethod', 'expenseDate', 'isTaxDeductible']));
    expect(fields.filter((f) => f.includes('_'))).toEqual([]);
    expect(h[0]).toMatchObject({ action: 'rejected', names: { [admin.user.id]: admin.user.username } });
    expect(h[1]!.names).toEqual({});
  });

  it('records a rejection', async () => {
    const e = await newExpense();
    await ok(await t.call({ method: 'PUT', url: `/api/expenses/${e.id}/status`, token: admin.token, payload: { status: 'rejected' } }));
    expect((await entries(e.id))[0]).toMatchObject({ action: 'rejected', changes: { status: ['pending', 'rejected'] } });
  });

  it('records a receipt added and removed by its file name', async () => {
    const e = await newExpense();
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
    const { receipt } = (await ok(await t.call({ method: 'POST', url: `/api/expenses/${e.id}/receipt`, token: staff.token, ...multipart(pdf, 'pump.pdf') }), 201)).data;
    const [added] = await entries(e.id);
    expect(added).toMatchObject({ action: 'edited', actorId: staff.user.id, changes: { receipt: [null, 'pump.pdf'], hasReceipt: [false, true], receiptUrl: [null, receipt.url] } });
    // The link reads as its file's name while the file is there.
    expect(added!.names).toEqual({ [receipt.url]: 'pump.pdf' });
    await ok(await t.call({ method: 'DELETE', url: receipt.url, token: manager.token }));
    const [removed] = await entries(e.id);
    expect(removed).toMatchObject({ action: 'edited', actorId: manager.user.id, changes: { receipt: ['pump.pdf', null], hasReceipt: [true, false], receiptUrl: [receipt.url, null] }, names: {} });
  });

  it('writes nothing when the decision fails after its history row: both are in one transaction', async () => {
    const e = await newExpense();
    await db().raw(`CREATE FUNCTION refuse_status_event() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF NEW.subject = 'hvac.finance.expense-status-changed' THEN RAISE EXCEPTION 'outbox refused'; END IF; RETURN NEW; END $$`);
    await db().raw('CREATE TRIGGER refuse_status_event BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_status_event()');
    try {
      expect((await t.call({ method: 'PUT', url: `/api/expenses/${e.id}/status`, token: manager.token, payload: { status: 'approved' } })).statusCode).toBe(500);
    } finally {
      await db().raw('DROP TRIGGER refuse_status_event ON outbox');
      await db().raw('DROP FUNCTION refuse_status_event()');
    }
    expect((await entries(e.id)).map((x) => x.action)).toEqual(['created']);
    expect((await db()('expenses').where({ id: e.id }).first()).status).toBe('pending');
  });

  it('is read by admin and manager for any expense, by staff only for their own, never by a client or anonymously', async () => {
    const e = await newExpense();
    for (const who of [admin, manager, staff]) expect((await history(e.id, who.token)).statusCode).toBe(200);
    expect((await history(e.id, otherStaff.token)).json()).toMatchObject({ code: 'expenseNotFound' });
    expect((await history(e.id, otherStaff.token)).statusCode).toBe(404);
    expect((await history(e.id, client.token)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/expenses/${e.id}/history` })).statusCode).toBe(401);
  });

  it('cannot be edited: no route writes it, and the table refuses UPDATE and DELETE', async () => {
    const e = await newExpense();
    for (const method of ['POST', 'PUT', 'DELETE'] as const) expect((await t.call({ method, url: `/api/expenses/${e.id}/history`, token: admin.token })).statusCode).toBe(404);
    await expect(db()('history').where({ entity_id: e.id }).update({ actor_id: null })).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(db()('history').where({ entity_id: e.id }).delete()).rejects.toThrow(/append-only: DELETE refused/);
    expect(await entries(e.id)).toHaveLength(1);
  });

  it('publishes the route in the OpenAPI document', async () => {
    expect((await t.call({ method: 'GET', url: '/openapi.json' })).json().paths['/api/expenses/{id}/history'].get).toBeDefined();
  });
});
