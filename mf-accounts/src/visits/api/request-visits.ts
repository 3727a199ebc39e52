import type { Visit, VisitListResponse } from '@hvac/contracts/requests';
import { api } from '@hvac/web-kit';
import { useBackOfficeQuery } from '@hvac/web-kit/back-office';

/** GET /api/service-requests/{id}/visits: every visit of one request in full, for the office's detail screen. */
export async function fetchRequestVisits(serviceRequestId: string, signal?: AbortSignal): Promise<Visit[]> {
  return (await api.get<VisitListResponse>(`service-requests/${serviceRequestId}/visits`, { signal })).data.visits;
}

export const useRequestVisits = (serviceRequestId: string) =>
  useBackOfficeQuery({ queryKey: ['visits', 'of-request', serviceRequestId], queryFn: ({ signal }) => fetchRequestVisits(serviceRequestId, signal) });
