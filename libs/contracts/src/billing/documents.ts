import { Type, type Static } from 'typebox';
import { DOCUMENT_LANGUAGES, PathId, Required, Success } from '../core';
import type { BillingDocumentKind } from './statuses';

/*
 * The document calls of docs/domains/billing.md#documents: a quote, estimate or invoice as a PDF
 * (download, or inline for a window of its own), as HTML (the preview popup), and sent by e-mail with the PDF
 * attached. Shared by svc-billing and the billing screens. The popup's size (PREVIEW_POPUP) and the
 * dialog's auto-close (EMAIL_DIALOG_CLOSE_MS) are in billing.ts with the other constants; an address is
 * checked with the core's isValidEmail (core/validation.ts).
 */

/** The `{type}` of /api/documents/{type}/{id}/…; anything else is a 400. */
export const DOCUMENT_TYPES = ['invoice', 'estimate', 'quote'] as const satisfies readonly BillingDocumentKind[];
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const isDocumentType = (v: string): v is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(v);

const FILE_PREFIX: Readonly<Record<DocumentType, string>> = { quote: 'Quote', estimate: 'Estimate', invoice: 'Invoice' };
/** The PDF's file name: Quote-{number}.pdf, Estimate-{number}.pdf, Invoice-{number}.pdf. */
export const documentFileName = (type: DocumentType, number: string): string => `${FILE_PREFIX[type]}-${number}.pdf`;

/** A PDF that takes longer than this to render is abandoned with a 503. */
export const PDF_RENDER_TIMEOUT_MS = 10_000;

/** Every text the document calls answer with; the key is the error code. */
export const DOCUMENT_MESSAGES = {
  documentTypeInvalid: 'Document type must be invoice, estimate or quote.',
  documentNotFound: 'Document not found',
  documentEmailInvalid: 'Please enter a valid email address.',
  documentEmailRequired: 'Customer email is required.',
  sendEmailFailed: 'Failed to send email. Please try again.',
  renderTimedOut: 'The document took too long to render. Please try again.',
  renderUnavailable: 'Documents cannot be rendered right now. Please try again shortly.',
  documentAuthRequired: 'Authentication required',
} as const;
export type DocumentMessageCode = keyof typeof DOCUMENT_MESSAGES;

/** The language query of the PDF and preview calls; the caller is known by its Authorization header alone. */
export const DocumentQuery = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 8, description: 'en, fa or es; otherwise the client’s last UI language, else English.' })),
});
export type DocumentQuery = Static<typeof DocumentQuery>;

export const DocumentParams = Type.Object({ type: Type.String({ maxLength: 20 }), id: PathId(DOCUMENT_MESSAGES.documentNotFound, 'documentNotFound') });
export type DocumentParams = Static<typeof DocumentParams>;

/** POST …/send-email: the customer's address (required, an e-mail) and name (the client's own when absent). */
export const SendEmailBody = Type.Object(
  {
    email: Required(Type.String({ maxLength: 254 }), DOCUMENT_MESSAGES.documentEmailRequired, 'documentEmailRequired'),
    customerName: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 200 })])),
    lang: Type.Optional(Type.String({ maxLength: 8 })),
  },
  { additionalProperties: false },
);
export type SendEmailBody = Static<typeof SendEmailBody>;

export const DOCUMENT_SEND_RESULTS = ['sent', 'failed'] as const;
export type DocumentSendResult = (typeof DOCUMENT_SEND_RESULTS)[number];

/** One e-mail of a document, as its send history shows it: when, by whom, to whom, in which language, and how it went. */
export const DocumentSend = Type.Object({
  id: Type.String({ format: 'uuid' }),
  documentType: Type.Enum(DOCUMENT_TYPES),
  documentId: Type.String({ format: 'uuid' }),
  sentAt: Type.String({ format: 'date-time' }),
  sentBy: Type.Union([Type.Null(), Type.String({ format: 'uuid' })]),
  /** The sender's name from the users directory, when known. */
  sentByName: Type.Union([Type.Null(), Type.String()]),
  email: Type.String(),
  customerName: Type.Union([Type.Null(), Type.String()]),
  language: Type.Enum(DOCUMENT_LANGUAGES),
  result: Type.Enum(DOCUMENT_SEND_RESULTS),
  /** Why a failed send failed, in the mail server's words; null when sent. */
  error: Type.Union([Type.Null(), Type.String()]),
});
export type DocumentSend = Static<typeof DocumentSend>;

/** A send's answer: the record, and the document's status after it (a draft becomes sent_to_client, or sent). */
export const SendEmailResponse = Success({ send: DocumentSend, status: Type.String() });
export type SendEmailResponse = Static<typeof SendEmailResponse>;
export const DocumentSendsResponse = Success({ sends: Type.Array(DocumentSend) });
export type DocumentSendsResponse = Static<typeof DocumentSendsResponse>;

/** The document calls' codes, known to every program that imports them (core/error-codes.ts). */
declare module '../core/error-codes' {
  interface DomainErrorCodes {
    billingDocuments: DocumentMessageCode;
  }
}
