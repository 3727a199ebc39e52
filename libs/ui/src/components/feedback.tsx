import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UI_NS } from '../i18n';
import { cx } from './Button';

export function Spinner({ label, className }: { label?: ReactNode; className?: string }) {
  const { t } = useTranslation(UI_NS);
  return (
    <div role="status" className={cx('spinner', className)}>
      <span className="spinner-icon" aria-hidden="true" />
      <span className="spinner-label">{label ?? t('loading')}</span>
    </div>
  );
}

/**
 * The red box of every failed screen (docs/architecture.md#frontend-conventions: error state, form kept),
 * with a heading line where the screen's texts give one ("Error"). It can take the focus, which a refused
 * form moves to it (useSubmit), though Tab passes it by.
 */
export function ErrorBox({ title, children, className }: { title?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div role="alert" tabIndex={-1} className={cx('error-box', className)}>
      {title && <strong className="error-box-title">{title}</strong>}
      {children}
    </div>
  );
}

/** The translated 404 page: the shell shows it for unknown paths, remotes for unknown paths under their prefixes. */
export function NotFound() {
  const { t } = useTranslation(UI_NS);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link className="btn btn-primary btn-md" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
