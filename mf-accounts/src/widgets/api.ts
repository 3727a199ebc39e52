import { BUSINESS_TIME_ZONE, todayIn } from '@hvac/contracts';
import type { ServiceRequestOverview, ServiceRequestOverviewResponse, VisitCard, VisitCardListResponse } from '@hvac/contracts/requests';
import { api } from '@hvac/web-kit';

/** The open requests by status, the unassigned first (docs/domains/service-requests.md#overview-widget). */
export const fetchRequestOverview = async (signal?: AbortSignal): Promise<ServiceRequestOverview> =>
  (await api.get<ServiceRequestOverviewResponse>('service-requests/summary', { signal })).data;

/** Houston's offset on a day, '-05:00' or '-06:00', so the day's bounds are the business's, not the browser's. */
function offsetOn(day: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'longOffset' }).formatToParts(new Date(`${day}T12:00:00Z`));
  const offset = name.find((part) => part.type === 'timeZoneName')?.value.replace('GMT', '') ?? '';
  return offset === '' ? 'Z' : offset;
}

/** Today's visits in Houston, every technician's (docs/domains/service-requests.md#visits; admin, manager). */
export async function fetchTodaysVisits(signal?: AbortSignal): Promise<VisitCard[]> {
  const today = todayIn();
  const from = new Date(`${today}T00:00:00${offsetOn(today)}`);
  const to = new Date(from.getTime() + 24 * 3600 * 1000);
  return (await api.get<VisitCardListResponse>('visits', { searchParams: { from: from.toISOString(), to: to.toISOString() }, signal })).data.visits;
}
