import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { ClientOnly, COMPANY, useLocalizedPath, useSession } from '@hvac/web-kit';
import { SHELL_NS } from '../i18n';
import { LogoMark } from './icons';
import { LanguageSelector } from './LanguageSelector';
import { NAV_LINKS } from './links';
import { MobileMenu } from './MobileMenu';
import { AccountMenu } from './sessionMenus';

function SessionArea() {
  const { t } = useTranslation(SHELL_NS);
  const hydrated = useSession((s) => s.hydrated);
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const placeholder = (
    <span className="session-placeholder" aria-busy="true" data-testid="header-session-placeholder">
      <span className="visually-hidden">{t('header.loadingSession')}</span>
    </span>
  );
  if (!hydrated) return placeholder;
  if (!token || !user) {
    return (
      <Link className="btn btn-secondary btn-sm" to="/login">
        {t('header.login')}
      </Link>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu user={user} />
    </Suspense>
  );
}

/** docs/domains/public-site.md#global-layout: sticky header with logo, company name, six links, language selector and session area. */
export function Header() {
  const { t } = useTranslation(SHELL_NS);
  const localize = useLocalizedPath();
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to={localize('/')} className="brand">
          <LogoMark />
          <span className="brand-name">{COMPANY.name}</span>
        </Link>
        <nav className="main-nav" aria-label={t('header.mainNav')}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={localize(link.to)} end={link.to === '/'}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-tools">
          <LanguageSelector />
          {/* The session is the reader's own: never part of the captured page (docs/domains/public-site.md#search-engines). */}
          <ClientOnly className="header-session">
            <SessionArea />
          </ClientOnly>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
