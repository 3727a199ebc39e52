import type { UserListResponse } from '@hvac/contracts/identity';
import type { BillingClient } from '@hvac/contracts/billing';
import { ApiError, api } from '@hvac/web-kit';
import type { CursorPage } from '@hvac/web-kit/back-office';

/*
 * The calls every billing screen shares (docs/domains/billing.md#calls): lists in pages with a cursor,
 * one document, its create, save and delete, and the clients of the forms. Each kind's api.ts names its
 * own paths and answers on top of these.
 */

/** A list's path and the key its answer holds the documents under. */
export type ListKey = 'quotes' | 'estimates' | 'invoices';
/** A document's key in its answer: data.quote, data.estimate, data.invoice. */
export type DocumentKey = 'quote' | 'estimate' | 'invoice';

export interface ListFilters {
  search: string;
  /** '' for every status. */
  status: string;
  /** '' for every client. */
  clientId: string;
}
export const NO_FILTERS: ListFilters = { search: '', status: '', clientId: '' };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A list's query with the empty parameters dropped (docs/domains/billing.md#calls). */
export function listParams(filters: ListFilters, cursor: string | null): Record<string, string> {
  const params: Record<string, string> = {};
  const search = filters.search.trim();
  if (search) params.search = search;
  if (filters.status) params.status = filters.status;
  if (filters.clientId) params.clientId = filters.clientId;
  if (cursor) params.cursor = cursor;
  return params;
}

/**
 * One page of a list: `{ status: 'success', data: { <key>: [...], nextCursor } }`, or a bare array (the
 * spec's older answer, one page). Anything else fails with `parseCode`, the screen's words for it.
 */
export async function fetchPage<T>(key: ListKey, filters: ListFilters, cursor: string | null, parseCode: string, signal?: AbortSignal): Promise<CursorPage<T>> {
  const body = await api.get<unknown>(key, { searchParams: listParams(filters, cursor), signal });
  if (Array.isArray(body)) return { rows: body as T[], nextCursor: null };
  if (isObject(body) && body.status === 'success' && isObject(body.data) && Array.isArray(body.data[key])) {
    const next = body.data.nextCursor;
    return { rows: body.data[key] as T[], nextCursor: typeof next === 'string' && next !== '' ? next : null };
  }
  throw new ApiError('Invalid response format from server.', 0, parseCode);
}

/** A document from its answer: `data.<key>`, `<key>`, or the document itself (docs/domains/billing.md#calls, quotes). */
export function documentOf<T>(body: unknown, key: DocumentKey): T {
  if (isObject(body)) {
    if (isObject(body.data) && isObject(body.data[key])) return body.data[key] as T;
    if (isObject(body[key])) return body[key] as T;
    if (typeof body.id === 'string') return body as T;
  }
  throw new ApiError('Invalid response format from server.', 0, 'invalidResponse');
}

const path = (list: ListKey, id: string, action?: string) => `${list}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export const fetchDocument = async <T>(list: ListKey, key: DocumentKey, id: string, signal?: AbortSignal): Promise<T> =>
  documentOf<T>(await api.get<unknown>(path(list, id), { signal }), key);
export const createDocument = async <T>(list: ListKey, key: DocumentKey, body: unknown): Promise<T> => documentOf<T>(await api.post<unknown>(list, body), key);
export const updateDocument = async <T>(list: ListKey, key: DocumentKey, id: string, body: unknown): Promise<T> =>
  documentOf<T>(await api.put<unknown>(path(list, id), body), key);
export const deleteDocument = async (list: ListKey, id: string): Promise<void> => {
  await api.delete(path(list, id));
};
/** A POST on a document's action (accept, reject, convert-to-invoice); its answer holds `answerKey`. */
export const documentAction = async <T>(list: ListKey, id: string, action: string, answerKey: DocumentKey): Promise<T> =>
  documentOf<T>(await api.post<unknown>(path(list, id, action), undefined), answerKey);

/** The client directory's first page is what the forms offer; svc-identity pages its users by 100. */
const CLIENTS_LIMIT = 100;

/** GET /users?role=client (svc-identity): the clients a document can be made out to. */
export async function fetchClients(signal?: AbortSignal): Promise<BillingClient[]> {
  const body = await api.get<UserListResponse>('users', { searchParams: { role: 'client', limit: CLIENTS_LIMIT }, signal });
  if (!isObject(body) || !isObject(body.data) || !Array.isArray(body.data.users)) throw new ApiError('Invalid response format from server.', 0, 'clientsFailed');
  return body.data.users.map(({ id, username, email }) => ({ id, username, email }));
}
