import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Value } from 'typebox/value';
import { FINANCE_EVENTS } from '@hvac/contracts/events';
import { eventually, streamEvents } from '@hvac/service-kit/testing';
import { expenseBody, multipart, startFinance, type TestFinance, type TestUser } from './helpers';

let t: TestFinance;
let nc: NatsConnection;
let staff: TestUser;
let manager: TestUser;

beforeAll(async () => {
  t = await startFinance();
  nc = await connect(t.h.nats.clientOptions());
  staff = await t.user('staff');
  manager = await t.user('manager');
});
afterAll(async () => {
  await nc.close();
  await t.close();
});

const financeEvents = () => streamEvents(nc, 'finance');

it('publishes each change’s event once on hvac.finance.*, shaped as the contracts say (docs/domains/finance.md#events)', async () => {
  const item = '6f1f8a2e-3d7c-4c8e-9b1a-2f3e4d5c6b7a';
  const e = (await t.call({ method: 'POST', url: '/api/expenses', token: staff.token, payload: expenseBody({ inventoryItemId: item, isTaxDeductible: false }) })).json().data.expense;
  expect(e.isTaxDeductible).toBe(false);
  await t.call({ method: 'PUT', url: `/api/expenses/${e.id}`, token: staff.token, payload: expenseBody({ inventoryItemId: item, amount: '99.95', isTaxDeductible: false }) });
  await t.call({ method: 'POST', url: `/api/expenses/${e.id}/receipt`, token: staff.token, ...multipart(Buffer.from('%PDF-1.4\n%%EOF\n'), 'r.pdf') });
  await t.call({ method: 'PUT', url: `/api/expenses/${e.id}/status`, token: manager.token, payload: { status: 'approved', note: 'ok' } });
  await t.call({ method: 'PUT', url: `/api/expenses/${e.id}`, token: manager.token, payload: expenseBody({ inventoryItemId: item, amount: '99.95', isTaxDeductible: false, status: 'paid' }) });
  await t.call({ method: 'DELETE', url: `/api/expenses/${e.id}`, token: manager.token });

  await eventually(async () => {
    const [{ n }] = (await t.h.service.ctx.db('outbox').whereNull('published_at').count({ n: '*' })) as [{ n: string }];
    return Number(n) === 0 ? true : undefined;
  }, 15_000, 'outbox drained');
  const about = (await financeEvents()).filter((x) => x.envelope.data.id === e.id);
  const { expenseCreated, expenseUpdated, expenseStatusChanged, expenseDeleted } = FINANCE_EVENTS;
  expect(about.map((x) => x.subject)).toEqual([expenseCreated, expenseUpdated, expenseUpdated, expenseStatusChanged, expenseUpdated, expenseStatusChanged, expenseDeleted].map((c) => c.subject));
  expect(new Set(about.map((x) => x.envelope.id)).size).toBe(about.length);
  for (const { subject, envelope } of about) {
    const contract = Object.values(FINANCE_EVENTS).find((c) => c.subject === subject)!;
    expect([subject, Value.Check(contract.data, envelope.data)]).toEqual([subject, true]);
    expect(envelope.source).toBe('svc-finance');
  }
  expect(about.map((x) => x.envelope.data.version)).toEqual([1, 2, 3, 4, 5, 5, 6]);
  expect(about[0]!.envelope.data).toMatchObject({ amount: '86.40', category: 'vehicle_expenses', expenseDate: '2026-03-14', status: 'pending', isTaxDeductible: false, inventoryItemId: item });
  expect(about[3]!.envelope.data).toMatchObject({ status: 'approved', previousStatus: 'pending', changedByUserId: manager.user.id, note: 'ok' });
  expect(about[5]!.envelope.data).toMatchObject({ status: 'paid', previousStatus: 'approved', note: null });
  expect(about[6]!.envelope.data).toMatchObject({ status: 'paid', amount: '99.95' });
});
