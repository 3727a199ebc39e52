/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { useDocumentMeta } from '../src/document-meta';

function Page({ title, description }: { title: string; description: string }) {
  useDocumentMeta(title, description);
  return null;
}

const descriptions = () => [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map((m) => m.content);

describe('useDocumentMeta', () => {
  it('sets the tab title and one description tag, and follows new texts (a language change)', () => {
    const { rerender } = render(<Page title="Services | Bayou" description="What we fix" />);
    expect(document.title).toBe('Services | Bayou');
    expect(descriptions()).toEqual(['What we fix']);

    rerender(<Page title="Servicios | Bayou" description="Lo que reparamos" />);
    expect(document.title).toBe('Servicios | Bayou');
    expect(descriptions()).toEqual(['Lo que reparamos']);
  });
});
