import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SERVICE_REQUEST_STATUSES, type Assignee, type ServiceRequest, type ServiceRequestStatus } from '@hvac/contracts';
import { formatDate } from '@hvac/web-kit';
import { Button, ErrorBox, Field, Input, Select, Spinner, StatusBadge, UI_NS, useToast, type Column } from '@hvac/ui';
import { fetchAdminList, fetchAssignees, updateRequest, type ListQuery, type ListResult } from './api';
import { NS } from './i18n';
import { RequestTable, failure, shortId, usePageTitle } from './shared';
import './service-requests.css';

const SEARCH_DELAY_MS = 300;

/** Loads one page of the admin list for a query; `reload` fetches it again. */
export function useAdminList(query: ListQuery) {
  const { t } = useTranslation(NS);
  const [result, setResult] = useState<ListResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchAdminList(query)
      .then((next) => {
        if (!current) return;
        setResult(next);
        setError(null);
      })
      .catch((err: unknown) => current && setError(failure(err, t, 'messages.fetchFailed')))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
    // A language switch (a new `t`) must not refetch.
  }, [query, generation]);

  return { result, error, loading, reload };
}

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

/** /admin/service-requests (spec 1 §2): filter, search, refresh, counts, per-row status and technician. */
export function ServiceRequestList() {
  const { t } = useTranslation(NS);
  const { t: tu } = useTranslation(UI_NS);
  usePageTitle('list');
  const toast = useToast();
  const [status, setStatus] = useState<ServiceRequestStatus | 'all'>('all');
  const [searchInput, setSearchInput] = useState('');
  const [query, setQuery] = useState<ListQuery>({ status: 'all', search: '', page: 1 });
  const { result, error, loading, reload } = useAdminList(query);
  const [assignees, setAssignees] = useState<Assignee[]>([]);
  const [updating, setUpdating] = useState<string | null>(null);
  const [updateError, setUpdateError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    // Without the list of assignees the dropdown still shows Unassigned and the current technician.
    fetchAssignees()
      .then((list) => current && setAssignees(list))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery((q) => (q.search === searchInput && q.status === status ? q : { status, search: searchInput, page: 1 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput, status]);

  const change = async (request: ServiceRequest, patch: { status?: string; assignedTo?: string | null }) => {
    setUpdating(request.id);
    setUpdateError(null);
    try {
      await updateRequest(request.id, patch);
      toast.show(t('list.updated'), 'success');
      reload();
    } catch {
      const text = t('messages.updateFailed');
      setUpdateError(text);
      toast.show(text, 'error');
    } finally {
      setUpdating(null);
    }
  };

  const filtersActive = query.status !== 'all' || query.search.trim() !== '';
  const name = (r: ServiceRequest) => r.contactFullName || r.customerName || shortId(r.id);

  const columns: Column<ServiceRequest>[] = [
    { key: 'id', header: t('list.columns.id'), render: (r) => <code title={r.id}>{shortId(r.id)}</code> },
    {
      key: 'customer',
      header: t('list.columns.customer'),
      render: (r) => (
        <>
          <span className="sr-strong">{r.contactFullName}</span>
          <br />
          <span className="sr-muted" dir="ltr">
            {r.contactEmail}
          </span>
        </>
      ),
    },
    { key: 'serviceType', header: t('list.columns.service') },
    { key: 'createdAt', header: t('list.columns.created'), render: (r) => formatDate(r.createdAt) },
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
            onChange={(e) => void change(r, { status: e.target.value })}
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
            onChange={(e) => void change(r, { assignedTo: e.target.value || null })}
          >
            <option value="">{t('list.unassigned')}</option>
            {!known && r.assignedTo && <option value={r.assignedTo}>{r.assignedToName ?? shortId(r.assignedTo)}</option>}
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
    <div className="acc-page acc-page--wide sr-page">
      <h1>{t('list.heading')}</h1>
      <p className="sr-muted">{t('list.intro')}</p>
      <div className="sr-toolbar">
        <Field label={t('list.status')} htmlFor="sr-status">
          <Select value={status} onChange={(e) => setStatus(e.target.value as ServiceRequestStatus | 'all')}>
            <option value="all">{t('list.allStatuses')}</option>
            {SERVICE_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {tu(`status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('list.search')} htmlFor="sr-search" hint={t('list.searchHint')}>
          <Input type="search" maxLength={200} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
        </Field>
        <Button variant="secondary" onClick={reload} loading={loading}>
          {t('list.refresh')}
        </Button>
      </div>
      {updateError && <ErrorBox>{updateError}</ErrorBox>}
      {error && <ErrorBox>{error}</ErrorBox>}
      {result && <Counts result={result} />}
      {!result && loading && <Spinner label={t('list.loading')} />}
      {result && (
        <RequestTable
          result={result}
          columns={columns}
          caption={t('list.caption')}
          emptyText={filtersActive ? t('empty.filtered') : t('empty.none')}
          onRefresh={reload}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        />
      )}
    </div>
  );
}
