import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { COMPANY, useLocalizedPath, useSession, useTranslationsLoaded } from '@hvac/web-kit';
import { AccountMenu } from '../layout/AccountMenu';
import { LogoMark, MenuIcon } from '../layout/icons';
import { LanguageSelector } from '../layout/LanguageSelector';
import { useEntries, useEntryLabel } from '../remotes/navigation';
import { FRAME_NS } from './i18n';
import { SideNav } from './SideNav';
import { useRemoteProbe } from './useRemoteProbe';
import './frame.css';

/**
 * The back-office frame (docs/architecture.md#microfrontends): a compact bar and the navigation the
 * deployed remotes declare for the signed-in role, around the page's remote. A side bar from 1024 px;
 * below, a drawer behind the bar's menu button, closed by Escape, the backdrop or following an entry.
 */
export function BackOfficeFrame({ children }: { children: ReactNode }) {
  useTranslationsLoaded();
  const { t } = useTranslation(FRAME_NS);
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const entries = useEntries();
  const label = useEntryLabel();
  const home = entries.find((entry) => entry.group === 'home');
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  useRemoteProbe(entries);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    nav.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="bo-frame">
      <header className="bo-bar">
        <button ref={toggle} type="button" className="bo-nav-toggle" aria-expanded={open} aria-controls="bo-nav" onClick={() => setOpen(!open)}>
          <MenuIcon open={open} />
          <span className="visually-hidden">{open ? t('closeNavigation') : t('openNavigation')}</span>
        </button>
        <Link to={home?.path ?? '/'} className="brand" aria-label={home ? t('brand', { company: COMPANY.name, home: label(home) }) : undefined}>
          <LogoMark />
          <span className="brand-name">{COMPANY.name}</span>
        </Link>
        <div className="bo-bar-tools">
          <Link to={localize('/')} className="bo-website">
            {t('website')}
          </Link>
          <LanguageSelector />
          {user && <AccountMenu user={user} />}
        </div>
      </header>
      {open && <div className="bo-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
      <nav ref={nav} id="bo-nav" className="bo-nav" data-open={open} aria-label={t('navigation')}>
        <SideNav entries={entries} pathname={pathname} />
      </nav>
      {children}
    </div>
  );
}
