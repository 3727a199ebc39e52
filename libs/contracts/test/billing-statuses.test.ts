import type { Role } from '@hvac/contracts';
import { ESTIMATE_DETAIL_STATUS, ESTIMATE_STATUSES, INVOICE_DETAIL_STATUS, INVOICE_STATUSES, QUOTE_STATUSES, canAnswerQuote, canConvertQuoteToEstimate, canConvertQuoteToInvoice, canDeleteBillingDocument, canEditEstimate, canEditInvoice, canEditQuote, canInvoiceEstimate, canRecordPayment, estimateDetailStatus, invoiceDetailStatus, invoiceStatusOn, listedStatus } from '@hvac/contracts/billing';

describe('stored statuses (docs/domains/billing.md#statuses)', () => {
  it('holds the lowercase sets', () => {
    expect(QUOTE_STATUSES).toEqual(['draft', 'sent_to_client', 'accepted_by_client', 'rejected_by_client', 'converted_to_estimate', 'converted_to_invoice', 'expired', 'archived']);
    expect(ESTIMATE_STATUSES).toEqual(['draft', 'sent_to_client', 'accepted_by_client', 'rejected_by_client', 'converted_to_invoice', 'invoiced', 'expired', 'void']);
    expect(INVOICE_STATUSES).toEqual(['draft', 'sent', 'paid', 'partially_paid', 'overdue', 'void']);
  });
});

describe('the detail pages’ capitalised statuses', () => {
  it('maps every stored estimate status as the table says', () => {
    expect(ESTIMATE_DETAIL_STATUS).toEqual({
      draft: 'Draft',
      sent_to_client: 'Sent',
      accepted_by_client: 'Accepted',
      rejected_by_client: 'Declined',
      converted_to_invoice: 'Converted',
      invoiced: 'Converted',
    });
    expect(estimateDetailStatus('expired')).toBeNull();
    expect(estimateDetailStatus('void')).toBeNull();
    expect(estimateDetailStatus('Sent')).toBeNull();
  });

  it('maps every stored invoice status as the table says', () => {
    expect(INVOICE_DETAIL_STATUS).toEqual({ draft: 'Draft', sent: 'Pending', partially_paid: 'Pending', overdue: 'Overdue', paid: 'Paid', void: 'Void' });
    expect(invoiceDetailStatus('refunded')).toBeNull();
  });

  it('hides the estimate’s Edit for Accepted or Converted', () => {
    const editable = ESTIMATE_STATUSES.filter(canEditEstimate);
    expect(editable).toEqual(['draft', 'sent_to_client', 'rejected_by_client', 'expired', 'void']);
  });

  it('hides Convert to Invoice once the estimate is invoiced (or converted, or void)', () => {
    expect(ESTIMATE_STATUSES.filter(canInvoiceEstimate)).toEqual(['draft', 'sent_to_client', 'accepted_by_client', 'rejected_by_client', 'expired']);
  });

  it('shows the invoice’s Edit only for Draft or Pending', () => {
    expect(INVOICE_STATUSES.filter(canEditInvoice)).toEqual(['draft', 'sent', 'partially_paid']);
  });

  it('offers Record Payment for Pending and, deliberately, Overdue, with a balance, to admin, manager and staff', () => {
    const roles: Role[] = ['admin', 'manager', 'staff', 'client'];
    const allowed = INVOICE_STATUSES.flatMap((s) => roles.filter((r) => canRecordPayment(s, 1, r)).map((r) => `${s}:${r}`));
    expect(allowed).toEqual([
      'sent:admin',
      'sent:manager',
      'sent:staff',
      'partially_paid:admin',
      'partially_paid:manager',
      'partially_paid:staff',
      'overdue:admin',
      'overdue:manager',
      'overdue:staff',
    ]);
    expect(canRecordPayment('sent', 0, 'admin')).toBe(false);
    expect(canRecordPayment('sent', 100, null)).toBe(false);
  });

  it('applies the quote detail and edit rules', () => {
    expect(QUOTE_STATUSES.filter(canEditQuote)).toEqual(['draft', 'sent_to_client']);
    expect(QUOTE_STATUSES.filter(canConvertQuoteToEstimate)).toEqual(['draft', 'sent_to_client', 'accepted_by_client']);
    expect(QUOTE_STATUSES.filter((s) => canAnswerQuote(s, 'client'))).toEqual(['sent_to_client']);
    expect(canAnswerQuote('sent_to_client', 'staff')).toBe(false);
    expect(QUOTE_STATUSES.filter((s) => canConvertQuoteToInvoice(s, 'staff'))).toEqual(['accepted_by_client']);
    expect(canConvertQuoteToInvoice('accepted_by_client', 'client')).toBe(false);
  });

  it('lets admin and manager delete', () => {
    expect((['admin', 'manager', 'staff', 'client'] as Role[]).filter(canDeleteBillingDocument)).toEqual(['admin', 'manager']);
  });
});

describe('overdue and the lists’ neutral labels', () => {
  it('reads an unpaid invoice past its due date as overdue, from the day after', () => {
    expect(invoiceStatusOn('sent', '2026-03-01', '2026-03-01')).toBe('sent');
    expect(invoiceStatusOn('sent', '2026-03-01', '2026-03-02')).toBe('overdue');
    expect(invoiceStatusOn('partially_paid', '2026-03-01', '2026-03-02')).toBe('overdue');
    for (const s of ['draft', 'paid', 'void', 'overdue'] as const) expect(invoiceStatusOn(s, '2026-03-01', '2026-04-01')).toBe(s);
  });

  it('knows each list’s statuses and leaves anything else to a neutral label', () => {
    expect(INVOICE_STATUSES.map((s) => listedStatus('invoice', s))).toEqual(['draft', 'sent', 'paid', null, 'overdue', null]);
    expect(ESTIMATE_STATUSES.map((s) => listedStatus('estimate', s))).toEqual(['draft', 'sent_to_client', 'accepted_by_client', 'rejected_by_client', 'converted_to_invoice', null, 'expired', null]);
    expect(QUOTE_STATUSES.every((s) => listedStatus('quote', s) === s)).toBe(true);
    expect(listedStatus('quote', 'Pending')).toBeNull();
  });
});
