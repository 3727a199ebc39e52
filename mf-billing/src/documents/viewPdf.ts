import type { DocumentLanguage } from '@hvac/contracts';
import type { DocumentType } from '@hvac/contracts/billing';
import { fetchPdf } from './api';

/** How long the blob: URL outlives the navigation to it: the viewer has read the PDF by then, and the page stops holding it. */
const BLOB_URL_LIFE_MS = 60_000;

/**
 * View PDF in Browser: the PDF, fetched with the session's token in its header, is shown in `viewer` (a
 * window the click opened) from a blob: URL, so no token rides in an address, where the browser's
 * history and the servers' logs would keep it (docs/domains/billing.md#documents).
 */
export async function viewPdf(viewer: Window, type: DocumentType, id: string, language: DocumentLanguage): Promise<void> {
  const url = URL.createObjectURL(await fetchPdf(type, id, language, 'view'));
  viewer.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFE_MS);
}
