import { useTranslation } from 'react-i18next';
import { isDocumentLanguage, type DocumentLanguage } from '@hvac/contracts';

/** Documents are made in the language the reader has the page in. */
export function useDocumentLanguage(): DocumentLanguage {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  return isDocumentLanguage(current) ? current : 'en';
}
