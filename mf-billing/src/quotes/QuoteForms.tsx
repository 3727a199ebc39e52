import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { canConvertQuoteToEstimate, DEFAULT_TAX_RATE, defaultDocumentNumber, NEW_DOCUMENT_STATUSES, QUOTE_STATUSES, type Quote, type QuoteBody } from '@hvac/contracts/billing';
import { ErrorBox, Spinner, useToast } from '@hvac/ui';
import { NS } from '../i18n';
import { ConvertButton } from '../shared/ConvertButton';
import { DocumentForm } from '../shared/DocumentForm';
import { linesFrom, newLine, rateText, today, type DocumentDraft } from '../shared/draft';
import type { QuoteHandover } from '../shared/handover';
import { useFailureText } from '../shared/queries';
import { usePageTitle } from '../shared/usePageTitle';
import { useQuote, useSaveQuote } from './queries';

const LIST = '/admin/quotes';

/** A new quote's defaults (docs/domains/billing.md#constants): QOT- and the timestamp, today, draft, one line, 8.25 %. */
export const newQuoteDraft = (): DocumentDraft => ({
  clientId: '',
  number: defaultDocumentNumber('quote'),
  date: today(),
  endDate: '',
  status: 'draft',
  lines: [newLine()],
  taxRate: rateText(DEFAULT_TAX_RATE, 'create'),
  notes: '',
  terms: '',
});

const quoteDraft = (q: Quote): DocumentDraft => ({
  clientId: q.clientId,
  number: q.quoteNumber,
  date: q.quoteDate,
  endDate: q.expiryDate ?? '',
  status: q.status,
  lines: linesFrom(q.lineItems, true),
  taxRate: rateText(q.taxRate, 'edit'),
  notes: q.notes ?? '',
  terms: q.termsAndConditions ?? '',
});

/** What an edit must send back unchanged: the service request it answers, and a customer named apart from the client. */
const keptFields = (q: Quote): Partial<QuoteBody> => ({
  serviceRequestId: q.serviceRequestId,
  ...(q.customerName && q.customerName !== q.client?.username ? { customerName: q.customerName } : {}),
  ...(q.customerEmail && q.customerEmail !== q.client?.email ? { customerEmail: q.customerEmail } : {}),
});

/** /admin/quotes/new (docs/domains/billing.md#quotes): Cancel returns to the list; a saved quote opens on its detail page. */
export function QuoteCreate() {
  const { t } = useTranslation(NS);
  usePageTitle('quoteNew');
  const describe = useFailureText();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveQuote(null);
  return (
    <div className="screen">
      <h1>{t('quotes.newHeading')}</h1>
      <DocumentForm
        kind="quote"
        mode="create"
        initial={newQuoteDraft()}
        statuses={NEW_DOCUMENT_STATUSES}
        numberLabel={t('quotes.number')}
        dateLabel={t('quotes.date')}
        submitLabel={t('quotes.create_submit')}
        cancelTo={LIST}
        serverError={save.isError ? describe(save.error, 'messages.createQuoteFailed') : null}
        save={(body) => save.mutateAsync(body as QuoteBody)}
        onSaved={(quote) => {
          toast.show(t('messages.quoteCreated'), 'success');
          navigate(`${LIST}/view/${quote.id}`);
        }}
      />
    </div>
  );
}

/**
 * /admin/quotes/edit/:quoteId: every status, and Convert to Estimate, which hands the quote to the
 * new-estimate form, its unsaved edits saved first (docs/domains/billing.md#decisions).
 */
export function QuoteEdit() {
  const { t } = useTranslation(NS);
  usePageTitle('quoteEdit');
  const { quoteId = '' } = useParams();
  const describe = useFailureText();
  const toast = useToast();
  const navigate = useNavigate();
  const { data: quote, error } = useQuote(quoteId);
  const save = useSaveQuote(quoteId);
  const updated = () => toast.show(t('messages.quoteUpdated'), 'success');
  if (error) {
    return (
      <div className="screen">
        <h1>{t('quotes.editHeading')}</h1>
        <ErrorBox>{describe(error, 'messages.fetchQuoteFailed')}</ErrorBox>
      </div>
    );
  }
  if (!quote) return <Spinner label={t('quotes.loadingOne')} />;
  return (
    <div className="screen">
      <h1>{t('quotes.editHeading')}</h1>
      <DocumentForm
        key={quote.id}
        kind="quote"
        mode="edit"
        initial={quoteDraft(quote)}
        statuses={QUOTE_STATUSES}
        currentClient={quote.client}
        numberLabel={t('quotes.number')}
        dateLabel={t('quotes.date')}
        submitLabel={t('common.save')}
        cancelTo={`${LIST}/view/${quote.id}`}
        serverError={save.isError ? describe(save.error, 'messages.updateQuoteFailed') : null}
        extra={keptFields(quote)}
        save={(body) => save.mutateAsync(body as QuoteBody)}
        onSaved={(saved) => {
          updated();
          navigate(`${LIST}/view/${saved.id}`);
        }}
        actions={(form) =>
          canConvertQuoteToEstimate(quote.status) && (
            <ConvertButton
              form={form}
              source={quote}
              label={t('quotes.convertToEstimate')}
              to="/admin/estimates/new"
              handover={(q) => ({ quote: q }) satisfies QuoteHandover}
              onSaved={updated}
            />
          )
        }
      />
    </div>
  );
}
