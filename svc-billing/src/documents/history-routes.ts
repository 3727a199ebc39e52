import { STAFF_ROLES } from '@hvac/contracts';
import { BILLING_MESSAGES as M } from '@hvac/contracts/billing';
import { historyRoute, type App } from '@hvac/service-kit';
import type { BillingContext } from '../config';
import { DOCUMENT_HISTORY } from './history';

/**
 * Each document's history (docs/domains/billing.md#history), read-only, for the back office only: it
 * names the staff who made each change and shows drafts and edits a client never saw, so a client reads
 * the document itself, not how it came to be.
 */
export function documentHistoryRoutes(app: App, ctx: BillingContext): void {
  historyRoute(app, ctx, { path: '/api/quotes/:id/history', entityType: 'quote', vocabulary: DOCUMENT_HISTORY.quotes, roles: STAFF_ROLES, tag: 'quotes', notFound: { message: M.quoteNotFound, code: 'quoteNotFound' } });
  historyRoute(app, ctx, { path: '/api/estimates/:id/history', entityType: 'estimate', vocabulary: DOCUMENT_HISTORY.estimates, roles: STAFF_ROLES, tag: 'estimates', notFound: { message: M.estimateNotFound, code: 'estimateNotFound' } });
  historyRoute(app, ctx, { path: '/api/invoices/:id/history', entityType: 'invoice', vocabulary: DOCUMENT_HISTORY.invoices, roles: STAFF_ROLES, tag: 'invoices', notFound: { message: M.invoiceNotFound, code: 'invoiceNotFound' } });
}
