import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '@hvac/web-kit';
import { NS } from '../i18n';

/** Each page names itself to the browser tab and to search engines, in the current language. */
export function usePageMeta(page: 'home'): void {
  const { t, i18n } = useTranslation(NS);
  useEffect(() => {
    document.title = t(`meta.${page}.title`, { company: COMPANY.name });
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = t(`meta.${page}.description`, { company: COMPANY.name });
  }, [page, t, i18n.language]);
}
