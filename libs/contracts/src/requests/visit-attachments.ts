import { Type, type Static } from 'typebox';
import { PathId, Success } from '../core';
import { VISIT_MESSAGES } from './visits';

/*
 * What a technician leaves on a completed visit: photos of the work and the customer's signature
 * (docs/domains/service-requests.md#visit-attachments).
 */

export const VISIT_ATTACHMENT_KINDS = ['photo', 'signature'] as const;
export type VisitAttachmentKind = (typeof VISIT_ATTACHMENT_KINDS)[number];

/** Images only, recognised by their first bytes on the server. */
export const VISIT_ATTACHMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type VisitAttachmentContentType = (typeof VISIT_ATTACHMENT_CONTENT_TYPES)[number];

/**
 * Below the gateway's 1 MB body limit with the multipart envelope: the phone scales a photo down before
 * sending it (a 1600 px JPEG is a few hundred KB), so the edge keeps one limit for every body but receipts.
 */
export const VISIT_ATTACHMENT_MAX_BYTES = 900 * 1024;
/** The multipart field the file travels in. */
export const VISIT_ATTACHMENT_FIELD = 'file';

export const VISIT_ATTACHMENT_MESSAGES = {
  visitAttachmentRequired: 'Attach one image in the field "file".',
  visitAttachmentTypeInvalid: 'An attachment must be a JPEG, PNG, WebP or HEIC image.',
  visitAttachmentTooLarge: 'An attachment can be at most 900 KB.',
  visitAttachmentNotFound: 'Attachment not found.',
} as const;
export type VisitAttachmentMessageCode = keyof typeof VISIT_ATTACHMENT_MESSAGES;

export const VisitAttachmentQuery = Type.Object({ kind: Type.Enum(VISIT_ATTACHMENT_KINDS) }, { additionalProperties: false });
export type VisitAttachmentQuery = Static<typeof VisitAttachmentQuery>;

export const VisitAttachment = Type.Object({
  id: Type.String({ format: 'uuid' }),
  visitId: Type.String({ format: 'uuid' }),
  kind: Type.Enum(VISIT_ATTACHMENT_KINDS),
  contentType: Type.Enum(VISIT_ATTACHMENT_CONTENT_TYPES),
  size: Type.Integer({ description: 'Bytes' }),
  /** Where the file is read back (GET, the visit's technician, admin, manager). */
  url: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type VisitAttachment = Static<typeof VisitAttachment>;

export const VisitAttachmentResponse = Success({ attachment: VisitAttachment });
export type VisitAttachmentResponse = Static<typeof VisitAttachmentResponse>;
export const VisitAttachmentListResponse = Success({ attachments: Type.Array(VisitAttachment) });
export type VisitAttachmentListResponse = Static<typeof VisitAttachmentListResponse>;

export const VisitAttachmentParams = Type.Object({
  id: PathId(VISIT_MESSAGES.visitNotFound, 'visitNotFound'),
  attachmentId: PathId(VISIT_ATTACHMENT_MESSAGES.visitAttachmentNotFound, 'visitAttachmentNotFound'),
});
export type VisitAttachmentParams = Static<typeof VisitAttachmentParams>;

export const visitAttachmentUrl = (visitId: string, id: string): string => `/api/visits/${visitId}/attachments/${id}`;

declare module '../core/error-codes' {
  interface DomainErrorCodes {
    visitAttachments: VisitAttachmentMessageCode;
  }
}
