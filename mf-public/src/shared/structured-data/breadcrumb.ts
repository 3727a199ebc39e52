import type { BreadcrumbList, WithContext } from 'schema-dts';

/** The trail a page's Breadcrumb shows, each step with its absolute URL but the last, the page itself. */
export function breadcrumbData(steps: readonly { name: string; url?: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.url ? { item: step.url } : {}),
    })),
  };
}
