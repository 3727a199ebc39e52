import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Through the package name, so the page's shared @hvac/ui provides them (this subpath is bundled into each remote).
import { UI_NS, cx } from '@hvac/ui';
import { Table, type Column, type TableProps } from '../components/Table';
import { useWideScreen } from './useWideScreen';
import './list.css';

export interface ListColumn<T> extends Column<T> {
  /** Kept on one line in the table: numbers, dates, amounts (issue 28: at 1280 px none of them wraps). */
  nowrap?: boolean;
}

/** Which column (by key) fills each place of a card; a place left out stays empty. */
export interface CardLayout {
  /** The record's number or name, first on the card. */
  title: string;
  /** Who it is for or from: the client, the vendor, the customer. */
  party?: string;
  status?: string;
  amount?: string;
  /** The row's actions: last on the card, on one line in the table. */
  action?: string;
}

export interface ResponsiveListProps<T> extends TableProps<T> {
  columns: ListColumn<T>[];
  card: CardLayout;
}

type Place = keyof CardLayout | 'field';

const cellOf = <T,>(column: Column<T>, row: T): ReactNode =>
  column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '');

/** The card's places in reading order; the columns no place names come after the party, each under its header. */
function arrange<T>(columns: Column<T>[], card: CardLayout): [Place, Column<T>][] {
  const named = new Set<string | undefined>(Object.values(card));
  const place = (name: keyof CardLayout): [Place, Column<T>][] => columns.filter((c) => c.key === card[name]).map((c) => [name, c]);
  return [
    ...place('title'),
    ...place('status'),
    ...place('party'),
    ...columns.filter((c) => !named.has(c.key)).map((c): [Place, Column<T>] => ['field', c]),
    ...place('amount'),
    ...place('action'),
  ];
}

function Cards<T>({ columns, rows, rowKey, caption, label, empty, rowClassName, card }: TableProps<T> & { card: CardLayout }) {
  const { t } = useTranslation(UI_NS);
  const captionId = useId();
  const places = arrange(columns, card);
  return (
    <div className="list-cards-frame">
      {caption && (
        <p id={captionId} className="list-caption">
          {caption}
        </p>
      )}
      {rows.length === 0 ? (
        <div className="list-empty">{empty ?? t('table.empty')}</div>
      ) : (
        <ul className="list-cards" aria-label={label} aria-labelledby={label || !caption ? undefined : captionId}>
          {rows.map((row) => (
            <li key={rowKey(row)} className={cx('list-card', rowClassName?.(row))}>
              <dl>
                {places.map(([place, column]) => (
                  <div key={column.key} className={`list-card-${place}`}>
                    <dt className={place === 'field' ? undefined : 'visually-hidden'}>{column.header}</dt>
                    <dd>{cellOf(column, row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A back-office list (docs/architecture.md#frontend-conventions): below 640 px each record is a card with
 * its number, party, status and amount in view and its actions in reach, so a phone never scrolls the
 * page sideways; from 640 px the same columns make libs/ui's table, its first column sticky, its `nowrap`
 * columns and its actions each on one line.
 */
export function ResponsiveList<T>({ columns, card, className, ...rest }: ResponsiveListProps<T>) {
  const wide = useWideScreen();
  const shown = columns.map(({ nowrap, ...column }): Column<T> => {
    if (column.key === card.action) return { ...column, className: cx(column.className, 'list-nowrap'), render: (row) => <div className="list-actions">{cellOf(column, row)}</div> };
    return nowrap ? { ...column, className: cx(column.className, 'list-nowrap') } : column;
  });
  return wide ? <Table {...rest} className={cx('list-table', className)} columns={shown} /> : <Cards {...rest} columns={shown} card={card} />;
}
