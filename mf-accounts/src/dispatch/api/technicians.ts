import type { Assignee, AssigneesResponse } from '@hvac/contracts/requests';
import { api } from '@hvac/web-kit';
import { useBackOfficeQuery } from '@hvac/web-kit/back-office';

/**
 * The board's rows: the people visits can be given to, the assignee list of the request screens
 * (active staff, managers and admins; docs/domains/service-requests.md#calls), staff first.
 */
export async function fetchTechnicians(signal?: AbortSignal): Promise<Assignee[]> {
  const { assignees } = (await api.get<AssigneesResponse>('service-requests/assignees', { signal })).data;
  return [...assignees].sort((a, b) => Number(b.role === 'staff') - Number(a.role === 'staff') || a.username.localeCompare(b.username));
}

export const useTechnicians = () => useBackOfficeQuery({ queryKey: ['serviceRequests', 'assignees'], queryFn: ({ signal }) => fetchTechnicians(signal), staleTime: 60_000 });
