import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FreeText, PhoneNumber } from '@hvac/ui';
import { COMPANY, companyAddressLine, useLocalizedPath } from '@hvac/web-kit';
import { SHELL_NS } from '../i18n';
import { NAV_LINKS } from './links';

/** The networks' own marks, the same in every language; the translated name is the link's text for screen readers. */
const SOCIAL_MARKS: Record<(typeof COMPANY.social)[number]['network'], string> = { facebook: 'f', instagram: 'IG', x: 'X', linkedin: 'in' };

const RESOURCES = [
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/terms-of-service', key: 'footer.terms' },
  { to: '/sitemap', key: 'footer.sitemap' },
] as const;

/** docs/domains/public-site.md#global-layout: blurb, social links, quick links, address, phone, e-mail, 24/7 note and resources. */
export function Footer() {
  const { t } = useTranslation(SHELL_NS);
  const localize = useLocalizedPath();
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{COMPANY.name}</h2>
          <p>{t('footer.blurb', { year: COMPANY.founded })}</p>
          <p className="footer-licence">
            {t('footer.licence')} <FreeText>{COMPANY.licence}</FreeText>
          </p>
          <ul className="footer-social" aria-label={t('footer.social')}>
            {COMPANY.social.map((profile) => (
              <li key={profile.network}>
                <a href={profile.href} title={t('footer.comingSoon')}>
                  <span aria-hidden="true">{SOCIAL_MARKS[profile.network]}</span>
                  <span className="visually-hidden">{t(`footer.networks.${profile.network}`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">{t('footer.quickLinks')}</h2>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={localize(link.to)}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <address>
            <p>
              <a href={COMPANY.mapUrl} target="_blank" rel="noopener noreferrer">
                <FreeText>{companyAddressLine()}</FreeText>
              </a>
            </p>
            <p>
              {t('footer.phone')}{' '}
              <a href={COMPANY.phone.href}>
                <PhoneNumber display={COMPANY.phone.display} />
              </a>
            </p>
            <p>
              {t('footer.email')} <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
            </p>
          </address>
          <p className="footer-emergency">
            <strong>{t('footer.emergency')}</strong>{' '}
            <a href={COMPANY.emergencyPhone.href}>
              <PhoneNumber display={COMPANY.emergencyPhone.display} />
            </a>
          </p>
        </section>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources">{t('footer.resources')}</h2>
          <ul>
            {RESOURCES.map((link) => (
              <li key={link.to}>
                <Link to={localize(link.to)}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="container footer-copyright">{t('footer.copyright', { year: new Date().getFullYear(), company: COMPANY.name })}</p>
    </footer>
  );
}
