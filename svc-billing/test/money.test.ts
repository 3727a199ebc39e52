import { invoiceBody, quoteBody, startBilling, type TestBilling, type TestUser } from './helpers';

let t: TestBilling;
let staff: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await startBilling();
  staff = await t.user('staff');
  client = await t.user('client');
});
afterAll(() => t.close());

const quoteWith = async (overrides: object) => {
  const res = await t.call({ method: 'POST', url: '/api/quotes', token: staff.token, payload: { ...quoteBody(client.user.id), ...overrides } });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data.quote;
};

describe('the server’s figures (docs/domains/billing.md#calculations)', () => {
  it('1.5 × 99 is 148.50, taxed at 8.25 % to 12.25', async () => {
    expect(await quoteWith({ lineItems: [{ description: 'Refrigerant', quantity: 1.5, unitPrice: 99 }] })).toMatchObject({
      lineItems: [{ quantity: 1.5, unitPrice: '99.00', total: '148.50' }],
      subTotal: '148.50',
      taxRate: 0.0825,
      taxAmount: '12.25',
      totalAmount: '160.75',
    });
  });

  it('0.0825 on 449.50 is 37.08', async () => {
    expect(await quoteWith({ taxRate: '0.0825', lineItems: [{ description: 'Condenser fan motor', quantity: '1', unitPrice: '449.50' }] })).toMatchObject({
      subTotal: '449.50',
      taxAmount: '37.08',
      totalAmount: '486.58',
    });
  });

  it('adds a hundred 0.01 lines to exactly 1.00', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({ description: `Washer ${i}`, quantity: 1, unitPrice: 0.01 }));
    expect(await quoteWith({ taxRate: 0, lineItems: lines })).toMatchObject({ subTotal: '1.00', taxAmount: '0.00', totalAmount: '1.00' });
  });

  it('rounds a tax of exactly half a cent up (0.10 × 0.05 = 0.005 → 0.01) and a hair under it down', async () => {
    expect(await quoteWith({ taxRate: 0.05, lineItems: [{ description: 'Screw', quantity: 1, unitPrice: 0.1 }] })).toMatchObject({ taxAmount: '0.01', totalAmount: '0.11' });
    expect(await quoteWith({ taxRate: 0.05, lineItems: [{ description: 'Screw', quantity: 1, unitPrice: 0.09 }] })).toMatchObject({ taxAmount: '0.00', totalAmount: '0.09' });
    expect(await quoteWith({ taxRate: 0.01, lineItems: [{ description: 'Filter', quantity: 1, unitPrice: 100.5 }] })).toMatchObject({ taxAmount: '1.01' });
  });

  it('ignores the totals a client sends and stores its own', async () => {
    const q = await quoteWith({
      lineItems: [{ description: 'Thermostat', quantity: 2, unitPrice: 10, total: 999 }],
      taxRate: 0.1,
      subTotal: '5.00',
      taxAmount: '1.00',
      totalAmount: '6.00',
    });
    expect(q).toMatchObject({ lineItems: [{ total: '20.00' }], subTotal: '20.00', taxAmount: '2.00', totalAmount: '22.00' });
    const row = await t.h.service.ctx.db('quotes').where({ id: q.id }).first();
    expect([row.sub_total, row.tax_amount, row.total_amount, row.tax_rate]).toEqual(['20.00', '2.00', '22.00', '0.1000']);
  });

  it('takes a rate a browser worked out as percent / 100 (2.9 / 100 = 0.028999999999999998) as 0.0290', async () => {
    expect(await quoteWith({ taxRate: 2.9 / 100, lineItems: [{ description: 'Labour', quantity: 1, unitPrice: 100 }] })).toMatchObject({ taxRate: 0.029, taxAmount: '2.90' });
  });

  it('refuses quantities and prices with more than two decimals, in the form’s words, and rates outside 0–1', async () => {
    const fine = quoteBody(client.user.id);
    for (const line of [{ quantity: '1.005', unitPrice: 1 }, { quantity: 1, unitPrice: '10.005' }, { quantity: 1, unitPrice: 10.005 }]) {
      const third = await t.call({ method: 'POST', url: '/api/quotes', token: staff.token, payload: { ...fine, lineItems: [{ description: 'Pipe', ...line }] } });
      expect([line, third.statusCode, third.json()]).toEqual([line, 400, expect.objectContaining({ code: 'lineItemsDecimals', message: 'Unit prices and quantities can have at most two decimals.' })]);
    }
    for (const taxRate of [1.5, -0.01, 'abc']) {
      const res = await t.call({ method: 'POST', url: '/api/quotes', token: staff.token, payload: { ...fine, taxRate } });
      expect([taxRate, res.statusCode, res.json().code]).toEqual([taxRate, 400, 'taxRateInvalid']);
    }
  });

  it('keeps the invoice’s balance in cents: 99.00 less 60.00 is 39.00', async () => {
    const res = await t.call({ method: 'POST', url: '/api/invoices', token: staff.token, payload: invoiceBody(client.user.id, { taxRate: 0, lineItems: [{ description: 'Service call', quantity: 1, unitPrice: 99 }] }) });
    const invoice = res.json().data.invoice;
    const paid = await t.call({ method: 'POST', url: `/api/invoices/${invoice.id}/payments`, token: staff.token, payload: { amount: 60, paymentDate: invoice.invoiceDate } });
    expect(paid.json().data.invoice).toMatchObject({ amountPaid: '60.00', balanceDue: '39.00', status: 'partially_paid' });
  });
});
