import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { parseCents } from '@hvac/contracts';
import { canEditInvoice, canRecordPayment, invoiceDetailStatus, type Invoice, type InvoiceDetailStatus, type Payment } from '@hvac/contracts/billing';
import { isNotFound } from '@hvac/web-kit';
import { formatDate } from '@hvac/web-kit/formatters';
import { Button, ErrorBox, Spinner } from '@hvac/ui';
import { Table, statusLabel, type BadgeTone, type Column } from '@hvac/ui/list';
import { DocumentTools } from '../documents/DocumentTools';
import { HistoryPanel } from '@hvac/ui/history';
import { SendHistory } from '../documents/SendHistory';
import { NS as BILLING } from '../i18n';
import { isStaffRole, useRole } from '../shared/access';
import { LinesAndTotals, Panel, Row, TextPanel } from '../shared/DocumentView';
import { placesOf } from '../shared/places';
import { usd } from '../shared/money';
import { useFailureText } from '../shared/queries';
import { useInvoiceHistoryFields } from './history';
import { NS } from './i18n';
import { amountPaidOf } from './InvoiceForms';
import { useInvoiceTitle } from './InvoiceList';
import { useInvoice, usePayments } from './queries';
import { RecordPaymentDialog } from './RecordPaymentDialog';

const LIST = '/admin/invoices';

const DETAIL_TONES: Record<InvoiceDetailStatus, BadgeTone> = { Draft: 'neutral', Pending: 'info', Paid: 'success', Overdue: 'danger', Void: 'danger' };

/**
 * The detail page's own spelling of the status (contracts' invoiceDetailStatus): Pending for sent and
 * partially paid, so it reads differently from the list's, as docs/domains/billing.md#detail-page-spellings
 * says it must; a value without a spelling is a neutral label.
 */
function DetailStatus({ status }: { status: string }) {
  const { t } = useTranslation(NS);
  const shown = invoiceDetailStatus(status);
  return (
    <span className={`badge badge-${shown ? DETAIL_TONES[shown] : 'neutral'}`} data-status={status} data-detail-status={shown ?? undefined}>
      {shown ? t(`detailStatus.${shown}`) : statusLabel(status)}
    </span>
  );
}

/** The payments recorded on the invoice, oldest first (beyond the spec: who paid what, when and how). */
function PaymentHistory({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation(NS);
  const describe = useFailureText();
  const { data: payments, error } = usePayments(invoiceId);
  const columns: Column<Payment>[] = [
    { key: 'date', header: t('history.date'), render: (p) => formatDate(p.paymentDate) },
    { key: 'amount', header: t('history.amount'), className: 'bl-amount', render: (p) => <span dir="ltr">{usd(p.amount)}</span> },
    { key: 'method', header: t('history.method'), render: (p) => t(`methods.${p.paymentMethod}`, { defaultValue: p.paymentMethod }) },
    { key: 'reference', header: t('history.reference'), render: (p) => (p.referenceNumber ? <span dir="ltr">{p.referenceNumber}</span> : '—') },
    { key: 'notes', header: t('history.notes'), render: (p) => p.notes ?? '—' },
  ];
  return (
    <section className="bl-panel" aria-labelledby="invoice-payments">
      <h2 id="invoice-payments">{t('history.heading')}</h2>
      {error && <ErrorBox>{describe(error, 'messages.fetchPaymentsFailed')}</ErrorBox>}
      {!payments && !error && <Spinner label={t('history.loading')} />}
      {payments && <Table caption={t('history.caption')} columns={columns} rows={payments} rowKey={(p) => p.id} empty={<p className="bl-empty">{t('history.empty')}</p>} />}
    </section>
  );
}

function Loaded({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation(NS);
  const { t: tb } = useTranslation(BILLING);
  const role = useRole();
  const historyFields = useInvoiceHistoryFields();
  const [paying, setPaying] = useState(false);
  const balance = parseCents(invoice.balanceDue) ?? 0;
  return (
    <>
      <div className="bl-head">
        <h1>{t('detail.heading', { number: invoice.invoiceNumber })}</h1>
        <DetailStatus status={invoice.status} />
      </div>
      <div className="bl-actions">
        <DocumentTools
          type="invoice"
          id={invoice.id}
          number={invoice.invoiceNumber}
          email={invoice.client?.email ?? ''}
          customerName={invoice.client?.username ?? ''}
        />
        {isStaffRole(role) && canEditInvoice(invoice.status) && (
          <Link className="btn btn-secondary btn-md" to={`${LIST}/edit/${invoice.id}`}>
            {tb('common.edit')}
          </Link>
        )}
        {canRecordPayment(invoice.status, balance, role) && <Button onClick={() => setPaying(true)}>{t('detail.recordPayment')}</Button>}
      </div>
      <div className="bl-panels">
        <Panel title={tb('common.client')}>
          <Row label={tb('quotes.customerName')}>{invoice.client?.username ?? tb('common.none')}</Row>
          <Row label={tb('quotes.customerEmail')}>
            {invoice.client?.email ? (
              <a href={`mailto:${invoice.client.email}`} dir="ltr">
                {invoice.client.email}
              </a>
            ) : (
              tb('common.none')
            )}
          </Row>
        </Panel>
        <Panel title={tb('quotes.details')}>
          <Row label={t('list.date')}>{formatDate(invoice.invoiceDate)}</Row>
          <Row label={t('list.dueDate')}>{formatDate(invoice.dueDate)}</Row>
          <Row label={tb('common.status')}>
            <DetailStatus status={invoice.status} />
          </Row>
          <Row label={t('detail.paymentDate')}>{invoice.paymentDate ? formatDate(invoice.paymentDate) : tb('common.none')}</Row>
          <Row label={t('form.includeInTaxReport')}>{invoice.includeInTaxReport ? t('detail.yes') : t('detail.no')}</Row>
          <Row label={t('detail.originatingEstimate')}>
            {invoice.originatingEstimateId ? <Link to={placesOf('estimate', role).view(invoice.originatingEstimateId)}>{tb('common.view')}</Link> : tb('common.none')}
          </Row>
          <Row label={t('detail.originatingQuote')}>
            {invoice.originatingQuoteId ? <Link to={placesOf('quote', role).view(invoice.originatingQuoteId)}>{tb('common.view')}</Link> : tb('common.none')}
          </Row>
        </Panel>
      </div>
      <LinesAndTotals doc={invoice} />
      <dl className="bl-totals bl-balance">
        <div>
          <dt>{t('form.amountPaid')}</dt>
          <dd dir="ltr" data-total="amountPaid">
            {usd(amountPaidOf(invoice))}
          </dd>
        </div>
        <div className="bl-grand">
          <dt>{t('detail.balanceDue')}</dt>
          <dd dir="ltr" data-total="balanceDue">
            {usd(invoice.balanceDue)}
          </dd>
        </div>
      </dl>
      <PaymentHistory invoiceId={invoice.id} />
      <TextPanel title={tb('form.notes')} text={invoice.notes} none={tb('common.none')} />
      <TextPanel title={tb('form.terms')} text={invoice.termsAndConditions} none={tb('common.none')} />
      {isStaffRole(role) && <SendHistory type="invoice" id={invoice.id} />}
      {isStaffRole(role) && <HistoryPanel path={`invoices/${invoice.id}/history`} version={invoice.updatedAt} className="bl-panel" fields={historyFields} />}
      {paying && <RecordPaymentDialog invoice={invoice} onClose={() => setPaying(false)} />}
    </>
  );
}

/**
 * /admin/invoices/view/:invoiceId (docs/domains/billing.md#invoices): every figure as svc-billing stored
 * it, balance due, the payments, notes and terms. Edit for staff while Draft or Pending; Record Payment
 * for staff while Pending or Overdue with a balance (contracts' canRecordPayment says why Overdue too).
 * A client reads their own invoice in their own area (docs/domains/billing.md#a-clients-pages), without
 * either button.
 */
export function InvoiceDetail() {
  const { t } = useTranslation(NS);
  const { t: tb } = useTranslation(BILLING);
  useInvoiceTitle('view');
  const { invoiceId = '' } = useParams();
  const describe = useFailureText();
  const { data: invoice, error } = useInvoice(invoiceId);
  const role = useRole();
  const back = (
    <p>
      <Link to={placesOf('invoice', role).list}><span className="bl-back" aria-hidden="true">←</span> {role === 'client' ? tb('my.back') : t('detail.back')}</Link>
    </p>
  );
  return (
    <div className="screen">
      {back}
      {error ? (
        <>
          <h1>{t('list.heading')}</h1>
          <ErrorBox title={tb('common.error')}>{isNotFound(error) ? tb('messages.invoiceMissing') : describe(error, 'messages.fetchInvoiceFailed')}</ErrorBox>
        </>
      ) : invoice ? (
        <Loaded invoice={invoice} />
      ) : (
        <Spinner label={t('detail.loading')} />
      )}
    </div>
  );
}
