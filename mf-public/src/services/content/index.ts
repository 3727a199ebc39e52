import type { Language } from '@hvac/web-kit';
import { SERVICE_SLUGS, type ServiceCatalogue, type ServiceContent, type ServiceSlug } from './types';

export * from './types';

/** docs/domains/public-site.md#service-detail: the built-in lookup is preceded by a simulated 500 ms delay. */
export const SERVICE_LOOKUP_DELAY_MS = 500;

/** One chunk per language: a visitor downloads only the copy they read. */
const loaders: Record<Language, () => Promise<{ default: ServiceCatalogue }>> = {
  en: () => import(/* webpackChunkName: "services-en" */ './en'),
  fa: () => import(/* webpackChunkName: "services-fa" */ './fa'),
  es: () => import(/* webpackChunkName: "services-es" */ './es'),
};

const isLanguage = (lng: string): lng is Language => lng in loaders;
export const isServiceSlug = (slug: string): slug is ServiceSlug => (SERVICE_SLUGS as readonly string[]).includes(slug);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The service for a slug in a language, after the spec's delay; `undefined` for a slug without content.
 * Rejects when the language's content cannot be loaded (a failed chunk request).
 */
export async function findService(slug: string, lng: string, delayMs = SERVICE_LOOKUP_DELAY_MS): Promise<ServiceContent | undefined> {
  const [catalogue] = await Promise.all([loaders[isLanguage(lng) ? lng : 'en'](), wait(delayMs)]);
  return isServiceSlug(slug) ? catalogue.default[slug] : undefined;
}

type Lookup = { status: 'loaded'; service: ServiceContent | undefined } | { status: 'failed'; error: unknown };
const lookups = new Map<string, Lookup>();
const lookupKey = (slug: string, lng: string) => `${lng}/${slug}`;

/**
 * Looks up the service of the address the remote was loaded for while its chunk downloads, so that over
 * prerendered HTML the shell's first commit draws the service, not the lookup's loading state
 * (docs/domains/public-site.md#search-engines). Settles when the lookup has, whatever its outcome.
 */
export function prefetchService(slug: string, lng: string): Promise<void> {
  return findService(slug, lng).then(
    (service) => {
      lookups.set(lookupKey(slug, lng), { status: 'loaded', service });
    },
    (error: unknown) => {
      lookups.set(lookupKey(slug, lng), { status: 'failed', error });
    },
  );
}

/** The prefetched lookup for this slug and language, handed out once: a later visit looks up again. */
export function takePrefetchedService(slug: string, lng: string): Lookup | undefined {
  const key = lookupKey(slug, lng);
  const lookup = lookups.get(key);
  lookups.delete(key);
  return lookup;
}
