import type { DayOfWeek, HVACBusiness, OpeningHoursSpecification, WithContext } from 'schema-dts';
import { COMPANY } from '@hvac/web-kit';
import { averageRating, REVIEWS } from '../../testimonials/reviews';

/** The days each office-hours row of COMPANY covers, as schema.org names them. */
const DAYS: Record<(typeof COMPANY.officeHours)[number]['days'], DayOfWeek[]> = {
  mondayToFriday: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  saturday: ['Saturday'],
  sunday: ['Sunday'],
};

/** The business's id, so a page's Service can name its provider without repeating it. */
export const businessId = (origin: string): string => `${origin}/#business`;

const openingHours = (): OpeningHoursSpecification[] =>
  COMPANY.officeHours.flatMap((row) =>
    row.open === null ? [] : [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS[row.days], opens: row.open, closes: row.close }],
  );

/**
 * The company as search engines show it beside any public page (docs/domains/public-site.md#search-engines):
 * contact facts, hours, the 24/7 emergency line and the rating of the reviews the site shows.
 */
export function businessData(origin: string): WithContext<HVACBusiness> {
  const average = averageRating(REVIEWS);
  return {
    '@context': 'https://schema.org',
    '@type': 'HVACBusiness',
    '@id': businessId(origin),
    name: COMPANY.name,
    url: `${origin}/`,
    telephone: COMPANY.phone.href.replace(/^tel:/, ''),
    email: COMPANY.email,
    foundingDate: String(COMPANY.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.address.street,
      addressLocality: COMPANY.address.city,
      addressRegion: COMPANY.address.state,
      postalCode: COMPANY.address.zip,
      addressCountry: 'US',
    },
    hasMap: COMPANY.mapUrl,
    areaServed: 'Greater Houston',
    openingHoursSpecification: openingHours(),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'emergency',
      telephone: COMPANY.emergencyPhone.href.replace(/^tel:/, ''),
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: Object.values(DAYS).flat(),
        opens: '00:00',
        closes: '23:59',
      },
    },
    ...(average === null
      ? {}
      : { aggregateRating: { '@type': 'AggregateRating', ratingValue: Number(average.toFixed(1)), reviewCount: REVIEWS.length, bestRating: 5, worstRating: 1 } }),
  };
}
