import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { BookingButton, ClientOnly, useLocalizedPath, useModal, useSession } from '@hvac/web-kit';
import { SHELL_NS } from '../i18n';
import { MenuIcon } from './icons';
import { NAV_LINKS } from './links';
import { MobileAccountList } from './sessionMenus';
import { useDisclosure } from './useDisclosure';

/**
 * The small-screen menu (docs/domains/public-site.md#global-layout): the six links, the schedule-service button that opens the
 * booking dialog, then the entries the remotes offer the signed-in role (its modules, then profile) and logout.
 */
export function MobileMenu() {
  const { t } = useTranslation(SHELL_NS);
  const { open, toggle, close, ref } = useDisclosure();
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const openModal = useModal((s) => s.open);
  const localize = useLocalizedPath();
  const signedIn = Boolean(token && user);

  return (
    <div className="mobile-menu" ref={ref}>
      <button type="button" className="mobile-menu-toggle" aria-expanded={open} aria-controls="mobile-menu-panel" onClick={toggle}>
        <MenuIcon open={open} />
        <span className="visually-hidden">{open ? t('header.closeMenu') : t('header.openMenu')}</span>
      </button>
      {open && (
        <nav id="mobile-menu-panel" className="mobile-menu-panel" aria-label={t('header.mobileNav')}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={localize(link.to)} end={link.to === '/'}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <BookingButton
            className="btn btn-primary btn-md mobile-menu-schedule"
            onOpen={() => {
              close();
              openModal('scheduleService');
            }}
          >
            {t('header.scheduleService')}
          </BookingButton>
          <ClientOnly>
            {signedIn ? (
              <Suspense fallback={null}>
                <MobileAccountList />
              </Suspense>
            ) : (
              <Link className="btn btn-secondary btn-md" to="/login">
                {t('header.login')}
              </Link>
            )}
          </ClientOnly>
        </nav>
      )}
    </div>
  );
}
