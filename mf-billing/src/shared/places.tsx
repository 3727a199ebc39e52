import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { Role } from '@hvac/contracts';
import type { DocumentType } from '@hvac/contracts/billing';
import { useRole } from './access';

/** The client's own area (docs/domains/billing.md#a-clients-pages): their list, each document they may read below it. */
export const CLIENT_AREA = '/my-quotes-and-invoices';

const STAFF_LISTS: Record<DocumentType, string> = { quote: '/admin/quotes', estimate: '/admin/estimates', invoice: '/admin/invoices' };

export interface DocumentPlaces {
  /** Where Back leads. */
  list: string;
  view: (id: string) => string;
}

type Area = 'client' | 'staff';
const areaOf = (role: Role | null): Area => (role === 'client' ? 'client' : 'staff');

/**
 * Where a reader opens a document of `kind` and goes back to: a client inside their own area, so Back
 * returns to their own list; staff in the back office.
 */
export function placesOf(kind: DocumentType, role: Role | null): DocumentPlaces {
  if (areaOf(role) === 'client') return { list: CLIENT_AREA, view: (id) => `${CLIENT_AREA}/${kind}s/${encodeURIComponent(id)}` };
  const list = STAFF_LISTS[kind];
  return { list, view: (id) => `${list}/view/${encodeURIComponent(id)}` };
}

export const useDocumentPlaces = (kind: DocumentType): DocumentPlaces => placesOf(kind, useRole());

/**
 * A document page drawn only in its reader's area: a client who follows a back-office address (an older
 * link, a staff screen's) is sent to the same document in their own area, and staff the other way.
 */
export function InReadersArea({ kind, area, children }: { kind: DocumentType; area: Area; children: ReactNode }) {
  const role = useRole();
  const id = useParams()[`${kind}Id`] ?? '';
  if (areaOf(role) === area) return children;
  return <Navigate to={placesOf(kind, role).view(id)} replace />;
}
