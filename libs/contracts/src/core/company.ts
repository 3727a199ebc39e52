/**
 * The company's facts, in one place so the banner, header, footer, every remote and the printed
 * documents show the same numbers. Display texts around them (labels, day names) live in each app's
 * translations.
 */
export const COMPANY = {
  name: 'Bayou City Comfort HVAC',
  founded: 2015,
  licence: 'TACLA-123456C',
  phone: { display: '(713) 555-0142', href: 'tel:+17135550142' },
  emergencyPhone: { display: '(713) 555-0199', href: 'tel:+17135550199' },
  email: 'service@bayoucitycomfort.com',
  address: {
    street: '7315 Harwin Dr, Suite 120',
    city: 'Houston',
    state: 'TX',
    zip: '77036',
  },
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=7315+Harwin+Dr+Suite+120+Houston+TX+77036',
  /** 24-hour clock; `null` means closed. Rendered with the visitor's locale. */
  officeHours: [
    { days: 'mondayToFriday', open: '08:00', close: '18:00' },
    { days: 'saturday', open: '09:00', close: '14:00' },
    { days: 'sunday', open: null, close: null },
  ],
  /** Placeholders until the company's profiles exist (docs/domains/public-site.md#global-layout: social links are placeholders). */
  social: [
    { network: 'facebook', href: '#' },
    { network: 'instagram', href: '#' },
    { network: 'x', href: '#' },
    { network: 'linkedin', href: '#' },
  ],
} as const;

export const companyAddressLine = (): string =>
  `${COMPANY.address.street}, ${COMPANY.address.city}, ${COMPANY.address.state} ${COMPANY.address.zip}`;

/** The business is in Houston (docs/domains/service-requests.md#validation), so "today" for preferred dates is Houston's calendar day. */
export const BUSINESS_TIME_ZONE = 'America/Chicago';
