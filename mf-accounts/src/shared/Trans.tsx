import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans as TransWithoutContext } from 'react-i18next/TransWithoutContext';

/**
 * react-i18next's Trans, bundled with this app instead of coming through the shared react-i18next:
 * only two screens here use it, and in the shared package it (with its HTML parser) was downloaded on
 * every page, / included (issue 30, bench: JavaScript on /). This copy has no i18n instance of its own,
 * so it is handed the page's one.
 */
export function Trans(props: ComponentProps<typeof TransWithoutContext>) {
  const { i18n } = useTranslation();
  return <TransWithoutContext i18n={i18n} {...props} />;
}
