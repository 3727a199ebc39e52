import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { MANAGER_ROLES } from '@hvac/contracts';
import type { ServiceRequest } from '@hvac/contracts/requests';
import { COMPANY, useSession } from '@hvac/web-kit';
import { SessionPlaceholder } from '@hvac/web-kit/screens';
import { Button, ErrorBox } from '@hvac/ui';
import { Pagination, ResponsiveList, type CardLayout, type ListColumn } from '@hvac/ui/list';
import type { ListResult } from './api';
import { NS } from './i18n';

/**
 * The list and management screens (docs/domains/service-requests.md#roles): a signed-out visitor goes to /login; a signed-in user
 * of another role reads 'Access denied. Admin or Manager role required.'
 */
export function ManagersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const hydrated = useSession((s) => s.hydrated);
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  if (!hydrated) return <SessionPlaceholder />;
  if (!token || !user) return <Navigate to="/login" replace />;
  if (!MANAGER_ROLES.includes(user.role)) {
    return (
      <div className="acc-page">
        <ErrorBox>{t('messages.accessDenied')}</ErrorBox>
      </div>
    );
  }
  return children;
}

export function usePageTitle(key: 'list' | 'management' | 'detail' | 'my'): void {
  const { t, i18n } = useTranslation(NS);
  useEffect(() => {
    document.title = t(`meta.${key}`, { company: COMPANY.name });
  }, [key, t, i18n.language]);
}

/** The site's short reference for a request, the one its confirmation mail quotes; the full id stays in links and titles. */
export { shortReference as shortId } from '@hvac/contracts';

export interface RequestTableProps {
  result: ListResult;
  columns: ListColumn<ServiceRequest>[];
  /** Which columns a phone's card shows where. */
  card: CardLayout;
  caption?: string;
  /** What an empty page says (the list tells "no match" from "none yet"). */
  emptyText: string;
  onRefresh: () => void;
  onPage: (page: number) => void;
}

/** A page of requests with the empty state (text and Refresh) and the pager, as both back-office lists show them. */
export function RequestTable({ result, columns, card, caption, emptyText, onRefresh, onPage }: RequestTableProps) {
  const { t } = useTranslation(NS);
  return (
    <>
      <ResponsiveList
        caption={caption}
        columns={columns}
        card={card}
        rows={result.rows}
        rowKey={(r) => r.id}
        empty={
          <div className="sr-empty">
            <p>{emptyText}</p>
            <Button variant="link" onClick={onRefresh}>
              {t('empty.refresh')}
            </Button>
          </div>
        }
      />
      <Pagination currentPage={result.pagination.currentPage} totalPages={result.pagination.totalPages} onChange={onPage} />
    </>
  );
}
