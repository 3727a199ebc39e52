import type { Pagination } from '@hvac/contracts';
import type { Assignee, AssigneesResponse, MyServiceRequestsResponse, ServiceRequest, ServiceRequestCounts, ServiceRequestListResponse, ServiceRequestStatus } from '@hvac/contracts/requests';
import { ApiError, api } from '@hvac/web-kit';

export const PAGE_SIZE = 25;

export interface ListQuery {
  status: ServiceRequestStatus | 'all';
  search: string;
  /** Open requests nobody is assigned to only (the overview's figure). */
  unassigned?: boolean;
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
 * The admin list's one answer (contracts' ServiceRequestListResponse), filtered, counted and paged in
 * SQL, as a page; anything else is not a list.
 */
export function toListResult(body: unknown): ListResult | null {
  if (!isObject(body) || body.status !== 'success' || !isObject(body.data)) return null;
  const { serviceRequests, pagination, counts } = body.data as Partial<ServiceRequestListResponse['data']>;
  if (!Array.isArray(serviceRequests) || !isObject(pagination) || !isObject(counts)) return null;
  return { rows: serviceRequests, counts, filtered: pagination.totalItems, pagination };
}

export const FETCH_FAILED = 'Failed to fetch service requests from any endpoint';

/**
 * GET /service-requests/admin with a cache-busting timestamp, falling back to GET /service-requests
 * (docs/domains/service-requests.md#calls). When neither answers with a list the error is the spec's text.
 */
export async function fetchAdminList(query: ListQuery, signal?: AbortSignal, now: () => number = Date.now): Promise<ListResult> {
  const searchParams: Record<string, string | number> = { page: query.page, limit: PAGE_SIZE, sort: 'createdAt', order: 'desc' };
  if (query.status !== 'all') searchParams.status = query.status;
  if (query.search.trim()) searchParams.search = query.search.trim();
  if (query.unassigned) searchParams.unassigned = 'true';
  const attempts = [
    () => api.get<unknown>('service-requests/admin', { searchParams: { ...searchParams, _t: now() }, signal }),
    () => api.get<unknown>('service-requests', { searchParams, signal }),
  ];
  let lastError: unknown = null;
  for (const attempt of attempts) {
    // A list nobody waits for any more is not asked of the other path.
    signal?.throwIfAborted();
    try {
      const result = toListResult(await attempt());
      if (result) return result;
    } catch (err) {
      lastError = err;
      // A refusal is the same on both paths: say so rather than try the other one.
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) throw err;
    }
  }
  throw new ApiError(FETCH_FAILED, lastError instanceof ApiError ? lastError.status : 0, 'fetchFailed');
}

export async function fetchAssignees(signal?: AbortSignal): Promise<Assignee[]> {
  const body = await api.get<AssigneesResponse>('service-requests/assignees', { signal });
  return body.data.assignees;
}

export interface RequestChange {
  status?: string;
  assignedTo?: string | null;
}

export async function updateRequest(id: string, change: RequestChange): Promise<void> {
  await api.put(`service-requests/${encodeURIComponent(id)}`, change);
}

/** The detail call answers with the request itself (docs/domains/service-requests.md#calls). */
export async function fetchRequest(id: string, signal?: AbortSignal): Promise<ServiceRequest> {
  const body = await api.get<unknown>(`service-requests/${encodeURIComponent(id)}`, { signal });
  if (isObject(body) && typeof body.id === 'string') return body as unknown as ServiceRequest;
  throw new ApiError('Failed to fetch service request details', 0, 'invalidResponse');
}

/** My requests answer as a bare list (docs/domains/service-requests.md#calls). */
export async function fetchMyRequests(signal?: AbortSignal): Promise<MyServiceRequestsResponse> {
  const body = await api.get<unknown>('service-requests/my-requests', { signal });
  if (!Array.isArray(body)) throw new ApiError('Failed to fetch your service requests', 0, 'invalidResponse');
  return body as MyServiceRequestsResponse;
}
