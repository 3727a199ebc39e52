import type { ServiceRequest, ServiceRequestCreateBody } from '@hvac/contracts/requests';
import type { Visit } from '@hvac/contracts/requests';
import { houstonInstant } from '../src/visits/times';
import { inDays, validBooking, type TestRequests, type TestUser } from './helpers';

/** A client's booking, answered with its request. */
export async function bookFor(t: TestRequests, client: TestUser, overrides: Partial<ServiceRequestCreateBody> = {}): Promise<ServiceRequest> {
  const res = await t.call({ method: 'POST', url: '/api/service-requests', payload: validBooking(client.user.id, overrides), token: client.token });
  if (res.statusCode !== 201) throw new Error(`booking refused: ${res.body}`);
  return res.json().data.serviceRequest as ServiceRequest;
}

/** An instant of Houston's clock `days` from today. */
export const at = (days: number, clock: string): string => houstonInstant(inDays(days), clock).toISOString();

export const postVisit = (t: TestRequests, token: string, requestId: string, body: { technicianId: string; startsAt: string; endsAt: string }) =>
  t.call({ method: 'POST', url: `/api/service-requests/${requestId}/visits`, token, payload: body });

/** A visit booked by `by`, which must succeed. */
export async function visitOf(t: TestRequests, by: TestUser, requestId: string, technician: TestUser, days: number, from: string, to: string): Promise<Visit> {
  const res = await postVisit(t, by.token, requestId, { technicianId: technician.user.id, startsAt: at(days, from), endsAt: at(days, to) });
  if (res.statusCode !== 201) throw new Error(`visit refused: ${res.body}`);
  return res.json().data.visit as Visit;
}

export const setStatus = (t: TestRequests, token: string, id: string, body: { status: string; notes?: string; at?: string }) =>
  t.call({ method: 'POST', url: `/api/visits/${id}/status`, token, payload: body });
