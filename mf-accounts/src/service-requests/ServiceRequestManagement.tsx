import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ServiceRequest } from '@hvac/contracts/requests';
import { formatDate } from '@hvac/web-kit/formatters';
import { Button, ErrorBox, FreeText, Spinner } from '@hvac/ui';
import { StatusBadge } from '@hvac/ui/list';
import type { ListColumn } from '@hvac/ui/list';
import type { ListQuery } from './api';
import { NS } from './i18n';
import { useAdminList } from './queries';
import { RequestTable, usePageTitle } from './shared';
import './service-requests.css';

/** /admin/service-requests-management (docs/domains/service-requests.md#service-request-management): customer, contact name, service, date, status, assignee. */
export function ServiceRequestManagement() {
  const { t } = useTranslation(NS);
  usePageTitle('management');
  const [query, setQuery] = useState<ListQuery>({ status: 'all', search: '', page: 1 });
  const { result, error, loading, reload } = useAdminList(query);

  const columns: ListColumn<ServiceRequest>[] = [
    { key: 'customer', header: t('management.columns.customer'), render: (r) => r.customer?.username ?? t('management.guest') },
    {
      key: 'contactFullName',
      header: t('management.columns.contactFullName'),
      render: (r) => (
        <Link to={`/admin/service-requests/${r.id}`}>
          <FreeText>{r.contactFullName}</FreeText>
        </Link>
      ),
    },
    { key: 'serviceType', header: t('management.columns.serviceType') },
    { key: 'createdAt', header: t('management.columns.createdAt'), nowrap: true, render: (r) => formatDate(r.createdAt) },
    { key: 'status', header: t('management.columns.status'), render: (r) => <StatusBadge status={r.status} /> },
    { key: 'assignee', header: t('management.columns.assignee'), render: (r) => r.technician?.username ?? t('list.unassigned') },
  ];

  return (
    <div className="acc-page acc-page--backoffice sr-page">
      <h1>{t('management.heading')}</h1>
      <p className="sr-muted">{t('management.intro')}</p>
      <div className="sr-toolbar">
        <Button variant="secondary" onClick={reload} loading={loading}>
          {t('list.refresh')}
        </Button>
      </div>
      {error && <ErrorBox>{error}</ErrorBox>}
      {!result && loading && <Spinner label={t('list.loading')} />}
      {result && (
        <RequestTable
          result={result}
          columns={columns}
          card={{ title: 'contactFullName', party: 'customer', status: 'status' }}
          emptyText={t('empty.none')}
          onRefresh={reload}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        />
      )}
    </div>
  );
}
