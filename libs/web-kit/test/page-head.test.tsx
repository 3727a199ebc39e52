/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { usePageHead, type HeadElement } from '../src/page-head';

function Page({ title, elements }: { title: string; elements: HeadElement[] }) {
  usePageHead(title, elements);
  return null;
}

const marked = () => [...document.head.querySelectorAll('[data-page-meta]')].map((el) => el.outerHTML);

describe('usePageHead', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="index.html default"><meta name="theme-color" content="#0b5394">';
  });

  it('puts the page elements in head, marked, in place of the default description', () => {
    render(
      <Page
        title="Services | Bayou"
        elements={[
          { tag: 'meta', name: 'description', content: 'What we fix' },
          { tag: 'meta', property: 'og:title', content: 'Services' },
          { tag: 'link', rel: 'alternate', hreflang: 'fa', href: 'https://x.test/fa/services' },
          { tag: 'json-ld', data: { '@type': 'Thing', name: '</script><b>' } },
        ]}
      />,
    );
    expect(document.title).toBe('Services | Bayou');
    expect(marked()).toEqual([
      '<meta name="description" content="What we fix" data-page-meta="">',
      '<meta property="og:title" content="Services" data-page-meta="">',
      '<link rel="alternate" hreflang="fa" href="https://x.test/fa/services" data-page-meta="">',
      '<script type="application/ld+json" data-page-meta="">{"@type":"Thing","name":"\\u003c/script>\\u003cb>"}</script>',
    ]);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();
  });

  it('replaces stale elements when the page changes and removes them when it leaves', () => {
    const { rerender, unmount } = render(<Page title="A" elements={[{ tag: 'link', rel: 'canonical', href: 'https://x.test/a' }]} />);
    rerender(<Page title="B" elements={[{ tag: 'link', rel: 'canonical', href: 'https://x.test/b' }]} />);
    expect(marked()).toEqual(['<link rel="canonical" href="https://x.test/b" data-page-meta="">']);
    unmount();
    expect(marked()).toEqual([]);
  });
});
