import type { FAQPage, WithContext } from 'schema-dts';

/** A service page's questions and answers as search engines read them (docs/domains/public-site.md#search-engines). */
export function faqData(faqs: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
}
