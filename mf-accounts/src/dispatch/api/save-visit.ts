import type { VisitCreateBody, VisitUpdateBody } from '@hvac/contracts/requests';
import { api } from '@hvac/web-kit';
import { backOfficeQueries, useBackOfficeMutation } from '@hvac/web-kit/back-office';
import { VISITS_KEY } from './visits-during';

/** A booking for a request, or a move or reassignment of a visit: the same slot, two calls. */
export type SaveVisit = { kind: 'request'; id: string; body: VisitCreateBody } | { kind: 'visit'; id: string; body: VisitUpdateBody };

/** POST /api/service-requests/{id}/visits or PUT /api/visits/{id}; an overlap is the server's 409 visitOverlaps. */
export async function saveVisit(save: SaveVisit): Promise<void> {
  if (save.kind === 'request') await api.post(`service-requests/${encodeURIComponent(save.id)}/visits`, save.body);
  else await api.put(`visits/${encodeURIComponent(save.id)}`, save.body);
}

export const useSaveVisit = (callbacks: { onError: (err: unknown) => void; onSuccess: () => void }) =>
  useBackOfficeMutation({
    mutationFn: saveVisit,
    onSuccess: () => {
      callbacks.onSuccess();
      return backOfficeQueries.invalidateQueries({ queryKey: VISITS_KEY });
    },
    onError: callbacks.onError,
  });
