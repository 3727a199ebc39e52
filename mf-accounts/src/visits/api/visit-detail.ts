import type { VisitDetailResponse } from '@hvac/contracts/requests';
import { api } from '@hvac/web-kit';
import { useBackOfficeQuery } from '@hvac/web-kit/back-office';

/** GET /api/visits/{id}: the visit with its status history (its technician, admin, manager). */
export async function fetchVisitDetail(id: string, signal?: AbortSignal): Promise<VisitDetailResponse['data']> {
  return (await api.get<VisitDetailResponse>(`visits/${encodeURIComponent(id)}`, { signal })).data;
}

export const useVisitDetail = (id: string, enabled = true) =>
  useBackOfficeQuery({ queryKey: ['visits', 'detail', id], queryFn: ({ signal }) => fetchVisitDetail(id, signal), enabled });
