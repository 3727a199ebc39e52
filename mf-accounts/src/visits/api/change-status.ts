import type { Visit, VisitResponse, VisitStatusBody } from '@hvac/contracts/requests';
import { api } from '@hvac/web-kit';

/** POST /api/visits/{id}/status with the time the change was made on the phone (docs/domains/service-requests.md#visit-statuses). */
export async function sendStatus(visitId: string, body: VisitStatusBody): Promise<Visit> {
  return (await api.post<VisitResponse>(`visits/${encodeURIComponent(visitId)}/status`, body)).data.visit;
}
