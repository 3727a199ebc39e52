import { randomUUID } from 'node:crypto';
import { MANAGER_ROLES, STAFF_ROLES } from '@hvac/contracts';
import type { Caller } from '../callers';
import { anyone, only, ownedBy, signedIn, type Outcome, type RouteRule } from './rule';

/** A service request svc-billing has never heard of. */
const UNKNOWN_REQUEST = randomUUID();
/**
 * A quote or estimate valid but for its service request, which is not its client's: refused with a 400 for
 * every role let in, so nothing is written (docs/domains/billing.md#service-requests).
 */
const misLinked = (kind: 'quote' | 'estimate', clientId: string, serviceRequestId: string) => ({
  clientId,
  [`${kind}Number`]: `${kind.toUpperCase()}-PROOF-LINK`,
  [`${kind}Date`]: '2026-01-02',
  lineItems: [{ description: 'Condenser coil cleaning', quantity: 1, unitPrice: 89 }],
  serviceRequestId,
});

/** A draft of the demo client's: staff read it, and every client, its own included, finds nothing there. */
const staffsDraft: Record<Caller, Outcome> = { ...ownedBy('client', STAFF_ROLES), client: 404 };

/**
 * svc-billing (docs/domains/billing.md#roles): staff, managers and admins work on every document; a client
 * reads only their own and answers only their own quotes, and never sees a draft. The documents below are
 * the demo client's.
 */
export const BILLING_ROUTES: RouteRule[] = [
  { method: 'GET', path: '/api/quotes', who: signedIn(), lists: { id: (f) => f.draftQuote, to: ['staff', 'otherStaff', 'manager', 'admin'] } },
  // The overview widget's figures: the company's to staff, a client's own to a client.
  { method: 'GET', path: '/api/quotes/summary', who: signedIn() },
  // Linked to the demo client's service request, for another client.
  { method: 'POST', path: '/api/quotes', who: only(STAFF_ROLES, 400), body: (f) => misLinked('quote', f.userId.otherClient, f.serviceRequest) },
  { method: 'GET', path: '/api/quotes/{id}', who: ownedBy('client', STAFF_ROLES), params: (f) => ({ id: f.quote }) },
  { method: 'GET', path: '/api/quotes/{id}', who: staffsDraft, params: (f) => ({ id: f.draftQuote }) },
  { method: 'PUT', path: '/api/quotes/{id}', who: only(STAFF_ROLES, 400), params: (f) => ({ id: f.quote }), body: (f) => misLinked('quote', f.userId.client, UNKNOWN_REQUEST) },
  { method: 'DELETE', path: '/api/quotes/{id}', who: only(MANAGER_ROLES, 'passes') },
  // The owner accepts first; after that the quote is no longer open and reject answers 409.
  { method: 'POST', path: '/api/quotes/{id}/accept', who: { ...only(['client']), client: 'ok', otherClient: 404 }, params: (f) => ({ id: f.quote }) },
  { method: 'POST', path: '/api/quotes/{id}/reject', who: { ...only(['client'], 'passes'), otherClient: 404 }, params: (f) => ({ id: f.quote }) },
  { method: 'POST', path: '/api/quotes/{id}/convert-to-invoice', who: only(STAFF_ROLES, 'passes'), params: (f) => ({ id: f.quote }) },
  // The audit history names the staff behind each change: back office only.
  { method: 'GET', path: '/api/quotes/{id}/history', who: only(STAFF_ROLES), params: (f) => ({ id: f.quote }) },
  { method: 'GET', path: '/api/estimates', who: signedIn(), lists: { id: (f) => f.draftEstimate, to: ['staff', 'otherStaff', 'manager', 'admin'] } },
  { method: 'POST', path: '/api/estimates', who: only(STAFF_ROLES, 400), body: (f) => misLinked('estimate', f.userId.otherClient, f.serviceRequest) },
  { method: 'GET', path: '/api/estimates/{id}', who: ownedBy('client', STAFF_ROLES), params: (f) => ({ id: f.estimate }) },
  { method: 'GET', path: '/api/estimates/{id}', who: staffsDraft, params: (f) => ({ id: f.draftEstimate }) },
  { method: 'PUT', path: '/api/estimates/{id}', who: only(STAFF_ROLES, 400), params: (f) => ({ id: f.estimate }), body: (f) => misLinked('estimate', f.userId.client, UNKNOWN_REQUEST) },
  { method: 'DELETE', path: '/api/estimates/{id}', who: only(MANAGER_ROLES, 'passes') },
  { method: 'GET', path: '/api/estimates/{id}/history', who: only(STAFF_ROLES), params: (f) => ({ id: f.estimate }) },
  { method: 'GET', path: '/api/invoices', who: signedIn() },
  { method: 'GET', path: '/api/invoices/summary', who: signedIn() },
  { method: 'POST', path: '/api/invoices', who: only(STAFF_ROLES, 'passes') },
  { method: 'GET', path: '/api/invoices/{id}', who: ownedBy('client', STAFF_ROLES), params: (f) => ({ id: f.invoice }) },
  { method: 'PUT', path: '/api/invoices/{id}', who: only(STAFF_ROLES, 'passes'), params: (f) => ({ id: f.invoice }) },
  { method: 'DELETE', path: '/api/invoices/{id}', who: only(MANAGER_ROLES, 'passes') },
  { method: 'GET', path: '/api/invoices/{id}/history', who: only(STAFF_ROLES), params: (f) => ({ id: f.invoice }) },
  { method: 'GET', path: '/api/invoices/{id}/payments', who: ownedBy('client', STAFF_ROLES), params: (f) => ({ id: f.invoice }) },
  // A payment dated where it would book income into a far tax year (docs/domains/billing.md#validation).
  {
    method: 'POST',
    path: '/api/invoices/{id}/payments',
    who: only(STAFF_ROLES, 400),
    params: (f) => ({ id: f.invoice }),
    body: () => ({ amount: '1.00', paymentDate: '2999-12-31', paymentMethod: 'Cash' }),
  },
  { method: 'GET', path: '/api/documents/{type}/{id}/download', who: ownedBy('client', STAFF_ROLES), params: (f) => ({ type: 'invoice', id: f.invoice }) },
  { method: 'GET', path: '/api/documents/{type}/{id}/download', who: staffsDraft, params: (f) => ({ type: 'quote', id: f.draftQuote }) },
  { method: 'GET', path: '/api/documents/{type}/{id}/view', who: ownedBy('client', STAFF_ROLES), params: (f) => ({ type: 'estimate', id: f.estimate }) },
  // A session token in an address (a leaked link, the browser's history) opens nothing.
  { method: 'GET', path: '/api/documents/{type}/{id}/view', who: anyone(401), params: (f) => ({ type: 'estimate', id: f.estimate }), tokenInQuery: true },
  { method: 'GET', path: '/api/documents/{type}/{id}/preview', who: ownedBy('client', STAFF_ROLES), params: (f) => ({ type: 'invoice', id: f.invoice }) },
  { method: 'GET', path: '/api/documents/{type}/{id}/preview', who: staffsDraft, params: (f) => ({ type: 'estimate', id: f.draftEstimate }) },
  // Public: the preview's fonts; a name it does not serve is a 404 for everyone.
  { method: 'GET', path: '/api/documents/fonts/{file}', who: anyone('passes'), params: (f) => ({ file: f.font }) },
  {
    method: 'POST',
    path: '/api/documents/{type}/{id}/send-email',
    who: only(STAFF_ROLES),
    params: (f) => ({ type: 'estimate', id: f.estimate }),
    body: () => ({ email: 'proof@test.example' }),
  },
  // Who sent it, to whom, and the mail server's errors: back office only, as the history.
  { method: 'GET', path: '/api/documents/{type}/{id}/sends', who: only(STAFF_ROLES), params: (f) => ({ type: 'estimate', id: f.estimate }) },
];
