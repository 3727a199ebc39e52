import type { VisitCard, VisitCardListResponse } from '@hvac/contracts/requests';
import { api } from '@hvac/web-kit';
import { useBackOfficeQuery, keepPreviousData } from '@hvac/web-kit/back-office';

export const VISITS_KEY = ['visits'] as const;

/** GET /api/visits: every technician's visits overlapping the period (admin, manager). */
export async function fetchVisitsDuring(from: Date, to: Date, signal?: AbortSignal): Promise<VisitCard[]> {
  return (await api.get<VisitCardListResponse>('visits', { searchParams: { from: from.toISOString(), to: to.toISOString() }, signal })).data.visits;
}

export const useVisitsDuring = (from: Date, to: Date) =>
  useBackOfficeQuery({
    queryKey: [...VISITS_KEY, 'during', from.toISOString(), to.toISOString()],
    queryFn: ({ signal }) => fetchVisitsDuring(from, to, signal),
    placeholderData: keepPreviousData,
  });
