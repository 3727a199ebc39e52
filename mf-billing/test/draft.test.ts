import { computeTotals, parseCents, parseQuantity } from '@hvac/contracts';
import { draftBody, draftErrors, draftTotals, linesFrom, newLine, rateText, type DocumentDraft } from '../src/shared/draft';

const draft = (patch: Partial<DocumentDraft> = {}): DocumentDraft => ({
  clientId: '00000000-0000-4000-8000-00000000000d',
  number: 'QOT-1',
  date: '2026-03-01',
  endDate: '',
  status: 'draft',
  lines: [{ ...newLine(), description: 'Tune-up', quantity: '1', unitPrice: '449.50' }],
  taxRate: '8.25',
  notes: '',
  terms: '',
  ...patch,
});

describe('the form’s live figures (docs/domains/billing.md#calculations)', () => {
  it('are the server’s arithmetic: 8.25 % of 449.50 is 37.08 to the cent', () => {
    expect(draftTotals(draft(), 'create')).toEqual({ lineTotals: [44950], subTotal: 44950, taxAmount: 3708, totalAmount: 48658 });
  });

  it('add a hundred 0.01 lines to exactly 1.00, and round a 0.005 tax half up', () => {
    const lines = Array.from({ length: 100 }, () => ({ ...newLine(), description: 'Washer', quantity: '1', unitPrice: '0.01' }));
    expect(draftTotals(draft({ lines, taxRate: '0' }), 'create').totalAmount).toBe(100);
    // 0.07 × 7.5 % = 0.00525: half a cent and more is a cent.
    expect(draftTotals(draft({ lines: [{ ...newLine(), description: 'x', quantity: '1', unitPrice: '0.07' }], taxRate: '7.5' }), 'create').taxAmount).toBe(1);
  });

  it('read the rate as a percentage on create and as the fraction on edit; none typed is the default 8.25 %', () => {
    expect(draftTotals(draft({ taxRate: '2.9' }), 'create').taxAmount).toBe(draftTotals(draft({ taxRate: '0.029' }), 'edit').taxAmount);
    expect(draftTotals(draft({ taxRate: '' }), 'create').taxAmount).toBe(3708);
    expect(draftBody('quote', 'create', draft({ taxRate: '2.9' })).taxRate).toBe(0.029);
    expect([rateText(0.0825, 'create'), rateText(0.0825, 'edit'), rateText(0.1, 'create')]).toEqual(['8.25', '0.0825', '10']);
  });

  it('count a half-typed figure as 0 meanwhile', () => {
    const totals = draftTotals(draft({ lines: [{ ...newLine(), description: 'x', quantity: '', unitPrice: '12.5' }, { ...newLine(), description: 'y', quantity: '1.5', unitPrice: '99' }] }), 'create');
    expect(totals.lineTotals).toEqual([0, 14850]);
    expect(totals).toEqual(computeTotals([{ quantity: 0, unitPrice: 1250 }, { quantity: parseQuantity('1.5')!, unitPrice: parseCents('99')! }], 825));
  });
});

describe('the form’s rules (docs/domains/billing.md#validation)', () => {
  it('are each form’s own', () => {
    const zeroPrice = draft({ lines: [{ ...newLine(), description: 'Inspection', quantity: '1', unitPrice: '0' }] });
    expect(draftErrors('quote', 'create', zeroPrice)).toEqual([]);
    expect(draftErrors('estimate', 'create', zeroPrice).map((e) => e.code)).toEqual(['lineItemsPositive']);
    expect(draftErrors('estimate', 'edit', { ...zeroPrice, taxRate: '0.0825' })).toEqual([]);
    expect(draftErrors('quote', 'create', draft({ clientId: '' })).map((e) => e.message)).toEqual(['Please select a client.']);
    expect(draftErrors('quote', 'edit', draft({ taxRate: 'abc' })).map((e) => e.code)).toEqual(['taxRateInvalid']);
  });

  it('hold an invoice to its due date, sent as dueDate', () => {
    expect(draftErrors('invoice', 'create', draft({ endDate: '' })).map((e) => e.message)).toEqual(['Due date is required.']);
    const body = draftBody('invoice', 'create', draft({ number: 'INV-1', endDate: '2026-04-01' }));
    expect([body.invoiceNumber, body.invoiceDate, body.dueDate, 'expiryDate' in body]).toEqual(['INV-1', '2026-03-01', '2026-04-01', false]);
  });

  it('check only number, dates and client on the invoice edit form, and leave its lines and rate to the server', () => {
    const badLines = draft({ endDate: '2026-04-01', lines: [{ ...newLine(), description: '', quantity: '0', unitPrice: '-1' }], taxRate: 'abc' });
    expect(draftErrors('invoice', 'edit', badLines)).toEqual([]);
    expect(draftErrors('invoice', 'create', badLines).map((e) => e.code)).toEqual(['lineItemsQuantity', 'taxRateInvalid']);
    expect(draftErrors('invoice', 'edit', draft({ clientId: '', number: '', date: '', endDate: '' })).map((e) => e.field)).toEqual(['clientId', 'invoiceNumber', 'invoiceDate', 'dueDate']);
  });

  it('keep stored line ids on edit and drop them on a conversion', () => {
    const stored = [{ id: '00000000-0000-4000-8000-000000000401', description: 'Capacitor', quantity: 1.5, unitPrice: '99.00', total: '148.50' }];
    expect(linesFrom(stored, true)[0]).toMatchObject({ id: stored[0]!.id, quantity: '1.5', unitPrice: '99.00' });
    expect(linesFrom(stored, false)[0]!.id).toBeNull();
    expect(draftBody('estimate', 'create', draft({ lines: linesFrom(stored, false) })).lineItems).toEqual([{ description: 'Capacitor', quantity: '1.5', unitPrice: '99.00', total: '148.50' }]);
  });
});
