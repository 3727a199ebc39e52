import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SERVICE_REQUEST_STATUSES, type Assignee, type ServiceRequest, type ServiceRequestStatus } from '@hvac/contracts/requests';
import { failureText } from '@hvac/web-kit/failure-text';
import { formatDate } from '@hvac/web-kit/formatters';
import { useUrlFilters } from '@hvac/web-kit/screens';
import { Button, ErrorBox, FreeText, Spinner, UI_NS, useToast } from '@hvac/ui';
import { Checkbox, Field, Input, Select } from '@hvac/ui/forms';
import { StatusBadge } from '@hvac/ui/list';
import type { ListColumn } from '@hvac/ui/list';
import type { ListQuery, ListResult, RequestChange } from './api';
import { KNOWN_MESSAGES, NS } from './i18n';
import { useAdminList, useAssignees, useRequestChange } from './queries';
import { RequestTable, shortId, usePageTitle } from './shared';
import './service-requests.css';

const SEARCH_DELAY_MS = 300;

const LIST_FILTERS = { status: 'all', search: '', unassigned: false };
const isStatus = (value: string): value is ServiceRequestStatus => (SERVICE_REQUEST_STATUSES as readonly string[]).includes(value);

function Counts({ result }: { result: ListResult }) {
  const { t } = useTranslation(NS);
  const items: [string, number][] = [
    ['total', result.counts.total],
    ['pending', result.counts.pending],
    ['inProgress', result.counts.in_progress],
    ['completed', result.counts.completed],
    ['filtered', result.filtered],
  ];
  return (
    <section aria-label={t('list.summary')}>
      <dl className="sr-counts">
        {items.map(([key, value]) => (
          <div key={key} className={`sr-count sr-count--${key}`} data-count={key}>
            <dt>{t(`list.counts.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /admin/service-requests (docs/domains/service-requests.md#service-request-list): filter, search, refresh, counts, per-row status and technician. */
export function ServiceRequestList() {
  const { t } = useTranslation(NS);
  const { t: tu } = useTranslation(UI_NS);
  usePageTitle('list');
  const toast = useToast();
  // In the address, so the overview's links (`?status=pending`, `?unassigned=true`) open the list they count.
  const [filters, setFilters] = useUrlFilters(LIST_FILTERS);
  const [searchInput, setSearchInput] = useState(filters.search);
  const [page, setPage] = useState(1);
  const status = isStatus(filters.status) ? filters.status : 'all';
  const query: ListQuery = { status, search: filters.search, unassigned: filters.unassigned, page };
  const { result, error, loading, reload } = useAdminList(query);
  // Without the list of assignees the dropdown still shows Unassigned and the current technician.
  const assignees: Assignee[] = useAssignees().data ?? [];
  const updateFailure = (err: unknown) => failureText(err, t, 'messages.updateFailed', { known: KNOWN_MESSAGES });
  const update = useRequestChange({
    onSuccess: () => toast.show(t('list.updated'), 'success'),
    onError: (err) => toast.show(updateFailure(err), 'error'),
  });

  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchInput === filters.search) return;
      setFilters({ search: searchInput });
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput, filters.search, setFilters]);

  // Other filters show their list from its first page.
  const filter = (patch: Partial<typeof LIST_FILTERS>) => {
    setFilters(patch);
    setPage(1);
  };
  const change = (request: ServiceRequest, patch: RequestChange) => update.mutate({ id: request.id, change: patch });
  const updating = update.isPending ? update.variables.id : null;

  const filtersActive = query.status !== 'all' || query.unassigned || query.search.trim() !== '';
  const name = (r: ServiceRequest) => r.contactFullName || r.customer?.username || shortId(r.id);

  const columns: ListColumn<ServiceRequest>[] = [
    { key: 'id', header: t('list.columns.id'), nowrap: true, render: (r) => <code title={r.id}>{shortId(r.id)}</code> },
    {
      key: 'customer',
      header: t('list.columns.customer'),
      render: (r) => (
        <>
          <FreeText className="sr-strong">{r.contactFullName}</FreeText>
          <br />
          <span className="sr-muted" dir="ltr">
            {r.contactEmail}
          </span>
        </>
      ),
    },
    { key: 'serviceType', header: t('list.columns.service') },
    { key: 'createdAt', header: t('list.columns.created'), nowrap: true, render: (r) => formatDate(r.createdAt) },
    {
      key: 'status',
      header: t('list.columns.status'),
      render: (r) => (
        <div className="sr-cell-control">
          <StatusBadge status={r.status} />
          <Select
            aria-label={t('list.statusFor', { name: name(r) })}
            value={r.status}
            disabled={updating === r.id}
            onChange={(e) => change(r, { status: e.target.value })}
          >
            {SERVICE_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {tu(`status.${s}`)}
              </option>
            ))}
          </Select>
        </div>
      ),
    },
    {
      key: 'technician',
      header: t('list.columns.technician'),
      render: (r) => {
        const known = r.assignedTo === null || assignees.some((a) => a.id === r.assignedTo);
        return (
          <Select
            aria-label={t('list.technicianFor', { name: name(r) })}
            value={r.assignedTo ?? ''}
            disabled={updating === r.id}
            onChange={(e) => change(r, { assignedTo: e.target.value || null })}
          >
            <option value="">{t('list.unassigned')}</option>
            {!known && r.assignedTo && <option value={r.assignedTo}>{r.technician?.username ?? shortId(r.assignedTo)}</option>}
            {assignees.map((a) => (
              <option key={a.id} value={a.id}>
                {a.username || a.email}
              </option>
            ))}
          </Select>
        );
      },
    },
    {
      key: 'actions',
      header: t('list.columns.actions'),
      render: (r) => (
        <Link to={`/admin/service-requests/${r.id}`} aria-label={t('list.viewFor', { name: name(r) })}>
          {t('list.view')}
        </Link>
      ),
    },
  ];

  return (
    <div className="acc-page acc-page--backoffice sr-page">
      <h1>{t('list.heading')}</h1>
      <p className="sr-muted">{t('list.intro')}</p>
      <div className="sr-toolbar">
        <Field label={t('list.status')} htmlFor="sr-status">
          <Select value={status} onChange={(e) => filter({ status: e.target.value })}>
            <option value="all">{t('list.allStatuses')}</option>
            {SERVICE_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {tu(`status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Checkbox label={t('list.unassignedOnly')} checked={filters.unassigned} onChange={(e) => filter({ unassigned: e.target.checked })} />
        <Field label={t('list.search')} htmlFor="sr-search" hint={t('list.searchHint')}>
          <Input type="search" maxLength={200} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
        </Field>
        <Button variant="secondary" onClick={reload} loading={loading}>
          {t('list.refresh')}
        </Button>
      </div>
      {update.isError && <ErrorBox>{updateFailure(update.error)}</ErrorBox>}
      {error && <ErrorBox>{error}</ErrorBox>}
      {result && <Counts result={result} />}
      {!result && loading && <Spinner label={t('list.loading')} />}
      {result && (
        <RequestTable
          result={result}
          columns={columns}
          card={{ title: 'id', party: 'customer', status: 'status', action: 'actions' }}
          caption={t('list.caption')}
          emptyText={filtersActive ? t('empty.filtered') : t('empty.none')}
          onRefresh={reload}
          onPage={setPage}
        />
      )}
    </div>
  );
}
