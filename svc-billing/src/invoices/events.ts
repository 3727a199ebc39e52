import type { Knex } from 'knex';
import { BILLING_EVENTS, type InvoiceCreatedData } from '@hvac/contracts';
import type { Outbox } from '@hvac/service-kit';
import type { InvoiceRow } from './repo';

export const invoiceCreated = (outbox: Outbox, trx: Knex.Transaction, i: InvoiceRow, correlationId: string | null) =>
  outbox.add<InvoiceCreatedData>(trx, {
    type: BILLING_EVENTS.invoiceCreated,
    data: {
      id: i.id,
      invoiceNumber: i.invoice_number,
      clientId: i.client_id,
      invoiceDate: i.invoice_date,
      dueDate: i.due_date,
      totalAmount: i.total_amount,
      includeInTaxReport: i.include_in_tax_report,
      originatingEstimateId: i.originating_estimate_id,
      originatingQuoteId: i.originating_quote_id,
    },
    correlationId,
  });
