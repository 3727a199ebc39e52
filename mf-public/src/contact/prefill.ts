import type { ContactSubject } from '@hvac/contracts/requests';

/**
 * The service pages link to /contact-us?query=<value> (docs/domains/public-site.md#contact); each value starts the form with a
 * subject and a message the visitor can edit (the message is translated under contact.prefill.<key>).
 */
export const CONTACT_PREFILLS = {
  'maintenance-plans': { subject: 'Service Request', key: 'maintenancePlans' },
  'air-purifiers': { subject: 'Quote for New System', key: 'airPurifiers' },
} as const satisfies Record<string, { subject: ContactSubject; key: string }>;

export type ContactQuery = keyof typeof CONTACT_PREFILLS;

export const contactPrefillOf = (query: string | null) =>
  query !== null && Object.hasOwn(CONTACT_PREFILLS, query) ? CONTACT_PREFILLS[query as ContactQuery] : null;
