import type { Knex } from 'knex';
import type { Estimate, EstimateStatus, EstimateSummary } from '@hvac/contracts/billing';
import { detailAnswer, documentAnswer } from '../documents/answer';
import { findView, linesOf, listViews, lockRow, type DocumentRow, type DocumentView, type ListFilter } from '../documents/repo';
import { ESTIMATES } from '../documents/tables';

export interface EstimateRow extends DocumentRow {
  estimate_number: string;
  service_request_id: string | null;
  originating_quote_id: string | null;
  estimate_date: string;
  expiry_date: string | null;
  status: EstimateStatus;
  converted_invoice_id: string | null;
}

export const toEstimateSummary = (v: DocumentView<EstimateRow>): EstimateSummary =>
  documentAnswer(v, {
    estimateNumber: v.estimate_number,
    serviceRequestId: v.service_request_id,
    originatingQuoteId: v.originating_quote_id,
    estimateDate: v.estimate_date,
    expiryDate: v.expiry_date,
    status: v.status,
    convertedInvoiceId: v.converted_invoice_id,
  });

/** The estimate as its detail answers it, with the row it came from. */
export async function readEstimate(db: Knex, id: string): Promise<{ estimate: Estimate; row: DocumentView<EstimateRow> } | undefined> {
  const v = await findView<EstimateRow>(db, ESTIMATES, id);
  if (!v) return undefined;
  return { estimate: { ...toEstimateSummary(v), ...detailAnswer(v, await linesOf(db, ESTIMATES, id)) }, row: v };
}

export const lockEstimate = (trx: Knex.Transaction, id: string) => lockRow<EstimateRow>(trx, ESTIMATES, id);
export const listEstimateViews = (db: Knex, f: ListFilter) => listViews<EstimateRow>(db, ESTIMATES, f);
