import { usePageHead } from './page-head';

/** Names the page to the browser tab and to search engines (the description meta tag). */
export function useDocumentMeta(title: string, description: string): void {
  usePageHead(title, [{ tag: 'meta', name: 'description', content: description }]);
}
