import type { Knex } from 'knex';
import type { Quote, QuoteStatus, QuoteSummary } from '@hvac/contracts/billing';
import { detailAnswer, documentAnswer } from '../documents/answer';
import { findView, linesOf, listViews, lockRow, type DocumentRow, type DocumentView, type ListFilter } from '../documents/repo';
import { QUOTES } from '../documents/tables';

export interface QuoteRow extends DocumentRow {
  quote_number: string;
  customer_name: string | null;
  customer_email: string | null;
  quote_date: string;
  expiry_date: string | null;
  status: QuoteStatus;
  service_request_id: string | null;
  converted_estimate_id: string | null;
  converted_invoice_id: string | null;
}

/** The customer named on the quote, or else its client as the directory knows them. */
export const toQuoteSummary = (v: DocumentView<QuoteRow>): QuoteSummary =>
  documentAnswer(v, {
    quoteNumber: v.quote_number,
    customerName: v.customer_name ?? v.client_username,
    customerEmail: v.customer_email ?? v.client_email,
    quoteDate: v.quote_date,
    expiryDate: v.expiry_date,
    status: v.status,
    serviceRequestId: v.service_request_id,
    convertedEstimateId: v.converted_estimate_id,
    convertedInvoiceId: v.converted_invoice_id,
  });

/** The quote as its detail answers it, with the row it came from (whose it is). */
export async function readQuote(db: Knex, id: string): Promise<{ quote: Quote; row: DocumentView<QuoteRow> } | undefined> {
  const v = await findView<QuoteRow>(db, QUOTES, id);
  if (!v) return undefined;
  return { quote: { ...toQuoteSummary(v), ...detailAnswer(v, await linesOf(db, QUOTES, id)) }, row: v };
}

export const lockQuote = (trx: Knex.Transaction, id: string) => lockRow<QuoteRow>(trx, QUOTES, id);
export const listQuoteViews = (db: Knex, f: ListFilter) => listViews<QuoteRow>(db, QUOTES, f);
export const quoteExists = async (db: Knex, id: string): Promise<boolean> => !!(await db('quotes').where({ id }).first('id'));
