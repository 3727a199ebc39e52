import type { Visit, VisitListResponse } from '@hvac/contracts/requests';
import { api } from '@hvac/web-kit';
import { backOfficeQueries, useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { readDay, saveDay } from '../offline/day-cache';

export const MY_VISITS_KEY = ['visits', 'mine'] as const;

export interface MyDay {
  visits: Visit[];
  /** When the server gave this answer; older than now when it comes from the phone's copy. */
  savedAt: string;
  /** The server could not be reached: the last answer kept on the phone (docs/domains/service-requests.md#the-technicians-day). */
  offline: boolean;
}

/** GET /api/my-visits (today and the coming days); each answer is kept on the phone so the day reads offline. */
export async function fetchMyDay(signal?: AbortSignal): Promise<MyDay> {
  try {
    const body = await api.get<VisitListResponse>('my-visits', { signal });
    return { ...saveDay(body.data.visits), offline: false };
  } catch (err) {
    const kept = readDay();
    if (kept && !signal?.aborted) return { ...kept, offline: true };
    throw err;
  }
}

export const useMyDay = () => useBackOfficeQuery({ queryKey: MY_VISITS_KEY, queryFn: ({ signal }) => fetchMyDay(signal), networkMode: 'always' });

/**
 * A visit as the server answered a change: put into the day at once, so the card never falls back to the
 * status of an older answer between the change leaving the outbox and the next fetch.
 */
export function keepAnswer(visit: Visit): void {
  backOfficeQueries.setQueryData<MyDay>(MY_VISITS_KEY, (day) => (day ? { ...day, visits: day.visits.map((v) => (v.id === visit.id ? visit : v)) } : day));
}
