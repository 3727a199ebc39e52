import type { DocumentLanguage, DocumentSend, DocumentSendsResponse, DocumentType, SendEmailBody, SendEmailResponse } from '@hvac/contracts';
import { ApiError, api } from '@hvac/web-kit';

/** The document calls (docs/domains/billing.md#documents): PDF, HTML preview, e-mail and its history. */

const path = (type: DocumentType, id: string, action: string) => `documents/${type}/${encodeURIComponent(id)}/${action}`;
const lang = (language: DocumentLanguage) => ({ lang: language });

export const fetchPdf = (type: DocumentType, id: string, language: DocumentLanguage): Promise<Blob> => api.getBlob(path(type, id, 'download'), { searchParams: lang(language) });

export const fetchPreview = (type: DocumentType, id: string, language: DocumentLanguage): Promise<string> => api.getText(path(type, id, 'preview'), { searchParams: lang(language) });

/**
 * The PDF inline in a new window, which cannot send a header: the token rides in the query, on this one
 * route only (svc-billing and the gateway keep it out of their logs).
 */
export const viewUrl = (type: DocumentType, id: string, language: DocumentLanguage, token: string): string =>
  `/api/${path(type, id, 'view')}?${new URLSearchParams({ lang: language, token }).toString()}`;

export async function sendDocument(type: DocumentType, id: string, body: SendEmailBody): Promise<SendEmailResponse['data']> {
  const answer = await api.post<SendEmailResponse>(path(type, id, 'send-email'), body);
  if (answer?.status !== 'success' || !answer.data?.send) throw new ApiError('Invalid response format from server.', 0, 'invalidResponse');
  return answer.data;
}

export async function fetchSends(type: DocumentType, id: string, signal?: AbortSignal): Promise<DocumentSend[]> {
  const answer = await api.get<DocumentSendsResponse>(path(type, id, 'sends'), { signal });
  if (!Array.isArray(answer?.data?.sends)) throw new ApiError('Invalid response format from server.', 0, 'invalidResponse');
  return answer.data.sends;
}
