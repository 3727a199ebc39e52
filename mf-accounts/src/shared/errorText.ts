import type { TFunction } from 'i18next';
import { ApiError } from '@hvac/web-kit';
import en from '../i18n/en.json';

type MessageKey = keyof typeof en.messages;

const keyByEnglish = new Map<string, MessageKey>(
  (Object.entries(en.messages) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);
const HTTP_STATUS = /^HTTP error! status: (\d+)$/;

/**
 * What to tell the user about a failed call: the server's message (in the current language when we know
 * it, by its code or its English text), else the screen's own fallback. Only an ApiError carries a server
 * message; anything else (a network failure after the retries) gets the fallback.
 */
export function errorText(err: unknown, t: TFunction, fallback: MessageKey | `${string}.${string}`): string {
  if (err instanceof ApiError) {
    if (err.code && err.code in en.messages) return t(`messages.${err.code}`);
    const known = keyByEnglish.get(err.message);
    if (known) return t(`messages.${known}`);
    const http = HTTP_STATUS.exec(err.message);
    if (http) return t('messages.httpStatus', { status: http[1] });
    if (err.message) return err.message;
  }
  return t(fallback.includes('.') ? fallback : `messages.${fallback}`);
}
