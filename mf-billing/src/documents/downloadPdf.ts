import { documentFileName, type DocumentLanguage, type DocumentType } from '@hvac/contracts';
import { fetchPdf } from './api';

/** Fetches the PDF with the session's token and saves it under the spec's name (Invoice-{number}.pdf …). */
export async function downloadPdf(type: DocumentType, id: string, number: string, language: DocumentLanguage): Promise<void> {
  const blob = await fetchPdf(type, id, language);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = documentFileName(type, number);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser's download by now; a later revoke only holds memory.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
