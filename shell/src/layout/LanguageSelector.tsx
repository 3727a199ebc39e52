import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '@hvac/web-kit';
import { SHELL_NS } from '../i18n';
import { useDisclosure } from './useDisclosure';

/** Each language is named in itself, so a reader finds theirs whatever the page shows now. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fa: 'فارسی', es: 'Español' };

export function LanguageSelector() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const { open, toggle, close, ref } = useDisclosure();
  const current = (LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '') ? (i18n.resolvedLanguage as Language) : 'en';
  const choose = (lng: Language) => {
    void changeLanguage(lng);
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
