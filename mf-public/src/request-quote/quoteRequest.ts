import type { ServiceType } from '@hvac/contracts/requests';

/**
 * The values the service pages send to /request-quote?service= (docs/domains/public-site.md#request-a-quote), each mapped to the
 * booking dialog's closest service type. The dialog has no AC installation, heating repair or
 * commercial type, so those keep what the visitor asked for in the description.
 */
export const QUOTE_SERVICES = {
  ac: 'AC Repair',
  'ac-installation': 'Heating Installation',
  heating: 'Other',
  'heating-installation': 'Heating Installation',
  'maintenance-plan-signup': 'Maintenance Plan Inquiry',
  'iaq-consultation': 'Indoor Air Quality Consultation',
  'commercial-hvac-service': 'Other',
  'commercial-hvac-quote': 'Other',
} as const satisfies Record<string, ServiceType>;

export type QuoteService = keyof typeof QUOTE_SERVICES;

export const isQuoteService = (value: string | null | undefined): value is QuoteService =>
  typeof value === 'string' && Object.hasOwn(QUOTE_SERVICES, value);

/** The quote link's value from a link such as '/request-quote?service=ac'. */
export const quoteServiceOf = (link: string): QuoteService | null => {
  const value = new URL(link, 'http://localhost').searchParams.get('service');
  return isQuoteService(value) ? value : null;
};
