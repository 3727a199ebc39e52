import { useTranslation } from 'react-i18next';
import { useFailureText } from '@hvac/web-kit/failure-text';
import { NS } from './i18n';

/** The words every widget of this remote shares: loading, the failure (web-kit's failureText) and Retry. */
export function useFrame(error: unknown) {
  const { t } = useTranslation(NS);
  const describe = useFailureText(NS, {});
  return { loading: t('loading'), failed: error ? describe(error, 'failed') : '', retry: t('retry') };
}
