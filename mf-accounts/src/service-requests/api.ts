import { isServiceRequestStatus, type Assignee, type AssigneesResponse, type Pagination, type ServiceRequest, type ServiceRequestCounts, type ServiceRequestStatus } from '@hvac/contracts';
import { ApiError, api } from '@hvac/web-kit';

export const PAGE_SIZE = 25;

export interface ListQuery {
  status: ServiceRequestStatus | 'all';
  search: string;
  page: number;
}

export interface ListResult {
  rows: ServiceRequest[];
  counts: ServiceRequestCounts;
  /** How many requests match the filters (all pages). */
  filtered: number;
  pagination: Pagination;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Spec 1 §7: the list may come as data.serviceRequests, a data array, a bare array or a
 * serviceRequests field. Anything else is not a list.
 */
export function extractList(body: unknown): ServiceRequest[] | null {
  if (Array.isArray(body)) return body as ServiceRequest[];
  if (!isObject(body)) return null;
  const data = body.data;
  if (isObject(data) && Array.isArray(data.serviceRequests)) return data.serviceRequests as ServiceRequest[];
  if (Array.isArray(data)) return data as ServiceRequest[];
  if (Array.isArray(body.serviceRequests)) return body.serviceRequests as ServiceRequest[];
  return null;
}

/** Spec 1 §5: case-insensitive match on contactFullName, contactEmail, serviceType or the id text. */
export function matchesSearch(request: ServiceRequest, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [request.contactFullName, request.contactEmail, request.serviceType, request.id].some((v) => String(v ?? '').toLowerCase().includes(needle));
}

export function countByStatus(rows: readonly ServiceRequest[]): ServiceRequestCounts {
  const counts: ServiceRequestCounts = { total: rows.length, pending: 0, confirmed: 0, in_progress: 0, completed: 0, cancelled: 0 };
  for (const row of rows) if (isServiceRequestStatus(row.status)) counts[row.status] += 1;
  return counts;
}

/**
 * Reads one answer into a page. The agreed answer carries counts and pagination, filtered and paged
 * in SQL; the other shapes of spec 1 §7 are whole lists, filtered and paged here.
 */
export function toListResult(body: unknown, query: ListQuery): ListResult | null {
  const rows = extractList(body);
  if (!rows) return null;
  const data = isObject(body) && isObject(body.data) ? body.data : null;
  if (data && isObject(data.pagination) && isObject(data.counts)) {
    const pagination = data.pagination as unknown as Pagination;
    return { rows, counts: data.counts as unknown as ServiceRequestCounts, filtered: pagination.totalItems, pagination };
  }
  const matching = rows.filter((r) => (query.status === 'all' || r.status === query.status) && matchesSearch(r, query.search));
  const totalPages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const currentPage = Math.min(query.page, totalPages);
  return {
    rows: matching.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE),
    counts: countByStatus(rows),
    filtered: matching.length,
    pagination: { currentPage, totalPages, totalItems: matching.length, limit: PAGE_SIZE },
  };
}

export const FETCH_FAILED = 'Failed to fetch service requests from any endpoint';

/**
 * GET /service-requests/admin with a cache-busting timestamp, falling back to GET /service-requests
 * (spec 1 §7). When neither answers with a list the error is the spec's text.
 */
export async function fetchAdminList(query: ListQuery, now: () => number = Date.now): Promise<ListResult> {
  const searchParams: Record<string, string | number> = { page: query.page, limit: PAGE_SIZE, sort: 'createdAt', order: 'desc' };
  if (query.status !== 'all') searchParams.status = query.status;
  if (query.search.trim()) searchParams.search = query.search.trim();
  const attempts = [
    () => api.get<unknown>('service-requests/admin', { searchParams: { ...searchParams, _t: now() } }),
    () => api.get<unknown>('service-requests', { searchParams }),
  ];
  let lastError: unknown = null;
  for (const attempt of attempts) {
    try {
      const result = toListResult(await attempt(), query);
      if (result) return result;
    } catch (err) {
      lastError = err;
      // A refusal is the same on both paths: say so rather than try the other one.
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) throw err;
    }
  }
  throw new ApiError(FETCH_FAILED, lastError instanceof ApiError ? lastError.status : 0, 'FETCH_FAILED');
}

export async function fetchAssignees(): Promise<Assignee[]> {
  const body = await api.get<AssigneesResponse>('service-requests/assignees');
  return body.data.assignees;
}

export async function updateRequest(id: string, change: { status?: string; assignedTo?: string | null }): Promise<void> {
  await api.put(`service-requests/${encodeURIComponent(id)}`, change);
}

/** The detail call answers with the request itself (spec 1 §7); a wrapped one is accepted too. */
export async function fetchRequest(id: string): Promise<ServiceRequest> {
  const body = await api.get<unknown>(`service-requests/${encodeURIComponent(id)}`);
  if (isObject(body) && isObject(body.data) && isObject(body.data.serviceRequest)) return body.data.serviceRequest as unknown as ServiceRequest;
  if (isObject(body) && typeof body.id === 'string') return body as unknown as ServiceRequest;
  throw new ApiError('Failed to fetch service request details', 0, 'INVALID_RESPONSE');
}

export async function fetchMyRequests(): Promise<ServiceRequest[]> {
  const body = await api.get<unknown>('service-requests/my-requests');
  const rows = extractList(body);
  if (!rows) throw new ApiError('Failed to fetch your service requests', 0, 'INVALID_RESPONSE');
  return rows;
}
