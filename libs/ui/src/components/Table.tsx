import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../i18n';
import { cx } from './Button';

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
  /** Shown in one full-width row when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

/** A plain, accessible table that scrolls horizontally on small screens. */
export function Table<T>({ columns, rows, rowKey, caption, empty, className }: TableProps<T>) {
  const { t } = useTranslation(UI_NS);
  return (
    <div className="table-wrap">
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
              <tr key={rowKey(row)}>
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
