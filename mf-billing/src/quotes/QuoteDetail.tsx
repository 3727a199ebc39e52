import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { canAnswerQuote, canConvertQuoteToInvoice, canEditQuote } from '@hvac/contracts/billing';
import { isNotFound } from '@hvac/web-kit';
import { formatDate } from '@hvac/web-kit/formatters';
import { Button, ErrorBox, Spinner } from '@hvac/ui';
import { useSubmit } from '@hvac/ui/forms';
import { DocumentTools } from '../documents/DocumentTools';
import { HistoryPanel } from '@hvac/ui/history';
import { SendHistory } from '../documents/SendHistory';
import { NS } from '../i18n';
import { isStaffRole, useRole } from '../shared/access';
import { LinesAndTotals, Panel, Row, TextPanel } from '../shared/DocumentView';
import { placesOf } from '../shared/places';
import { useFailureText } from '../shared/queries';
import { useQuoteHistoryFields } from '../shared/history';
import { BillingStatus } from '../shared/StatusBadge';
import { usePageTitle } from '../shared/usePageTitle';
import { useAnswerQuote, useConvertQuoteToInvoice, useQuote } from './queries';

const LIST = '/admin/quotes';

/**
 * /admin/quotes/view/:quoteId (docs/domains/billing.md#quotes): customer, dates, status, service request,
 * notes, lines and the server's totals, terms. Edit for staff while draft or sent; Accept and Reject for
 * the client while it is sent to them; Convert to Invoice for staff once accepted (#what-the-server-allows).
 * A client reads it in their own area and goes back to their own list (docs/domains/billing.md#a-clients-pages).
 */
export function QuoteDetail() {
  const { t } = useTranslation(NS);
  usePageTitle('quoteView');
  const { quoteId = '' } = useParams();
  const describe = useFailureText();
  const navigate = useNavigate();
  const role = useRole();
  const places = placesOf('quote', role);
  const historyFields = useQuoteHistoryFields();
  const { data: quote, error } = useQuote(quoteId);
  const answer = useAnswerQuote();
  const convert = useConvertQuoteToInvoice();
  // One call at a time: a second click on Convert was refused (409) and its error hid the first's invoice.
  const once = useSubmit();
  const back = (
    <p>
      <Link to={places.list}><span className="bl-back" aria-hidden="true">←</span> {role === 'client' ? t('my.back') : t('quotes.back')}</Link>
    </p>
  );

  if (error) {
    return (
      <div className="screen">
        {back}
        <h1>{t('quotes.heading')}</h1>
        <ErrorBox title={t('common.error')}>{isNotFound(error) ? t('messages.quoteMissing') : describe(error, 'messages.fetchQuoteFailed')}</ErrorBox>
      </div>
    );
  }
  if (!quote) {
    return (
      <div className="screen">
        {back}
        <Spinner label={t('quotes.loadingOne')} />
      </div>
    );
  }

  const failed = answer.isError
    ? describe(answer.error, answer.variables.answer === 'accept' ? 'messages.acceptQuoteFailed' : 'messages.rejectQuoteFailed')
    : convert.isError
      ? describe(convert.error, 'messages.convertQuoteFailed')
      : null;
  const busy = once.submitting;
  // The quote's own addressee when it names one, else its client's: the same pair as the name above.
  const customerEmail = quote.customerEmail ?? quote.client?.email;

  return (
    <div className="screen">
      {back}
      <div className="bl-head">
        <h1>{t('quotes.detailHeading', { number: quote.quoteNumber })}</h1>
        <BillingStatus kind="quote" status={quote.status} />
      </div>
      {failed && <ErrorBox>{failed}</ErrorBox>}
      <div className="bl-actions">
        <DocumentTools
          type="quote"
          id={quote.id}
          number={quote.quoteNumber}
          email={customerEmail ?? ''}
          customerName={quote.customerName ?? quote.client?.username ?? ''}
        />
        {isStaffRole(role) && canEditQuote(quote.status) && (
          <Link className="btn btn-secondary btn-md" to={`${LIST}/edit/${quote.id}`}>
            {t('common.edit')}
          </Link>
        )}
        {canAnswerQuote(quote.status, role) && (
          <>
            <Button onClick={() => once.run(() => answer.mutateAsync({ id: quote.id, answer: 'accept' }))} disabled={busy}>
              {t('quotes.accept')}
            </Button>
            <Button variant="danger" onClick={() => once.run(() => answer.mutateAsync({ id: quote.id, answer: 'reject' }))} disabled={busy}>
              {t('quotes.reject')}
            </Button>
          </>
        )}
        {canConvertQuoteToInvoice(quote.status, role) && (
          <Button
            loading={busy}
            onClick={() => once.run(() => convert.mutateAsync(quote.id).then((invoice) => navigate(`/admin/invoices/view/${invoice.id}`)))}
          >
            {t('quotes.convertToInvoice')}
          </Button>
        )}
      </div>
      <div className="bl-panels">
        <Panel title={t('quotes.customer')}>
          <Row label={t('quotes.customerName')}>{quote.customerName ?? quote.client?.username ?? t('common.none')}</Row>
          <Row label={t('quotes.customerEmail')}>
            {customerEmail ? (
              <a href={`mailto:${customerEmail}`} dir="ltr">
                {customerEmail}
              </a>
            ) : (
              t('common.none')
            )}
          </Row>
        </Panel>
        <Panel title={t('quotes.details')}>
          <Row label={t('quotes.date')}>{formatDate(quote.quoteDate)}</Row>
          <Row label={t('common.expiryDate')}>{quote.expiryDate ? formatDate(quote.expiryDate) : t('common.none')}</Row>
          <Row label={t('common.status')}>
            <BillingStatus kind="quote" status={quote.status} />
          </Row>
          <Row label={t('quotes.serviceRequest')}>
            {quote.serviceRequestId ? (
              // The request's page is the back office's; a client finds theirs among their own requests.
              <Link to={role === 'client' ? '/my-service-requests' : `/admin/service-requests/${quote.serviceRequestId}`}>{t('quotes.viewServiceRequest')}</Link>
            ) : (
              t('common.none')
            )}
          </Row>
        </Panel>
      </div>
      <TextPanel title={t('form.notes')} text={quote.notes} none={t('common.none')} />
      <LinesAndTotals doc={quote} />
      <TextPanel title={t('form.terms')} text={quote.termsAndConditions} none={t('common.none')} />
      {isStaffRole(role) && <SendHistory type="quote" id={quote.id} />}
      {isStaffRole(role) && <HistoryPanel path={`quotes/${quote.id}/history`} version={quote.updatedAt} className="bl-panel" fields={historyFields} />}
    </div>
  );
}
