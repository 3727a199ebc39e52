import { useEffect } from 'react';

/** Names the page to the browser tab and to search engines (the description meta tag). */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [title, description]);
}
