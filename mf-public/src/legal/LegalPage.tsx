import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FreeText, PhoneNumber } from '@hvac/ui';
import { COMPANY, companyAddressLine } from '@hvac/web-kit';
import { formatDate } from '@hvac/web-kit/formatters';
import { NS } from '../i18n';
import { usePageMeta } from '../shared/usePageMeta';
import en from './content/en';
import es from './content/es';
import fa from './content/fa';
import { LEGAL_UPDATED, type LegalContent } from './content/types';

const CONTENT: Record<string, LegalContent> = { en, fa, es };

/**
 * The documents name the company's facts as {tokens}, so they always match company.ts; each keeps its own
 * direction inside a Persian sentence, and the phone numbers take the reader's digits.
 */
const FACTS: Record<string, ReactNode> = {
  company: <FreeText>{COMPANY.name}</FreeText>,
  email: <FreeText>{COMPANY.email}</FreeText>,
  phone: <PhoneNumber display={COMPANY.phone.display} />,
  emergencyPhone: <PhoneNumber display={COMPANY.emergencyPhone.display} />,
  licence: <FreeText>{COMPANY.licence}</FreeText>,
  address: <FreeText>{companyAddressLine()}</FreeText>,
};
const withFacts = (text: string): ReactNode[] =>
  text.split(/(\{\w+\})/).map((part, i) => {
    const fact = FACTS[part.slice(1, -1)];
    return part.startsWith('{') && fact ? <Fragment key={i}>{fact}</Fragment> : part;
  });

/** /privacy-policy and /terms-of-service (footer resources, docs/domains/public-site.md#legal-pages-and-sitemap). */
export function LegalPage({ document: which }: { document: 'privacy' | 'terms' }) {
  const { t, i18n } = useTranslation(NS);
  usePageMeta(which);
  const doc = (CONTENT[i18n.resolvedLanguage ?? 'en'] ?? en)[which];
  return (
    <article className="pub-page pub-section pub-legal" aria-labelledby="legal-heading">
      <h1 id="legal-heading">{doc.title}</h1>
      <p className="pub-legal__updated">
        {t('legal.updated')} <time dateTime={LEGAL_UPDATED}>{formatDate(LEGAL_UPDATED, i18n.resolvedLanguage)}</time>
      </p>
      <div className="pub-prose">
        <p>{withFacts(doc.intro)}</p>
        {doc.sections.map((section) => (
          <section key={section.heading} aria-label={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph, i) => (
              <p key={i}>{withFacts(paragraph)}</p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
