import type { InvoiceSummary, QuoteSummary } from '@hvac/contracts/billing';
import { IDENTITY_EVENTS } from '@hvac/contracts/events';
import { eventually } from '@hvac/service-kit/testing';
import { startBilling, type TestBilling } from './helpers';

let t: TestBilling;
beforeAll(async () => {
  t = await startBilling({ DEMO_MODE: 'true' });
});
afterAll(() => t.close());

it('seeds the demo documents once the demo client arrives through the directory, and only once', async () => {
  expect(await t.h.service.ctx.db('quotes').count({ n: '*' })).toEqual([{ n: '0' }]);
  const admin = await t.user('admin', { email: 'admin@example.com' });
  const client = await t.user('client', { email: 'client@example.com', username: 'Chris Client' });

  const quotes = await eventually(async () => {
    const list = (await t.call({ method: 'GET', url: '/api/quotes', token: client.token })).json().data.quotes as QuoteSummary[];
    return list.length > 0 ? list : undefined;
  });
  // The seeded draft is the office's: the client's list leaves it out (docs/domains/billing.md).
  expect(quotes.map((q) => q.status).sort()).toEqual(['accepted_by_client', 'sent_to_client']);
  const all = (await t.call({ method: 'GET', url: '/api/quotes', token: admin.token })).json().data.quotes as QuoteSummary[];
  expect(all.map((q) => q.status).sort()).toEqual(['accepted_by_client', 'draft', 'sent_to_client']);
  expect(quotes.every((q) => q.client?.username === 'Chris Client')).toBe(true);
  const invoices = (await t.call({ method: 'GET', url: '/api/invoices', token: client.token })).json().data.invoices as InvoiceSummary[];
  expect(invoices.map((i) => i.status).sort()).toEqual(['overdue', 'paid', 'partially_paid', 'sent']);
  expect(invoices.find((i) => i.status === 'paid')).toMatchObject({ balanceDue: '0.00' });
  const estimates = (await t.call({ method: 'GET', url: '/api/estimates', token: client.token })).json().data.estimates;
  expect(estimates.map((e: { status: string }) => e.status)).toEqual(['sent_to_client']);

  // A sent quote the demo client can accept.
  const sent = quotes.find((q) => q.status === 'sent_to_client')!;
  expect((await t.call({ method: 'POST', url: `/api/quotes/${sent.id}/accept`, token: client.token })).statusCode).toBe(200);

  await t.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...client.user, username: 'Chris C.', version: client.user.version + 1 });
  await t.waitProjected(client.user.id, (r) => r.username === 'Chris C.');
  const after = (await t.call({ method: 'GET', url: '/api/quotes', token: client.token })).json().data.quotes as QuoteSummary[];
  expect(after).toHaveLength(quotes.length);
  expect(after.every((q) => q.client?.username === 'Chris C.')).toBe(true);
});
