import type { Invoice, InvoiceBody, PaymentBody } from '@hvac/contracts/billing';
import { backOfficeQueries, useBackOfficeMutation, useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { kindKey, storeDocument, useDocument } from '../shared/queries';
import { createInvoice, fetchPayments, recordPayment, updateInvoice } from './api';

export const useInvoice = (id: string) => useDocument<Invoice>('invoices', 'invoice', id);

const paymentsKey = (id: string) => [...kindKey('invoices'), 'payments', id] as const;

export const usePayments = (id: string) => useBackOfficeQuery({ queryKey: paymentsKey(id), queryFn: ({ signal }) => fetchPayments(id, signal) });

/**
 * A create or save. An invoice made from an estimate also changes that estimate (converted_to_invoice),
 * and one with an amount already paid has a payment, so those reads are stale after it.
 */
export const useSaveInvoice = (id: string | null) =>
  useBackOfficeMutation({
    mutationFn: (body: InvoiceBody) => (id ? updateInvoice(id, body) : createInvoice(body)),
    onSuccess: async (invoice) => {
      await storeDocument('invoices', invoice);
      await backOfficeQueries.invalidateQueries({ queryKey: paymentsKey(invoice.id) });
      if (invoice.originatingEstimateId) await backOfficeQueries.invalidateQueries({ queryKey: kindKey('estimates') });
    },
  });

/** Record a payment: the server's invoice replaces the shown one and the history is read again. */
export const useRecordPayment = (invoiceId: string) =>
  useBackOfficeMutation({
    mutationFn: ({ body, key }: { body: PaymentBody; key: string }) => recordPayment(invoiceId, body, key),
    onSuccess: async (invoice) => {
      await storeDocument('invoices', invoice);
      await backOfficeQueries.invalidateQueries({ queryKey: paymentsKey(invoiceId) });
    },
  });
