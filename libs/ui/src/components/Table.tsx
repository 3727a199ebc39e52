import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Through the package name, so the page's shared @hvac/ui provides them (this module is bundled into each remote).
import { UI_NS, cx } from '@hvac/ui';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render?: (row: T) => ReactNode;
  className?: string;
}

export interface TableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  caption?: ReactNode;
  /** Names the scroll frame for screen readers; defaults to the caption when it is text. */
  label?: string;
  /** Shown in one full-width row when there are no rows. */
  empty?: ReactNode;
  /** A class for a row that must stand out (an expired stock item's red row). */
  rowClassName?: (row: T) => string | undefined;
  className?: string;
}

/**
 * A plain, accessible table that scrolls sideways inside its own frame. The frame takes focus, so a
 * keyboard can scroll it too (a frame of plain text would otherwise be out of reach).
 */
export function Table<T>({ columns, rows, rowKey, caption, label, empty, className, rowClassName }: TableProps<T>) {
  const { t } = useTranslation(UI_NS);
  return (
    <div className="table-wrap" role="region" tabIndex={0} aria-label={label ?? (typeof caption === 'string' ? caption : t('table.region'))}>
      <table className={cx('table', className)}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="table-empty">
                {empty ?? t('table.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.className}>
                    {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
