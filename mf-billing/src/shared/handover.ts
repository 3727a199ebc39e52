import type { Estimate, Quote } from '@hvac/contracts/billing';

/*
 * Conversions that make no call of their own (docs/domains/billing.md#calls): the source document
 * travels in the router's state to the new form, whose save makes the create call.
 *   Quote edit → /admin/estimates/new  with { quote }
 *   Estimate edit → /admin/invoices/new with { estimate }
 *   A completed visit on mf-accounts' My Jobs → /admin/invoices/new with { visit } (VisitHandover)
 */

export interface QuoteHandover {
  quote: Quote;
}
export interface EstimateHandover {
  estimate: Estimate;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The quote handed to the new-estimate form, if any. */
export const handedQuote = (state: unknown): Quote | null =>
  isObject(state) && isObject(state.quote) && typeof state.quote.id === 'string' ? (state.quote as unknown as Quote) : null;

/** The estimate handed to the new-invoice form, if any. */
export const handedEstimate = (state: unknown): Estimate | null =>
  isObject(state) && isObject(state.estimate) && typeof state.estimate.id === 'string' ? (state.estimate as unknown as Estimate) : null;

/** What mf-accounts' My Jobs hands over from a completed visit (docs/domains/service-requests.md#the-technicians-day). */
export interface VisitHandover {
  id: string;
  /** The request's client account; null for a guest's request, whose invoice needs a client chosen. */
  clientId: string | null;
  serviceType: string;
  notes: string;
}

/** The visit handed to the new-invoice form, if any. */
export const handedVisit = (state: unknown): VisitHandover | null => {
  if (!isObject(state) || !isObject(state.visit) || typeof state.visit.id !== 'string') return null;
  const v = state.visit;
  return { id: v.id as string, clientId: typeof v.clientId === 'string' ? v.clientId : null, serviceType: String(v.serviceType ?? ''), notes: String(v.notes ?? '') };
};
