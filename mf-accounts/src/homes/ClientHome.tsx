import { useTranslation } from 'react-i18next';
import { Trans } from '../shared/Trans';
import { Link } from 'react-router-dom';
import { useModal, useSession } from '@hvac/web-kit';
import { formatDate } from '@hvac/web-kit/formatters';
import { usePageTitle } from '@hvac/web-kit/screens';
import { Button, FreeText } from '@hvac/ui';
import { StatusBadge } from '@hvac/ui/list';
import { useMyRequests } from '../service-requests/queries';
import type { WaitingDocuments } from './api';
import { NS } from './i18n';
import { useWaitingDocuments } from './queries';
import { Section } from './Section';

/** How many requests the home shows; the rest are one link away. */
const LATEST = 3;

function Waiting({ waiting }: { waiting: WaitingDocuments }) {
  const { t } = useTranslation(NS);
  if (waiting.quotes === 0 && waiting.invoices === 0) return <p className="home-empty">{t('client.nothingWaiting')}</p>;
  return (
    <ul className="home-rows">
      {waiting.quotes > 0 && <li>{t('client.quotesWaiting', { count: waiting.quotes })}</li>}
      {waiting.invoices > 0 && <li>{t('client.invoicesDue', { count: waiting.invoices })}</li>}
    </ul>
  );
}

/**
 * /my-account, a client's home (issue 28; docs/domains/accounts.md#homes): their latest service requests,
 * what waits for them in billing, and the way to book another service.
 */
export function ClientHome() {
  const { t } = useTranslation(NS);
  usePageTitle(NS, 'meta.client');
  const user = useSession((s) => s.user);
  const open = useModal((s) => s.open);
  const requests = useMyRequests();
  const documents = useWaitingDocuments();
  return (
    <div className="container container-wide home-page">
      <header>
        <h1>{t('client.heading')}</h1>
        {user && (
          <p className="home-intro">
            <Trans t={t} i18nKey="client.welcome" values={{ name: user.username || user.email }} components={[<FreeText key="name">{null}</FreeText>]} />
          </p>
        )}
      </header>
      <Section
        id="home-requests"
        heading={t('client.requests')}
        data={requests.data}
        error={requests.error}
        loading={t('client.requestsLoading')}
        failed={t('client.requestsFailed')}
        more={
          <p className="home-more">
            <Link to="/my-service-requests">{t('client.allRequests')}</Link>
            <Button variant="secondary" onClick={() => open('scheduleService')}>
              {t('client.schedule')}
            </Button>
          </p>
        }
      >
        {(list) =>
          list.length === 0 ? (
            <p className="home-empty">{t('client.requestsEmpty')}</p>
          ) : (
            <ul className="home-rows">
              {list.slice(0, LATEST).map((request) => (
                <li key={request.id}>
                  <span>{request.serviceType}</span>
                  <span>{t('client.requested', { date: formatDate(request.createdAt) })}</span>
                  <StatusBadge status={request.status} />
                </li>
              ))}
            </ul>
          )
        }
      </Section>
      <Section
        id="home-documents"
        heading={t('client.documents')}
        data={documents.data}
        error={documents.error}
        loading={t('client.documentsLoading')}
        failed={t('client.documentsFailed')}
        more={<Link to="/my-quotes-and-invoices">{t('client.allDocuments')}</Link>}
      >
        {(waiting) => <Waiting waiting={waiting} />}
      </Section>
    </div>
  );
}
