import type { BlogPost } from '@hvac/contracts/requests';
import { blogPostingData } from './blog-posting';
import { breadcrumbData } from './breadcrumb';
import { businessData, businessId } from './business';
import { faqData } from './faq';
import { serviceData } from './service';

const ORIGIN = 'https://bayou.test';

/** What a JSON-LD reader gets: the data as it is written into the page. */
const asWritten = (data: object): Record<string, unknown> => JSON.parse(JSON.stringify(data)) as Record<string, unknown>;

describe('structured data (docs/domains/public-site.md#search-engines)', () => {
  it('describes the business with its phone, address, area, hours, emergency line and review rating', () => {
    const business = asWritten(businessData(ORIGIN));
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HVACBusiness',
      '@id': `${ORIGIN}/#business`,
      name: 'Bayou City Comfort HVAC',
      telephone: '+17135550142',
      areaServed: 'Greater Houston',
      address: { '@type': 'PostalAddress', streetAddress: '7315 Harwin Dr, Suite 120', addressLocality: 'Houston', addressRegion: 'TX', postalCode: '77036' },
      contactPoint: { '@type': 'ContactPoint', contactType: 'emergency', telephone: '+17135550199' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 6 },
    });
    expect(business.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '14:00' },
    ]);
  });

  it('names a service with its type, area and the business as provider', () => {
    expect(asWritten(serviceData({ title: 'Heating', heroSubtitle: 'Warm homes' }, ORIGIN, `${ORIGIN}/services/heating`))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Heating',
      serviceType: 'Heating',
      description: 'Warm homes',
      url: `${ORIGIN}/services/heating`,
      provider: { '@id': businessId(ORIGIN) },
      areaServed: 'Greater Houston',
    });
  });

  it("turns a service page's FAQs into questions with accepted answers", () => {
    expect(asWritten(faqData([{ question: 'How often?', answer: 'Twice a year.' }]))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'How often?', acceptedAnswer: { '@type': 'Answer', text: 'Twice a year.' } }],
    });
  });

  it('describes a blog post with headline, date, author, image, language and its page', () => {
    const post: BlogPost = {
      id: '7d5a1f0e-0b1c-4a55-9d2e-1f2a3b4c5d6e',
      slug: 'heat-pump',
      title: 'Heat pumps',
      excerpt: 'Short',
      content: 'Long',
      author: 'Dana',
      publishedAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
      tags: ['heating', 'efficiency'],
      featuredImage: 'heat-pump',
      metaTitle: '',
      metaDescription: 'About heat pumps',
      language: 'es',
    };
    expect(asWritten(blogPostingData(post, ORIGIN, `${ORIGIN}/es/blog/heat-pump`, `${ORIGIN}/blog.png`))).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Heat pumps',
      description: 'About heat pumps',
      datePublished: '2026-03-01T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Dana' },
      image: `${ORIGIN}/blog.png`,
      inLanguage: 'es',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/es/blog/heat-pump` },
    });
  });

  it('numbers the breadcrumb from 1, the current page without a link', () => {
    expect(asWritten(breadcrumbData([{ name: 'Home', url: `${ORIGIN}/` }, { name: 'Blog', url: `${ORIGIN}/blog` }, { name: 'Heat pumps' }]))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${ORIGIN}/blog` },
        { '@type': 'ListItem', position: 3, name: 'Heat pumps' },
      ],
    });
  });
});
