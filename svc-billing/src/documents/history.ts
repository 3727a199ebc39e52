import type { Knex } from 'knex';
import { isUuid, type HistoryAction, type HistoryEntityType, type HistoryField } from '@hvac/contracts';
import { diffFields, recordHistory, type HistoryActor, type HistoryVocabulary } from '@hvac/service-kit';
import { lockRow, type DocumentRow } from './repo';
import { ESTIMATES, INVOICES, QUOTES, type DocumentTable } from './tables';

/*
 * A document's history (docs/domains/billing.md#history): each change writes one row in its own
 * transaction, naming what changed between the row before and the row after.
 */

const ENTITY = { quotes: 'quote', estimates: 'estimate', invoices: 'invoice' } as const satisfies Record<DocumentTable['table'], HistoryEntityType>;

/** Bookkeeping columns say nothing a reader of the history needs. */
const UNTRACKED = new Set(['id', 'created_by', 'created_at', 'updated_at']);

/** The documents' numbers by id, whichever kind each is; a deleted one is absent. */
async function documentNumbers(db: Knex, values: readonly string[]): Promise<ReadonlyMap<string, string>> {
  const ids = values.filter(isUuid);
  if (ids.length === 0) return new Map();
  const [first, ...rest] = [QUOTES, ESTIMATES, INVOICES].map((t) => db(t.table).select('id', `${t.number} as number`).whereIn('id', ids));
  const rows: { id: string; number: string }[] = await first!.unionAll(rest);
  return new Map(rows.map((r) => [r.id, r.number]));
}

const COMMON_FIELDS = {
  client_id: 'clientId',
  status: 'status',
  tax_rate: 'taxRate',
  sub_total: 'subTotal',
  tax_amount: 'taxAmount',
  total_amount: 'totalAmount',
  notes: 'notes',
  terms_and_conditions: 'termsAndConditions',
} as const;

/**
 * Each kind's history in the API's words (docs/architecture.md#history): the client by name, the
 * documents it came from or became by their numbers.
 */
export const DOCUMENT_HISTORY: { [K in DocumentTable['table']]: HistoryVocabulary<HistoryField<(typeof ENTITY)[K]>> } = {
  quotes: {
    fields: {
      ...COMMON_FIELDS,
      quote_number: 'quoteNumber',
      customer_name: 'customerName',
      customer_email: 'customerEmail',
      quote_date: 'quoteDate',
      expiry_date: 'expiryDate',
      service_request_id: 'serviceRequestId',
      converted_estimate_id: 'convertedEstimateId',
      converted_invoice_id: 'convertedInvoiceId',
    },
    people: ['clientId'],
    named: { fields: ['convertedEstimateId', 'convertedInvoiceId'], read: documentNumbers },
  },
  estimates: {
    fields: {
      ...COMMON_FIELDS,
      estimate_number: 'estimateNumber',
      service_request_id: 'serviceRequestId',
      originating_quote_id: 'originatingQuoteId',
      estimate_date: 'estimateDate',
      expiry_date: 'expiryDate',
      converted_invoice_id: 'convertedInvoiceId',
    },
    people: ['clientId'],
    named: { fields: ['originatingQuoteId', 'convertedInvoiceId'], read: documentNumbers },
  },
  invoices: {
    fields: {
      ...COMMON_FIELDS,
      invoice_number: 'invoiceNumber',
      originating_estimate_id: 'originatingEstimateId',
      originating_quote_id: 'originatingQuoteId',
      invoice_date: 'invoiceDate',
      due_date: 'dueDate',
      include_in_tax_report: 'includeInTaxReport',
      amount_paid: 'amountPaid',
      payment_date: 'paymentDate',
    },
    people: ['clientId'],
    named: { fields: ['originatingEstimateId', 'originatingQuoteId'], read: documentNumbers },
  },
};

/** A status the change put the document in says what happened, where it says more than "edited". */
function actionOf(t: DocumentTable, before: DocumentRow | null, after: DocumentRow | null): HistoryAction {
  if (!before) return 'created';
  if (!after) return 'deleted';
  if (before.status === after.status) return 'edited';
  if (after.status.startsWith('converted_to_')) return 'converted';
  if (after.status === (t === QUOTES ? 'sent_to_client' : t === INVOICES ? 'sent' : '')) return 'sent';
  return 'status_changed';
}

/**
 * Records the change of one document: `before` is the row as locked before it (null for a new one); the
 * row after is read here, under the same lock (none for a deleted one). `action` names it where the
 * statuses alone cannot (a payment, an e-mail that leaves the status as it was).
 */
export async function documentChanged(
  trx: Knex.Transaction,
  t: DocumentTable,
  actor: HistoryActor,
  id: string,
  before: DocumentRow | null,
  action?: HistoryAction,
): Promise<void> {
  const after = (await lockRow<DocumentRow>(trx, t, id)) ?? null;
  const fields = t.columns.filter((c) => !UNTRACKED.has(c)) as (keyof DocumentRow & string)[];
  await recordHistory(trx, {
    entityType: ENTITY[t.table],
    entityId: id,
    action: action ?? actionOf(t, before, after),
    actor,
    changes: diffFields(before, after, fields),
  });
}
