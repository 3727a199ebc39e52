import { BILLING_MESSAGES, DOCUMENT_MESSAGES } from '@hvac/contracts/billing';
import documentsEn from '../src/documents/i18n/en.json';
import en from '../src/i18n/en.json';
import invoicesEn from '../src/invoices/i18n/en.json';

/** Texts whose {slots} the server fills: failureText cannot refill them, so the server's words are shown as sent. */
const FILLED_BY_SERVER = ['statusInvalid', 'totalBelowPaid', 'paymentExceedsBalance'];

// Every bundle's Persian and Spanish completeness is libs/web-kit/test/translation-bundles.test.ts's check.
describe('billing translations', () => {
  it('keep the texts shared with svc-billing identical to the contract', () => {
    const messages: Record<string, string> = en.messages;
    for (const [code, text] of Object.entries(BILLING_MESSAGES)) {
      if (FILLED_BY_SERVER.includes(code)) expect(messages[code]).toBeUndefined();
      else expect([code, messages[code]]).toEqual([code, text]);
    }
  });

  it('keep the document calls’ texts identical to the contract', () => {
    const messages: Record<string, string> = documentsEn.messages;
    for (const [code, text] of Object.entries(DOCUMENT_MESSAGES)) expect([code, messages[code]]).toEqual([code, text]);
  });

  it('hold the invoice and document texts of docs/domains/billing.md letter by letter', () => {
    expect(en.messages).toMatchObject({
      createInvoiceFailed: 'Failed to create invoice',
      updateInvoiceFailed: 'Failed to update invoice.',
      deleteInvoiceFailed: 'Failed to delete invoice',
      recordPaymentFailed: 'Failed to record payment. Please try again.',
      invoiceCreated: 'Invoice created successfully!',
      invoiceUpdated: 'Invoice updated successfully!',
    });
    expect(invoicesEn.detail.recordPayment).toBe('Record Payment');
    expect(documentsEn.menu).toMatchObject({ download: 'Download PDF', view: 'View PDF in Browser', preview: 'Preview HTML', print: 'Print Current Page' });
    expect(documentsEn.send.title.invoice).toBe('Send Invoice via Email');
    expect(documentsEn.send.success).toEqual({ quote: 'Quote sent successfully!', estimate: 'Estimate sent successfully!', invoice: 'Invoice sent successfully!' });
    expect(documentsEn.messages).toMatchObject({
      downloadFailed: 'Failed to download PDF. Please try again.',
      viewFailed: 'Failed to open PDF viewer. Please try again.',
      previewFailed: 'Failed to generate HTML preview. Please try again.',
      sendEmailFailed: 'Failed to send email. Please try again.',
      documentAuthRequired: 'Authentication required',
      popupBlocked: 'Please allow popups to view the preview.',
    });
  });

  it('hold the texts of docs/domains/billing.md letter by letter', () => {
    expect(en.quotes.empty).toBe('No quotes found.');
    expect(en.estimates.empty).toBe('No estimates found. Get started by creating one!');
    expect(invoicesEn.list.empty).toBe('No invoices found.');
    expect(en.common.authRequired).toBe('Authentication required');
    expect(en.common.error).toBe('Error');
    expect(en.quotes.create).toBe('Create New Quote');
    expect(en.estimates.create).toBe('Create New Estimate');
    expect(en.estimates.convertHeading).toBe('Convert Quote to Estimate');
    expect(en.quotes.convertToEstimate).toBe('Convert to Estimate');
    expect(en.estimates.convertToInvoice).toBe('Convert to Invoice');
    expect(en.messages).toMatchObject({
      fetchQuotesFailed: 'Failed to fetch quotes',
      fetchQuoteFailed: 'Failed to fetch quote details.',
      createQuoteFailed: 'An error occurred while creating the quote.',
      updateQuoteFailed: 'Failed to update quote',
      deleteQuoteFailed: 'Failed to delete quote',
      acceptQuoteFailed: 'Failed to accept quote.',
      rejectQuoteFailed: 'Failed to reject quote.',
      convertQuoteFailed: 'Failed to convert quote to invoice.',
      invalidResponse: 'Invalid response format from server.',
      quoteCreated: 'Quote created successfully!',
      quoteUpdated: 'Quote updated successfully!',
      fetchEstimatesFailed: 'Failed to fetch estimates',
      parseEstimatesFailed: 'Failed to parse estimates data - unexpected structure',
      createEstimateFailed: 'Failed to create estimate',
      deleteEstimateFailed: 'Failed to delete estimate',
      estimateCreated: 'Estimate created successfully!',
      estimateUpdated: 'Estimate updated successfully!',
      fetchInvoicesFailed: 'Failed to fetch invoices',
      clientsFailed: 'Failed to load clients. Please try again.',
      authRequired: 'Authentication required. Please log in.',
    });
  });
});
