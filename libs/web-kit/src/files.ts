import i18next from 'i18next';
// Through the package name: one session store and one ApiError class (instanceof) on the page.
import { answerError, ApiError, INVALID_RESPONSE_MESSAGE, useSession } from '@hvac/web-kit';

/** Hands a file the page fetched (with the session's token) to the browser's download, under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser's download by now; a later revoke only holds memory.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export interface UploadOptions {
  /** Called as the bytes leave, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs one file as multipart form data under `/api/<path>`, with the session's token and language, and
 * answers the JSON reply. XMLHttpRequest rather than web-kit's `api` (fetch): fetch reports no
 * upload progress, and a receipt photo of several megabytes needs a bar. Not retried: a repeated upload
 * would store the file twice. Failures are ApiErrors shaped as `api`'s, a 401 ends the session as there.
 */
export function uploadFile<T>(path: string, field: string, file: Blob, fileName: string, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const { token } = useSession.getState();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const language = i18next.resolvedLanguage;
    if (language) xhr.setRequestHeader('Accept-Language', language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve((xhr.responseText === '' ? undefined : JSON.parse(xhr.responseText)) as T);
        } catch {
          reject(new ApiError(INVALID_RESPONSE_MESSAGE, xhr.status, 'invalidResponse'));
        }
        return;
      }
      if (xhr.status === 401 && token) useSession.getState().logout();
      reject(answerError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError('Failed to fetch', 0, 'networkError'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, fileName);
    xhr.send(form);
  });
}
