import { VISIT_ATTACHMENT_FIELD, type VisitAttachment, type VisitAttachmentKind, type VisitAttachmentListResponse } from '@hvac/contracts/requests';
import { api } from '@hvac/web-kit';
import { useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { uploadFile } from '@hvac/web-kit/screens';

/** POST /api/visits/{id}/attachments (docs/domains/service-requests.md#visit-attachments). */
export async function sendAttachment(visitId: string, kind: VisitAttachmentKind, image: Blob): Promise<void> {
  await uploadFile(`visits/${encodeURIComponent(visitId)}/attachments?kind=${kind}`, VISIT_ATTACHMENT_FIELD, image, `${kind}.${image.type === 'image/png' ? 'png' : 'jpg'}`);
}

export async function fetchAttachments(visitId: string, signal?: AbortSignal): Promise<VisitAttachment[]> {
  return (await api.get<VisitAttachmentListResponse>(`visits/${encodeURIComponent(visitId)}/attachments`, { signal })).data.attachments;
}

export const useAttachments = (visitId: string) =>
  useBackOfficeQuery({ queryKey: ['visits', 'attachments', visitId], queryFn: ({ signal }) => fetchAttachments(visitId, signal) });

/** One image's bytes with the session's token, as an object URL the page can show. */
export const useAttachmentImage = (url: string) =>
  useBackOfficeQuery({
    queryKey: ['visits', 'attachment-image', url],
    queryFn: async () => URL.createObjectURL(await api.getBlob(url.replace(/^\/api\//, ''))),
    staleTime: Infinity,
  });
