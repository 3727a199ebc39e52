import { useTranslation } from 'react-i18next';
import { failureText } from '@hvac/web-kit/failure-text';
import { DOCUMENT_KNOWN_MESSAGES, NS } from './i18n';

/** A document call's failure in the reader's words: the server's, when it spoke, else the screen's `fallbackKey`. */
export function useDocumentFailure() {
  const { t } = useTranslation(NS);
  return (err: unknown, fallbackKey: string): string => failureText(err, t, fallbackKey, { known: DOCUMENT_KNOWN_MESSAGES });
}
