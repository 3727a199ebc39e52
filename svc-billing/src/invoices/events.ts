import type { Knex } from 'knex';
import { BILLING_EVENTS } from '@hvac/contracts/events';
import type { Outbox } from '@hvac/service-kit';
import type { InvoiceRow } from './repo';

export const invoiceCreated = (outbox: Outbox, trx: Knex.Transaction, i: InvoiceRow, correlationId: string | null) =>
  outbox.add(trx, BILLING_EVENTS.invoiceCreated, {
    id: i.id,
    invoiceNumber: i.invoice_number,
    clientId: i.client_id,
    invoiceDate: i.invoice_date,
    dueDate: i.due_date,
    totalAmount: i.total_amount,
    includeInTaxReport: i.include_in_tax_report,
    originatingEstimateId: i.originating_estimate_id,
    originatingQuoteId: i.originating_quote_id,
  }, correlationId);
