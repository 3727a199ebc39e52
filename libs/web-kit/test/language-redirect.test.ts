/** @jest-environment jsdom */
import { queryLanguageAddress, storedLanguageAddress } from '../src/language-redirect';

const at = (href: string) => {
  const url = new URL(href, 'https://x.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('storedLanguageAddress', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'i18next=; path=/; max-age=0';
  });

  it('sends an unprefixed public page to a Spanish or Persian choice kept in localStorage', () => {
    localStorage.setItem('i18nextLng', 'fa');
    expect(storedLanguageAddress(at('/services?x=1#faq'))).toBe('/fa/services?x=1#faq');
    expect(storedLanguageAddress(at('/'))).toBe('/fa/');
  });

  it('stays on prefixed, non-public and ?lng= addresses, for English, and when the cookie says otherwise', () => {
    localStorage.setItem('i18nextLng', 'es');
    expect(storedLanguageAddress(at('/fa/services'))).toBeNull();
    expect(storedLanguageAddress(at('/my-account'))).toBeNull();
    expect(storedLanguageAddress(at('/services?lng=en'))).toBeNull();
    document.cookie = 'i18next=en; path=/';
    expect(storedLanguageAddress(at('/services'))).toBeNull();
    localStorage.setItem('i18nextLng', 'en');
    document.cookie = 'i18next=; path=/; max-age=0';
    expect(storedLanguageAddress(at('/services'))).toBeNull();
  });
});

describe('queryLanguageAddress', () => {
  it("sends ?lng= on a public page to that language's address, remembering it", () => {
    expect(queryLanguageAddress(at('/contact?lng=fa&query=x#map'))).toBe('/fa/contact?query=x#map');
    expect(localStorage.getItem('i18nextLng')).toBe('fa');
    expect(queryLanguageAddress(at('/es/blog?lng=en'))).toBe('/blog');
  });

  it('stays where the address already is that language, off the public pages and for unknown languages', () => {
    expect(queryLanguageAddress(at('/fa/contact?lng=fa'))).toBeNull();
    expect(queryLanguageAddress(at('/contact?lng=en'))).toBeNull();
    expect(queryLanguageAddress(at('/admin?lng=fa'))).toBeNull();
    expect(queryLanguageAddress(at('/contact?lng=de'))).toBeNull();
  });
});
