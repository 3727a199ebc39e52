import { useTranslation } from 'react-i18next';
import { useTranslationsLoaded, useLocalizedPath } from '@hvac/web-kit';
import { Link } from 'react-router-dom';
import { PAGES_NS } from '../i18n/pages';
import { SERVICES_NS } from '../i18n/services';
import { SERVICE_CARDS } from '../services/ServicesPage';
import { usePageMeta } from '../shared/usePageMeta';

const GROUPS: { key: string; links: { to: string; key: string }[] }[] = [
  {
    key: 'main',
    links: [
      { to: '/', key: 'home' },
      { to: '/services', key: 'services' },
      { to: '/about', key: 'about' },
      { to: '/testimonials', key: 'testimonials' },
      { to: '/blog', key: 'blog' },
      { to: '/contact', key: 'contact' },
      { to: '/request-quote', key: 'requestQuote' },
    ],
  },
  {
    key: 'account',
    links: [
      { to: '/login', key: 'login' },
      { to: '/register', key: 'register' },
      { to: '/my-service-requests', key: 'myRequests' },
      { to: '/profile-settings', key: 'profile' },
    ],
  },
  {
    key: 'legal',
    links: [
      { to: '/privacy-policy', key: 'privacy' },
      { to: '/terms-of-service', key: 'terms' },
      { to: '/sitemap', key: 'sitemap' },
    ],
  },
];

/** /sitemap: every public page, the five services and the legal pages, for people (sitemap.xml is for robots). */
export function SitemapPage() {
  const localize = useLocalizedPath();
  // This page's strings arrive with its chunk; in Persian or Spanish wait for them rather than flash English.
  useTranslationsLoaded();
  const { t } = useTranslation(PAGES_NS);
  usePageMeta('sitemap');
  return (
    <div className="pub-page pub-section pub-sitemap">
      <h1>{t('sitemap.heading')}</h1>
      <p className="pub-section__intro">{t('sitemap.intro')}</p>
      <div className="pub-grid pub-grid--4">
        {GROUPS.slice(0, 1).map((group) => (
          <SitemapGroup key={group.key} group={group} />
        ))}
        <nav aria-labelledby="sitemap-services">
          <h2 id="sitemap-services">{t('sitemap.groups.services')}</h2>
          <ul>
            {SERVICE_CARDS.map((card) => (
              <li key={card.id}>
                <Link to={localize(card.learnMoreLink)}>{t(`services.cards.${card.key}.name`, { ns: SERVICES_NS })}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {GROUPS.slice(1).map((group) => (
          <SitemapGroup key={group.key} group={group} />
        ))}
      </div>
    </div>
  );
}

function SitemapGroup({ group }: { group: (typeof GROUPS)[number] }) {
  const localize = useLocalizedPath();
  const { t } = useTranslation(PAGES_NS);
  return (
    <nav aria-labelledby={`sitemap-${group.key}`}>
      <h2 id={`sitemap-${group.key}`}>{t(`sitemap.groups.${group.key}`)}</h2>
      <ul>
        {group.links.map((link) => (
          <li key={link.to}>
            <Link to={localize(link.to)}>{t(`sitemap.links.${link.key}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
