import { IDEMPOTENCY_KEY_HEADER, type Invoice, type InvoiceBody, type Payment, type PaymentBody } from '@hvac/contracts/billing';
import { ApiError, api } from '@hvac/web-kit';
import { createDocument, documentOf, updateDocument } from '../shared/api';

/** The invoice calls beyond the shared ones (docs/domains/billing.md#calls, invoices). */
export const createInvoice = (body: InvoiceBody) => createDocument<Invoice>('invoices', 'invoice', body);
export const updateInvoice = (id: string, body: InvoiceBody) => updateDocument<Invoice>('invoices', 'invoice', id, body);

const paymentsPath = (id: string) => `invoices/${encodeURIComponent(id)}/payments`;

/**
 * Record a payment: the answer's invoice replaces the shown one. `idempotencyKey` is one per opening of
 * the dialog, so the client's own retries (and a second click) pay once (docs/domains/billing.md#answers, Payments).
 */
export const recordPayment = async (id: string, body: PaymentBody, idempotencyKey: string): Promise<Invoice> =>
  documentOf<Invoice>(await api.post<unknown>(paymentsPath(id), body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }), 'invoice');

/** The invoice's payments, oldest first. */
export async function fetchPayments(id: string, signal?: AbortSignal): Promise<Payment[]> {
  const body = await api.get<{ data?: { payments?: unknown } }>(paymentsPath(id), { signal });
  if (!Array.isArray(body?.data?.payments)) throw new ApiError('Invalid response format from server.', 0, 'invalidResponse');
  return body.data.payments as Payment[];
}
