import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { canInvoiceEstimate, DEFAULT_TAX_RATE, defaultDocumentNumber, ESTIMATE_EDIT_STATUSES, NEW_DOCUMENT_STATUSES, type Estimate, type EstimateBody, type Quote } from '@hvac/contracts/billing';
import { ErrorBox, Spinner, useToast } from '@hvac/ui';
import { NS } from '../i18n';
import { ConvertButton } from '../shared/ConvertButton';
import { DocumentForm } from '../shared/DocumentForm';
import { linesFrom, newLine, rateText, today, type DocumentDraft } from '../shared/draft';
import { handedQuote, type EstimateHandover } from '../shared/handover';
import { useFailureText } from '../shared/queries';
import { usePageTitle } from '../shared/usePageTitle';
import { useEstimate, useSaveEstimate } from './queries';

const LIST = '/admin/estimates';

/**
 * A new estimate's defaults (docs/domains/billing.md#estimates): EST- and the timestamp, today, draft; from
 * a quote, its client, lines, tax, notes and terms.
 */
export const newEstimateDraft = (quote: Quote | null): DocumentDraft => ({
  clientId: quote?.clientId ?? '',
  number: defaultDocumentNumber('estimate'),
  date: today(),
  endDate: '',
  status: 'draft',
  lines: quote ? linesFrom(quote.lineItems, false) : [newLine()],
  taxRate: rateText(quote?.taxRate ?? DEFAULT_TAX_RATE, 'create'),
  notes: quote?.notes ?? '',
  terms: quote?.termsAndConditions ?? '',
});

const estimateDraft = (e: Estimate): DocumentDraft => ({
  clientId: e.clientId,
  number: e.estimateNumber,
  date: e.estimateDate,
  endDate: e.expiryDate ?? '',
  status: e.status,
  lines: linesFrom(e.lineItems, true),
  taxRate: rateText(e.taxRate, 'edit'),
  notes: e.notes ?? '',
  terms: e.termsAndConditions ?? '',
});

/**
 * /admin/estimates/new: blank, or prefilled from the quote the quote's edit page handed over, then titled
 * Convert Quote to Estimate, with the quote's client kept and its id recorded (the save marks the quote
 * converted_to_estimate on the server).
 */
export function EstimateCreate() {
  const { t } = useTranslation(NS);
  const quote = handedQuote(useLocation().state);
  usePageTitle(quote ? 'estimateConvert' : 'estimateNew');
  const describe = useFailureText();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveEstimate(null);
  return (
    <div className="screen">
      <h1>{quote ? t('estimates.convertHeading') : t('estimates.newHeading')}</h1>
      {quote && (
        <p className="bl-muted">
          <Link to={`/admin/quotes/view/${quote.id}`}>{t('estimates.fromQuote', { number: quote.quoteNumber })}</Link>
        </p>
      )}
      <DocumentForm
        key={quote?.id ?? 'blank'}
        kind="estimate"
        mode="create"
        initial={newEstimateDraft(quote)}
        statuses={NEW_DOCUMENT_STATUSES}
        clientLocked={quote !== null}
        currentClient={quote?.client ?? null}
        numberLabel={t('estimates.number')}
        dateLabel={t('estimates.date')}
        submitLabel={t('estimates.create_submit')}
        cancelTo={LIST}
        serverError={save.isError ? describe(save.error, 'messages.createEstimateFailed') : null}
        extra={quote ? { originatingQuoteId: quote.id, serviceRequestId: quote.serviceRequestId } : undefined}
        save={(body) => save.mutateAsync(body as EstimateBody)}
        onSaved={(estimate) => {
          toast.show(t('messages.estimateCreated'), 'success');
          navigate(`${LIST}/view/${estimate.id}`);
        }}
      />
    </div>
  );
}

/**
 * /admin/estimates/edit/:estimateId: the fuller status list, the rate as the stored fraction, and Convert to
 * Invoice, which hands the estimate to the new-invoice form, its unsaved edits saved first
 * (docs/domains/billing.md#decisions); hidden once invoiced or converted.
 */
export function EstimateEdit() {
  const { t } = useTranslation(NS);
  usePageTitle('estimateEdit');
  const { estimateId = '' } = useParams();
  const describe = useFailureText();
  const toast = useToast();
  const navigate = useNavigate();
  const { data: estimate, error } = useEstimate(estimateId);
  const save = useSaveEstimate(estimateId);
  const updated = () => toast.show(t('messages.estimateUpdated'), 'success');
  if (error) {
    return (
      <div className="screen">
        <h1>{t('estimates.editHeading')}</h1>
        <ErrorBox>{describe(error, 'messages.fetchEstimateFailed')}</ErrorBox>
      </div>
    );
  }
  if (!estimate) return <Spinner label={t('estimates.loadingOne')} />;
  return (
    <div className="screen">
      <h1>{t('estimates.editHeading')}</h1>
      <DocumentForm
        key={estimate.id}
        kind="estimate"
        mode="edit"
        initial={estimateDraft(estimate)}
        statuses={ESTIMATE_EDIT_STATUSES}
        currentClient={estimate.client}
        numberLabel={t('estimates.number')}
        dateLabel={t('estimates.date')}
        submitLabel={t('common.save')}
        cancelTo={`${LIST}/view/${estimate.id}`}
        serverError={save.isError ? describe(save.error, 'messages.updateEstimateFailed') : null}
        extra={{ serviceRequestId: estimate.serviceRequestId }}
        save={(body) => save.mutateAsync(body as EstimateBody)}
        onSaved={(saved) => {
          updated();
          navigate(`${LIST}/view/${saved.id}`);
        }}
        actions={(form) =>
          canInvoiceEstimate(estimate.status) && (
            <ConvertButton
              form={form}
              source={estimate}
              label={t('estimates.convertToInvoice')}
              to="/admin/invoices/new"
              handover={(e) => ({ estimate: e }) satisfies EstimateHandover}
              onSaved={updated}
            />
          )
        }
      />
    </div>
  );
}
