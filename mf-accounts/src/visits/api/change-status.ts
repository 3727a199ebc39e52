import type { VisitStatusBody } from '@hvac/contracts/requests';
import { api } from '@hvac/web-kit';

/** POST /api/visits/{id}/status with the time the change was made on the phone (docs/domains/service-requests.md#visit-statuses). */
export async function sendStatus(visitId: string, body: VisitStatusBody): Promise<void> {
  await api.post(`visits/${encodeURIComponent(visitId)}/status`, body);
}
