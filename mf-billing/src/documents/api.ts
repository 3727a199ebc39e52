import type { DocumentLanguage } from '@hvac/contracts';
import type { DocumentSend, DocumentSendsResponse, DocumentType, SendEmailBody, SendEmailResponse } from '@hvac/contracts/billing';
import { ApiError, api } from '@hvac/web-kit';

/** The document calls (docs/domains/billing.md#documents): PDF, HTML preview, e-mail and its history. */

const path = (type: DocumentType, id: string, action: string) => `documents/${type}/${encodeURIComponent(id)}/${action}`;
const lang = (language: DocumentLanguage) => ({ lang: language });

/** The PDF's bytes, fetched with the session's token like every call: `download` to save it, `view` to show it. */
export const fetchPdf = (type: DocumentType, id: string, language: DocumentLanguage, action: 'download' | 'view'): Promise<Blob> =>
  api.getBlob(path(type, id, action), { searchParams: lang(language) });

export const fetchPreview = (type: DocumentType, id: string, language: DocumentLanguage): Promise<string> => api.getText(path(type, id, 'preview'), { searchParams: lang(language) });

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
