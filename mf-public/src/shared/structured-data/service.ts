import type { Service, WithContext } from 'schema-dts';
import { businessId } from './business';

/** A service page's service (docs/domains/public-site.md#search-engines), provided by the business of every page. */
export function serviceData(service: { title: string; heroSubtitle: string }, origin: string, url: string): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.heroSubtitle,
    url,
    provider: { '@id': businessId(origin) },
    areaServed: 'Greater Houston',
  };
}
