import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@hvac/web-kit';
import { NS } from '../i18n';

/** Home › a section › the current page, as the service and blog detail pages show it. */
export function Breadcrumb({ section, title }: { section: { to: string; label: string }; title: string }) {
  const localize = useLocalizedPath();
  const { t } = useTranslation(NS);
  return (
    <nav className="pub-breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol>
        <li>
          <Link to={localize('/')}>{t('breadcrumb.home')}</Link>
        </li>
        <li>
          <Link to={localize(section.to)}>{section.label}</Link>
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
