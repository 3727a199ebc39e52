import type { Invoice, Quote, QuoteBody } from '@hvac/contracts/billing';
import { createDocument, documentAction, updateDocument } from '../shared/api';

/** The quote calls beyond the shared ones (docs/domains/billing.md#calls, quotes). */
export const createQuote = (body: QuoteBody) => createDocument<Quote>('quotes', 'quote', body);
export const updateQuote = (id: string, body: QuoteBody) => updateDocument<Quote>('quotes', 'quote', id, body);
/** Accept or reject answers with the updated quote, which replaces the shown one. */
export const answerQuote = (id: string, answer: 'accept' | 'reject') => documentAction<Quote>('quotes', id, answer, 'quote');
/** The new invoice, from data.invoice, invoice or the answer itself. */
export const convertQuoteToInvoice = (id: string) => documentAction<Invoice>('quotes', id, 'convert-to-invoice', 'invoice');
