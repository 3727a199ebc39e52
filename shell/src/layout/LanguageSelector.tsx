import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isPublicPage, withLanguage } from '@hvac/contracts';
import { changeLanguage, LANGUAGES, rememberLanguage, type Language } from '@hvac/web-kit';
import { SHELL_NS } from '../i18n';
import { useDisclosure } from './useDisclosure';

/** Each language is named in itself, so a reader finds theirs whatever the page shows now. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fa: 'فارسی', es: 'Español' };

/**
 * On a public page a language is an address (docs/domains/public-site.md#languages): the choice opens
 * the same page in it, once its strings are in, and is remembered. Elsewhere it switches in place.
 */
function useChooseLanguage(): (lng: Language) => void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (lng) => {
    if (!isPublicPage(pathname)) {
      void changeLanguage(lng);
      return;
    }
    rememberLanguage(lng);
    void changeLanguage(lng).then(() => navigate(withLanguage(pathname, lng) + search + hash));
  };
}

export function LanguageSelector() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const { open, toggle, close, ref } = useDisclosure();
  const chooseLanguage = useChooseLanguage();
  const current = (LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '') ? (i18n.resolvedLanguage as Language) : 'en';
  const choose = (lng: Language) => {
    chooseLanguage(lng);
    close();
  };
  return (
    <div className="dropdown language-selector" ref={ref}>
      <button
        type="button"
        className="dropdown-toggle"
        aria-expanded={open}
        aria-controls="language-list"
        onClick={toggle}
      >
        <span className="visually-hidden">{t('header.language')}: </span>
        <span lang={current}>{LANGUAGE_NAMES[current]}</span>
      </button>
      {open && (
        <ul id="language-list" className="dropdown-menu">
          {LANGUAGES.map((lng) => (
            <li key={lng}>
              <button type="button" lang={lng} aria-current={lng === current ? 'true' : undefined} onClick={() => choose(lng)}>
                {LANGUAGE_NAMES[lng]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
