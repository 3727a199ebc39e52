import { calendarDate, type FieldError } from '@hvac/contracts';
import { BILLING_MESSAGES, DEFAULT_PAYMENT_METHOD, DEFAULT_TAX_RATE, INCLUDE_IN_TAX_REPORT_DEFAULT, NEW_LINE_ITEM, PAYMENT_METHODS, billingMessage, defaultDocumentNumber, paymentDateError, validateDocument, validatePayment } from '@hvac/contracts/billing';
import { BILLING_EVENTS } from '../src/events-index';

const codes = (errors: FieldError[]) => errors.map((e) => [e.field, e.code]);

describe('billing texts (docs/domains/billing.md#validation, docs/domains/billing.md#roles)', () => {
  it('holds the texts the requirements give, letter by letter', () => {
    expect(BILLING_MESSAGES).toMatchObject({
      clientRequired: 'Please select a client.',
      lineItemsPositive: 'Please ensure all line items have a description, and positive quantity and unit price.',
      lineItemsQuantity: 'Please ensure all line items have a description and positive quantity.',
      lineItemsNonNegative: 'Please ensure all line items have a description, positive quantity and non-negative unit price.',
      dueDateRequired: 'Due date is required.',
      paymentAmountInvalid: 'Please enter a valid payment amount.',
      acceptClientOnly: 'Only clients can accept quotes.',
      rejectClientOnly: 'Only clients can reject quotes.',
      convertForbidden: 'You do not have permission to convert quotes to invoices.',
      quoteNotFound: 'Quote not found',
      invoiceNotFound: 'Invoice not found',
      quoteNumberTaken: 'Quote number already exists.',
      estimateNumberTaken: 'Estimate number already exists.',
      invoiceNumberTaken: 'Invoice number already exists.',
    });
  });

  it('fills a text’s slots', () => {
    expect(billingMessage('paymentExceedsBalance', { balance: '$39.00' })).toBe('The payment cannot be more than the balance due of $39.00.');
    expect(billingMessage('statusInvalid', { statuses: 'draft, sent_to_client' })).toBe('Status must be one of: draft, sent_to_client.');
  });
});

describe('billing constants (docs/domains/billing.md#constants)', () => {
  it('holds the defaults of the forms', () => {
    expect(DEFAULT_TAX_RATE).toBe(0.0825);
    expect(NEW_LINE_ITEM).toEqual({ quantity: 1, unitPrice: 0, total: 0 });
    expect(PAYMENT_METHODS).toEqual(['Credit Card', 'Cash', 'Check', 'Bank Transfer', 'Other']);
    expect(DEFAULT_PAYMENT_METHOD).toBe('Credit Card');
    expect(INCLUDE_IN_TAX_REPORT_DEFAULT).toBe(true);
    const now = new Date(1_760_000_000_000);
    expect([defaultDocumentNumber('quote', now), defaultDocumentNumber('estimate', now), defaultDocumentNumber('invoice', now)]).toEqual([
      'QOT-1760000000000',
      'EST-1760000000000',
      'INV-1760000000000',
    ]);
  });

  it('names the events on hvac.billing (docs/domains/billing.md#events)', () => {
    expect(Object.values(BILLING_EVENTS).map((event) => event.type)).toEqual(['quote-sent', 'quote-accepted', 'quote-rejected', 'quote-converted', 'invoice-created', 'payment-recorded', 'invoice-paid']);
    expect(BILLING_EVENTS.quoteAccepted.subject).toBe('hvac.billing.quote-accepted');
  });
});

describe('calendar dates', () => {
  it('reads a day or an ISO time in UTC, and nothing else', () => {
    expect(calendarDate('2026-03-01')).toBe('2026-03-01');
    expect(calendarDate('2026-03-01T00:00:00.000Z')).toBe('2026-03-01');
    expect(calendarDate('2026-02-28T23:30:00-06:00')).toBe('2026-03-01');
    for (const bad of ['2026-02-30', '03/01/2026', 'tomorrow', '', null, undefined]) expect(calendarDate(bad)).toBeNull();
  });

  it('reads an ISO time that names no instant as no day, not as an error (found by proof’s fuzzing: a 500 on every form with a date)', () => {
    for (const bad of ['2026-11-26T25:61:00Z', '2026-11-26T24:00:01Z', '2026-11-26T::Z', '2026-11-26T99Z']) expect(calendarDate(bad)).toBeNull();
  });
});

describe('validateDocument', () => {
  const line = { description: 'Capacitor', quantity: 1, unitPrice: '45.00' };
  const quote = { clientId: '3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5b', number: 'QOT-1', date: '2026-03-01', lineItems: [line] };

  it('passes a complete quote and gives the server’s figures, with the default rate', () => {
    const { errors, figures } = validateDocument('quote', 'create', { ...quote, lineItems: [{ ...line, quantity: '1.5', unitPrice: 99 }] });
    expect(errors).toEqual([]);
    expect(figures).toEqual({ lines: [{ description: 'Capacitor', quantity: 150, unitPrice: 9900 }], taxRate: 825, lineTotals: [14850], subTotal: 14850, taxAmount: 1225, totalAmount: 16075 });
  });

  it('lists every failure in the form’s order', () => {
    const { errors } = validateDocument('invoice', 'create', { clientId: ' ', number: '', date: 'soon', lineItems: [], taxRate: '2', status: 'lost' });
    expect(codes(errors)).toEqual([
      ['clientId', 'clientRequired'],
      ['invoiceNumber', 'invoiceNumberRequired'],
      ['invoiceDate', 'dateInvalid'],
      ['dueDate', 'dueDateRequired'],
      ['lineItems', 'lineItemsQuantity'],
      ['taxRate', 'taxRateInvalid'],
      ['status', 'statusInvalid'],
    ]);
    expect(errors[6]!.message).toBe('Status must be one of: draft, sent, paid, partially_paid, overdue, void.');
  });

  it('applies each form’s line rule with its own message', () => {
    const zero = [{ description: 'Inspection', quantity: 1, unitPrice: 0 }];
    const negative = [{ description: 'Credit', quantity: 1, unitPrice: -5 }];
    const noQuantity = [{ description: 'Filter', quantity: 0, unitPrice: 10 }];
    const blank = [{ description: ' ', quantity: 1, unitPrice: 10 }];
    const outcome = (kind: 'quote' | 'estimate' | 'invoice', mode: 'create' | 'edit', lineItems: object[]) =>
      validateDocument(kind, mode, { ...quote, dueDate: '2026-04-01', lineItems }).errors.map((e) => e.code)[0] ?? 'ok';
    expect([zero, negative, noQuantity, blank].map((l) => outcome('estimate', 'create', l))).toEqual(['lineItemsPositive', 'lineItemsPositive', 'lineItemsPositive', 'lineItemsPositive']);
    expect([zero, negative, noQuantity, blank].map((l) => outcome('estimate', 'edit', l))).toEqual(['ok', 'lineItemsQuantity', 'lineItemsQuantity', 'lineItemsQuantity']);
    expect([zero, negative, noQuantity, blank].map((l) => outcome('quote', 'create', l))).toEqual(['ok', 'lineItemsNonNegative', 'lineItemsNonNegative', 'lineItemsNonNegative']);
    expect([zero, negative, noQuantity, blank].map((l) => outcome('invoice', 'create', l))).toEqual(['ok', 'lineItemsQuantity', 'lineItemsQuantity', 'lineItemsQuantity']);
    expect(outcome('quote', 'create', [{ description: 'Duct', quantity: '0.00', unitPrice: 1 }])).toBe('lineItemsNonNegative');
  });

  it('says a price or quantity with a third decimal has at most two, on every form, rather than calling it negative', () => {
    const refused = (kind: 'quote' | 'estimate' | 'invoice', mode: 'create' | 'edit', unitPrice: string | number, quantity: string | number = 1) =>
      validateDocument(kind, mode, { ...quote, dueDate: '2026-04-01', lineItems: [{ description: 'Filter', quantity, unitPrice }] }).errors;
    for (const [kind, mode] of [['quote', 'create'], ['quote', 'edit'], ['estimate', 'create'], ['estimate', 'edit'], ['invoice', 'create'], ['invoice', 'edit']] as const) {
      expect([kind, mode, codes(refused(kind, mode, '10.005'))]).toEqual([kind, mode, [['lineItems', 'lineItemsDecimals']]]);
    }
    expect(refused('quote', 'create', 10.005)[0]!.message).toBe('Unit prices and quantities can have at most two decimals.');
    expect(codes(refused('quote', 'create', 5, '0.001'))).toEqual([['lineItems', 'lineItemsDecimals']]);
    expect(codes(refused('quote', 'create', '-5'))).toEqual([['lineItems', 'lineItemsNonNegative']]);
    expect(codes(refused('quote', 'create', 'ten'))).toEqual([['lineItems', 'lineItemsNonNegative']]);
  });

  it('takes draft or sent_to_client on create, and on edit any stored status (the transitions are the server’s)', () => {
    const status = (kind: 'quote' | 'estimate', mode: 'create' | 'edit', s: string) => validateDocument(kind, mode, { ...quote, status: s }).errors.length === 0;
    expect(status('quote', 'create', 'accepted_by_client')).toBe(false);
    expect(status('quote', 'edit', 'archived')).toBe(true);
    expect(status('estimate', 'create', 'sent_to_client')).toBe(true);
    expect(status('estimate', 'edit', 'invoiced')).toBe(true);
    expect(status('estimate', 'edit', 'expired')).toBe(true);
    expect(status('estimate', 'edit', 'Sent')).toBe(false);
  });

  it('refuses a total past what the columns hold', () => {
    const huge = Array.from({ length: 100 }, () => ({ description: 'Chiller', quantity: '99999.99', unitPrice: '9999999.99' }));
    expect(codes(validateDocument('quote', 'create', { ...quote, lineItems: huge }).errors)).toEqual([['lineItems', 'amountTooLarge']]);
  });
});

describe('validatePayment', () => {
  it('takes an amount above 0, a date and a method (Credit Card by default)', () => {
    expect(validatePayment({ amount: '60', paymentDate: '2026-03-01' })).toEqual({ errors: [], amount: 6000, paymentDate: '2026-03-01', paymentMethod: 'Credit Card' });
    expect(codes(validatePayment({ amount: 0, paymentDate: '', paymentMethod: 'Bitcoin' }).errors)).toEqual([
      ['amount', 'paymentAmountInvalid'],
      ['paymentDate', 'paymentDateRequired'],
      ['paymentMethod', 'paymentMethodInvalid'],
    ]);
    for (const amount of [-1, 'abc', '1.005', null]) expect(validatePayment({ amount, paymentDate: '2026-03-01' }).errors[0]!.message).toBe('Please enter a valid payment amount.');
  });

  it('judges the date against its invoice when told it: a year before the invoice date at most, tomorrow at the latest', () => {
    const dating = { invoiceDate: '2026-03-01', today: '2026-11-27' };
    const dated = (paymentDate: string) => codes(validatePayment({ amount: '1', paymentDate }, dating).errors);
    for (const day of ['2025-03-01', '2026-03-01', '2026-11-28']) expect([day, dated(day)]).toEqual([day, []]);
    for (const day of ['1900-01-01', '2025-02-28', '2026-11-29', '2999-12-31']) expect([day, dated(day)]).toEqual([day, [['paymentDate', 'paymentDateOutOfRange']]]);
    expect(validatePayment({ amount: '1', paymentDate: '1900-01-01' }).errors).toEqual([]);
    expect(paymentDateError('2999-12-31', dating)?.message).toBe('The payment date must be no more than a year before the invoice date and no later than tomorrow.');
  });
});
