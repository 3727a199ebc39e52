import { useTranslation } from 'react-i18next';
import { localNumber } from '@hvac/web-kit';
// Through the package name, so the page's shared @hvac/ui provides them (this module is bundled into each remote).
import { UI_NS, cx } from '@hvac/ui';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(current: number, total: number, span = 1): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= total; page++) {
    if (page === 1 || page === total || Math.abs(page - current) <= span) pages.push(page);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

export function Pagination({ currentPage, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation(UI_NS);
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button type="button" className="pagination-step" disabled={currentPage <= 1} onClick={() => onChange(currentPage - 1)}>
        {t('pagination.previous')}
      </button>
      <ul className="pagination-pages">
        {pageWindow(currentPage, totalPages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination-gap">
              …
            </li>
          ) : (
            <li key={page}>
              <button
                type="button"
                className={cx('pagination-page', page === currentPage && 'is-current')}
                aria-current={page === currentPage ? 'page' : undefined}
                aria-label={t('pagination.page', { page })}
                onClick={() => page !== currentPage && onChange(page)}
              >
                {localNumber(page)}
              </button>
            </li>
          ),
        )}
      </ul>
      <span className="visually-hidden" aria-live="polite">
        {t('pagination.status', { current: currentPage, total: totalPages })}
      </span>
      <button type="button" className="pagination-step" disabled={currentPage >= totalPages} onClick={() => onChange(currentPage + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
