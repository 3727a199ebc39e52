import { useTranslation } from 'react-i18next';
import { COMPANY, useDocumentMeta } from '@hvac/web-kit';
import { NS } from '../i18n';

type Page = 'login' | 'register' | 'profile' | 'forgot' | 'reset' | 'notFound';

/** Each screen names itself to the browser tab and to search engines, in the current language. */
export function usePageMeta(page: Page): void {
  const { t } = useTranslation(NS);
  const vars = { company: COMPANY.name };
  useDocumentMeta(t(`meta.${page}.title`, vars), t(`meta.${page}.description`, vars));
}
