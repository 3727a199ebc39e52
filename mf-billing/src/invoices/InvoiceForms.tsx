import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { DocumentTotals, FieldError } from '@hvac/contracts';
import { billingMessage, calendarDaysAfter, CONVERTED_INVOICE_DUE_DAYS, DEFAULT_TAX_RATE, defaultDocumentNumber, INCLUDE_IN_TAX_REPORT_DEFAULT, INVOICE_STATUSES, readAmountPaid, type Estimate, type Invoice, type InvoiceBody } from '@hvac/contracts/billing';
import { ErrorBox, Spinner, useToast } from '@hvac/ui';
import { Checkbox, Field, Input } from '@hvac/ui/forms';
import { NS as BILLING } from '../i18n';
import { DocumentForm } from '../shared/DocumentForm';
import { linesFrom, newLine, rateText, today, type DocumentDraft } from '../shared/draft';
import { handedEstimate, handedVisit, type VisitHandover } from '../shared/handover';
import { useFailureText } from '../shared/queries';
import { NS } from './i18n';
import { useInvoiceTitle } from './InvoiceList';
import { useInvoice, useSaveInvoice } from './queries';

const LIST = '/admin/invoices';

/**
 * A new invoice's defaults (docs/domains/billing.md#invoices): INV- and the timestamp, dated today, draft;
 * from an estimate, its client, lines, tax, notes and terms, and a due date CONVERTED_INVOICE_DUE_DAYS
 * on, as svc-billing gives an invoice converted from a quote. A blank one has no due date until chosen.
 */
export const newInvoiceDraft = (estimate: Estimate | null, now: Date = new Date()): DocumentDraft => ({
  clientId: estimate?.clientId ?? '',
  number: defaultDocumentNumber('invoice', now),
  date: today(now),
  endDate: estimate ? calendarDaysAfter(today(now), CONVERTED_INVOICE_DUE_DAYS) : '',
  status: 'draft',
  lines: estimate ? linesFrom(estimate.lineItems, false) : [newLine()],
  taxRate: rateText(estimate?.taxRate ?? DEFAULT_TAX_RATE, 'create'),
  notes: estimate?.notes ?? '',
  terms: estimate?.termsAndConditions ?? '',
});

/** A new invoice for a completed visit: its client and the technician's work notes, the rest as a blank one. */
export const visitInvoiceDraft = (visit: VisitHandover, now: Date = new Date()): DocumentDraft => ({
  ...newInvoiceDraft(null, now),
  clientId: visit.clientId ?? '',
  notes: visit.notes,
});

const invoiceDraft = (i: Invoice): DocumentDraft => ({
  clientId: i.clientId,
  number: i.invoiceNumber,
  date: i.invoiceDate,
  endDate: i.dueDate,
  status: i.status,
  lines: linesFrom(i.lineItems, true),
  taxRate: rateText(i.taxRate, 'edit'),
  notes: i.notes ?? '',
  terms: i.termsAndConditions ?? '',
});

/** An answer's amount paid: amountPaid, or failing that the older paidAmount (docs/domains/billing.md#invoices). */
export const amountPaidOf = (invoice: Invoice & { paidAmount?: string | null }): string => invoice.amountPaid ?? invoice.paidAmount ?? '0.00';

interface InvoiceFieldsProps {
  includeInTaxReport: boolean;
  onInclude: (value: boolean) => void;
  amountPaid: string;
  /** Only a new invoice takes money already received; after that the recorded payments say what was paid. */
  onAmountPaid: ((value: string) => void) | null;
}

/** The invoice's own fields beside the shared ones: the tax report switch and the amount paid. */
function InvoiceFields({ includeInTaxReport, onInclude, amountPaid, onAmountPaid }: InvoiceFieldsProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="bl-grid">
      <Field label={t('form.amountPaid')} htmlFor="invoice-amount-paid" hint={onAmountPaid ? t('form.amountPaidHint') : t('form.amountPaidFollows')}>
        <Input
          type="number"
          dir="ltr"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={amountPaid}
          readOnly={!onAmountPaid}
          onChange={(e) => onAmountPaid?.(e.target.value)}
        />
      </Field>
      <div className="bl-check">
        <Checkbox label={t('form.includeInTaxReport')} checked={includeInTaxReport} onChange={(e) => onInclude(e.target.checked)} />
      </div>
    </div>
  );
}

const amountPaidErrors = (amountPaid: string, totals: DocumentTotals): FieldError[] =>
  readAmountPaid(amountPaid, totals.totalAmount) === null ? [{ field: 'amountPaid', code: 'amountPaidInvalid', message: billingMessage('amountPaidInvalid') }] : [];

/**
 * /admin/invoices/new: blank, or prefilled from the estimate its edit page handed over, with that client
 * kept and the estimate (and the quote before it) recorded; the save marks the estimate converted_to_invoice.
 * From a completed visit on My Jobs: the request's client and the work notes.
 */
export function InvoiceCreate() {
  const { t } = useTranslation(NS);
  const { t: tb } = useTranslation(BILLING);
  const state = useLocation().state;
  const estimate = handedEstimate(state);
  const visit = estimate ? null : handedVisit(state);
  useInvoiceTitle(estimate ? 'convert' : 'new');
  const describe = useFailureText();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveInvoice(null);
  const [includeInTaxReport, setInclude] = useState<boolean>(INCLUDE_IN_TAX_REPORT_DEFAULT);
  const [amountPaid, setAmountPaid] = useState('0');
  return (
    <div className="screen">
      <h1>{estimate ? t('form.convertHeading') : t('form.newHeading')}</h1>
      {estimate && (
        <p className="bl-muted">
          <Link to={`/admin/estimates/view/${estimate.id}`}>{t('form.fromEstimate', { number: estimate.estimateNumber })}</Link>
        </p>
      )}
      <DocumentForm
        key={estimate?.id ?? visit?.id ?? 'blank'}
        kind="invoice"
        mode="create"
        initial={visit ? visitInvoiceDraft(visit) : newInvoiceDraft(estimate)}
        statuses={INVOICE_STATUSES}
        clientLocked={estimate !== null}
        currentClient={estimate?.client ?? null}
        numberLabel={t('list.number')}
        dateLabel={t('list.date')}
        endDateLabel={t('list.dueDate')}
        submitLabel={t('form.createSubmit')}
        cancelTo={LIST}
        serverError={save.isError ? describe(save.error, 'messages.createInvoiceFailed') : null}
        fields={<InvoiceFields includeInTaxReport={includeInTaxReport} onInclude={setInclude} amountPaid={amountPaid} onAmountPaid={setAmountPaid} />}
        checkFields={(totals) => amountPaidErrors(amountPaid, totals)}
        extra={{
          includeInTaxReport,
          amountPaid: amountPaid.trim() || '0',
          ...(estimate ? { originatingEstimateId: estimate.id, originatingQuoteId: estimate.originatingQuoteId } : {}),
        }}
        save={(body) => save.mutateAsync(body as InvoiceBody)}
        onSaved={(invoice) => {
          toast.show(tb('messages.invoiceCreated'), 'success');
          navigate(`${LIST}/view/${invoice.id}`);
        }}
      />
    </div>
  );
}

/**
 * /admin/invoices/edit/:invoiceId: the full status list and the rate as the stored fraction. The amount
 * paid is shown, not edited: it is the sum of the recorded payments, which svc-billing keeps.
 */
export function InvoiceEdit() {
  const { t } = useTranslation(NS);
  useInvoiceTitle('edit');
  const { invoiceId = '' } = useParams();
  const describe = useFailureText();
  const { data: invoice, error } = useInvoice(invoiceId);
  if (error) {
    return (
      <div className="screen">
        <h1>{t('form.editHeading')}</h1>
        <ErrorBox>{describe(error, 'messages.fetchInvoiceFailed')}</ErrorBox>
      </div>
    );
  }
  if (!invoice) return <Spinner label={t('detail.loading')} />;
  return <InvoiceEditForm key={invoice.id} invoice={invoice} />;
}

/** The loaded invoice's form: its state starts from the invoice once, when it arrives. */
function InvoiceEditForm({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation(NS);
  const { t: tb } = useTranslation(BILLING);
  const describe = useFailureText();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveInvoice(invoice.id);
  const [includeInTaxReport, setInclude] = useState(invoice.includeInTaxReport);
  return (
    <div className="screen">
      <h1>{t('form.editHeading')}</h1>
      <DocumentForm
        kind="invoice"
        mode="edit"
        initial={invoiceDraft(invoice)}
        statuses={INVOICE_STATUSES}
        currentClient={invoice.client}
        numberLabel={t('list.number')}
        dateLabel={t('list.date')}
        endDateLabel={t('list.dueDate')}
        submitLabel={tb('common.save')}
        cancelTo={`${LIST}/view/${invoice.id}`}
        serverError={save.isError ? describe(save.error, 'messages.updateInvoiceFailed') : null}
        fields={<InvoiceFields includeInTaxReport={includeInTaxReport} onInclude={setInclude} amountPaid={amountPaidOf(invoice)} onAmountPaid={null} />}
        extra={{ includeInTaxReport }}
        save={(body) => save.mutateAsync(body as InvoiceBody)}
        onSaved={(saved) => {
          toast.show(tb('messages.invoiceUpdated'), 'success');
          navigate(`${LIST}/view/${saved.id}`);
        }}
      />
    </div>
  );
}
