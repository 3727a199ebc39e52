import type { Quote, QuoteBody } from '@hvac/contracts/billing';
import { backOfficeQueries, useBackOfficeMutation } from '@hvac/web-kit/back-office';
import { kindKey, storeDocument, useDocument } from '../shared/queries';
import { answerQuote, convertQuoteToInvoice, createQuote, updateQuote } from './api';

export const useQuote = (id: string) => useDocument<Quote>('quotes', 'quote', id);

/** A create or save: the server's quote replaces the cached one and the lists are read again. */
export const useSaveQuote = (id: string | null) =>
  useBackOfficeMutation({
    mutationFn: (body: QuoteBody) => (id ? updateQuote(id, body) : createQuote(body)),
    onSuccess: (quote) => storeDocument('quotes', quote),
  });

/** Accept or reject (docs/domains/billing.md#what-the-server-allows): the answer is the quote shown from then on. */
export const useAnswerQuote = () =>
  useBackOfficeMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'reject' }) => answerQuote(id, answer),
    onSuccess: (quote) => storeDocument('quotes', quote),
  });

/** Convert an accepted quote into an invoice; every quote and invoice read is stale after it. */
export const useConvertQuoteToInvoice = () =>
  useBackOfficeMutation({
    mutationFn: (id: string) => convertQuoteToInvoice(id),
    onSuccess: () => Promise.all([backOfficeQueries.invalidateQueries({ queryKey: kindKey('quotes') }), backOfficeQueries.invalidateQueries({ queryKey: kindKey('invoices') })]),
  });
