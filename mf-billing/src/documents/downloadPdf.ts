import type { DocumentLanguage } from '@hvac/contracts';
import { documentFileName, type DocumentType } from '@hvac/contracts/billing';
import { saveBlob } from '@hvac/web-kit/screens';
import { fetchPdf } from './api';

/** Fetches the PDF with the session's token and saves it under the spec's name (Invoice-{number}.pdf …). */
export async function downloadPdf(type: DocumentType, id: string, number: string, language: DocumentLanguage): Promise<void> {
  saveBlob(await fetchPdf(type, id, language, 'download'), documentFileName(type, number));
}
