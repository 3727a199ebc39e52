import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineItem } from '@hvac/contracts/billing';
import { FreeText } from '@hvac/ui';
import { Table, type Column } from '@hvac/ui/list';
import { NS } from '../i18n';
import { percent, usd } from './money';

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bl-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bl-panel">
      <h2>{title}</h2>
      <dl>{children}</dl>
    </section>
  );
}

/** A free text of the document (notes, terms) under its heading, kept as written, line breaks included. */
export function TextPanel({ title, text, none }: { title: string; text: string | null; none: string }) {
  return (
    <section className="bl-panel">
      <h2>{title}</h2>
      {text ? (
        <FreeText as="p" className="bl-text">
          {text}
        </FreeText>
      ) : (
        <p className="bl-text">{none}</p>
      )}
    </section>
  );
}

/** What a document's detail shows of its figures: always the server's, never worked out again here. */
export interface StoredFigures {
  lineItems: LineItem[];
  subTotal: string;
  taxRate: number;
  taxAmount: string;
  totalAmount: string;
}

/** The line-item table, then subtotal, tax as a percentage and total (docs/domains/billing.md#quotes). */
export function LinesAndTotals({ doc }: { doc: StoredFigures }) {
  const { t } = useTranslation(NS);
  const columns: Column<LineItem>[] = [
    { key: 'description', header: t('lines.description'), render: (l) => <FreeText>{l.description}</FreeText> },
    { key: 'quantity', header: t('lines.quantity'), className: 'bl-amount', render: (l) => <span dir="ltr">{l.quantity}</span> },
    { key: 'unitPrice', header: t('lines.unitPrice'), className: 'bl-amount', render: (l) => <span dir="ltr">{usd(l.unitPrice)}</span> },
    { key: 'total', header: t('lines.total'), className: 'bl-amount', render: (l) => <span dir="ltr">{usd(l.total)}</span> },
  ];
  return (
    <section className="bl-form">
      <Table caption={t('lines.heading')} columns={columns} rows={doc.lineItems} rowKey={(l) => l.id} />
      <dl className="bl-totals">
        <div>
          <dt>{t('totals.subTotal')}</dt>
          <dd dir="ltr" data-total="subTotal">
            {usd(doc.subTotal)}
          </dd>
        </div>
        <div>
          <dt>{t('totals.tax', { rate: percent(doc.taxRate) })}</dt>
          <dd dir="ltr" data-total="taxAmount">
            {usd(doc.taxAmount)}
          </dd>
        </div>
        <div className="bl-grand">
          <dt>{t('totals.total')}</dt>
          <dd dir="ltr" data-total="totalAmount">
            {usd(doc.totalAmount)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
