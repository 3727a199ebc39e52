import type { ServiceRequest, ServiceRequestListResponse } from '@hvac/contracts/requests';
import { api } from '@hvac/web-kit';
import { useBackOfficeQuery } from '@hvac/web-kit/back-office';

/** The side list: requests still waiting (pending or confirmed), oldest first, at most 100 of each. */
export async function fetchOpenRequests(signal?: AbortSignal): Promise<ServiceRequest[]> {
  const page = (status: string) =>
    api.get<ServiceRequestListResponse>('service-requests', { searchParams: { status, sort: 'createdAt', order: 'asc', limit: 100, page: 1 }, signal });
  const [pending, confirmed] = await Promise.all([page('pending'), page('confirmed')]);
  return [...pending.data.serviceRequests, ...confirmed.data.serviceRequests];
}

export const useOpenRequests = () => useBackOfficeQuery({ queryKey: ['serviceRequests', 'open'], queryFn: ({ signal }) => fetchOpenRequests(signal) });
