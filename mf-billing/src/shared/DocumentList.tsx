import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { canDeleteBillingDocument, type BillingClient, type BillingDocumentKind } from '@hvac/contracts/billing';
import { formatDate } from '@hvac/web-kit/formatters';
import { useUrlFilters } from '@hvac/web-kit/screens';
import { Button, ErrorBox, FreeText, Spinner } from '@hvac/ui';
import { ConfirmDialog, Field, Input, Select } from '@hvac/ui/forms';
import { ResponsiveList, type ListColumn } from '@hvac/ui/list';
import { NS } from '../i18n';
import { isStaffRole, useRole } from './access';
import { NO_FILTERS, type ListFilters, type ListKey } from './api';
import { ClientSelect } from './ClientSelect';
import { usd } from './money';
import { useDeleteDocument, useDocumentList } from './queries';
import { BillingStatus } from './StatusBadge';

const SEARCH_DELAY_MS = 300;

/** What every list row carries (contracts' QuoteSummary, EstimateSummary, InvoiceSummary). */
export interface ListedDocument {
  id: string;
  client: BillingClient | null;
  totalAmount: string;
  status: string;
}

export interface DocumentListTexts {
  heading: string;
  create: string;
  /** The spec's empty state, exactly. */
  empty: string;
  caption: string;
  loading: string;
  /** What the delete dialog names: 'quote'. */
  item: string;
  numberHeader: string;
  dateHeader: string;
  secondDateHeader: string;
}

export interface DocumentListProps<T extends ListedDocument> {
  kind: BillingDocumentKind;
  list: ListKey;
  /** '/admin/quotes': the list's own path, under which new, view/:id and edit/:id live. */
  basePath: string;
  texts: DocumentListTexts;
  statuses: readonly string[];
  number: (row: T) => string;
  date: (row: T) => string;
  secondDate: (row: T) => string | null;
  /** The code a list answer in an unknown shape fails with. */
  parseCode: string;
  /** A failed read or delete, in the reader's words. */
  describe: (err: unknown, during: 'read' | 'delete') => string;
  /** Whether a row's Edit link shows (besides the role). */
  editable?: (row: T) => boolean;
  /** What sits between the filters and the table (a screen's note). */
  children?: ReactNode;
}

/**
 * A billing list (docs/domains/billing.md#screens): number, client, dates, total and status, newest first,
 * with search, status and client filters on the server and "Show more" for the next 100. View for
 * everyone who reaches it, Edit and Create for admin, manager and staff, Delete for admin and manager
 * (#roles); a client sees only their own documents, which svc-billing decides.
 */
export function DocumentList<T extends ListedDocument>(props: DocumentListProps<T>) {
  const { kind, list, basePath, texts, statuses, number, date, secondDate, parseCode, describe, editable = () => true } = props;
  const { t } = useTranslation(NS);
  const role = useRole();
  const staff = isStaffRole(role);
  // In the address, so a dashboard widget's link (`?status=overdue`) opens the list it counts.
  const [filters, setFilters] = useUrlFilters<ListFilters>(NO_FILTERS);
  const [searchInput, setSearchInput] = useState(filters.search);
  const [deleting, setDeleting] = useState<T | null>(null);
  const { rows, error, loading, hasMore, loadingMore, showMore } = useDocumentList<T>(list, filters, parseCode);
  const remove = useDeleteDocument(list);

  useEffect(() => {
    const timer = setTimeout(() => searchInput !== filters.search && setFilters({ search: searchInput }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput, filters.search, setFilters]);

  const columns: ListColumn<T>[] = [
    { key: 'number', header: texts.numberHeader, nowrap: true, render: (r) => <span className="bl-strong">{number(r)}</span> },
    {
      key: 'client',
      header: t('common.client'),
      render: (r) =>
        r.client ? (
          <>
            <FreeText>{r.client.username}</FreeText>
            <br />
            <span className="bl-muted" dir="ltr">
              {r.client.email}
            </span>
          </>
        ) : (
          t('common.none')
        ),
    },
    { key: 'date', header: texts.dateHeader, nowrap: true, render: (r) => formatDate(date(r)) },
    { key: 'secondDate', header: texts.secondDateHeader, nowrap: true, render: (r) => (secondDate(r) ? formatDate(secondDate(r)) : t('common.none')) },
    { key: 'total', header: t('common.total'), className: 'bl-amount', render: (r) => <span dir="ltr">{usd(r.totalAmount)}</span> },
    { key: 'status', header: t('common.status'), render: (r) => <BillingStatus kind={kind} status={r.status} /> },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (r) => (
        <>
          <Link to={`${basePath}/view/${r.id}`} aria-label={t('common.viewFor', { number: number(r) })}>
            {t('common.view')}
          </Link>
          {staff && editable(r) && (
            <Link to={`${basePath}/edit/${r.id}`} aria-label={t('common.editFor', { number: number(r) })}>
              {t('common.edit')}
            </Link>
          )}
          {canDeleteBillingDocument(role) && (
            <Button variant="link" className="bl-danger" aria-label={t('common.deleteFor', { number: number(r) })} onClick={() => setDeleting(r)}>
              {t('common.delete')}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <div className="screen screen--wide">
      <div className="bl-head">
        <h1>{texts.heading}</h1>
        {staff && (
          <Link className="btn btn-primary btn-md" to={`${basePath}/new`}>
            {texts.create}
          </Link>
        )}
      </div>
      <div className="bl-toolbar" role="search">
        <Field label={t('common.search')} htmlFor={`${list}-search`} hint={t('common.searchHint')}>
          <Input type="search" maxLength={200} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
        </Field>
        <Field label={t('common.status')} htmlFor={`${list}-status`}>
          <Select value={filters.status} onChange={(e) => setFilters({ status: e.target.value })}>
            <option value="">{t('common.allStatuses')}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${kind}.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        {staff && (
          <Field label={t('common.client')} htmlFor={`${list}-client`}>
            <ClientSelect value={filters.clientId} placeholder={t('common.allClients')} onChange={(clientId) => setFilters({ clientId })} />
          </Field>
        )}
      </div>
      {props.children}
      {remove.isError && <ErrorBox title={t('common.error')}>{describe(remove.error, 'delete')}</ErrorBox>}
      {error !== null && <ErrorBox title={t('common.error')}>{describe(error, 'read')}</ErrorBox>}
      {rows === null && loading && <Spinner label={texts.loading} />}
      {rows !== null && (
        <ResponsiveList
          caption={texts.caption}
          columns={columns}
          card={{ title: 'number', party: 'client', status: 'status', amount: 'total', action: 'actions' }}
          rows={rows}
          rowKey={(r) => r.id}
          empty={<p className="bl-empty">{texts.empty}</p>}
        />
      )}
      {hasMore && (
        <Button variant="secondary" onClick={showMore} loading={loadingMore}>
          {t('common.showMore')}
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        item={texts.item}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutateAsync(deleting.id).finally(() => setDeleting(null))}
      />
    </div>
  );
}
