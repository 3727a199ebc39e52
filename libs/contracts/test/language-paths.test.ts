import { isPublicPage, languageOfPath, withLanguage, withoutLanguage } from '../src/core/site';

describe('one URL per language (docs/domains/public-site.md#languages)', () => {
  it('reads the language from the prefix only', () => {
    expect(languageOfPath('/es/services')).toBe('es');
    expect(languageOfPath('/fa')).toBe('fa');
    expect(languageOfPath('/fa/')).toBe('fa');
    expect(languageOfPath('/services')).toBeUndefined();
    expect(languageOfPath('/esther')).toBeUndefined();
  });

  it('moves a path between languages', () => {
    expect(withLanguage('/services/heating', 'fa')).toBe('/fa/services/heating');
    expect(withLanguage('/es/services/heating', 'fa')).toBe('/fa/services/heating');
    expect(withLanguage('/fa/blog/x', 'en')).toBe('/blog/x');
    expect(withLanguage('/', 'es')).toBe('/es/');
    expect(withLanguage('/es/', 'en')).toBe('/');
    expect(withoutLanguage('/es')).toBe('/');
  });
});

describe('isPublicPage', () => {
  it('knows the public pages in every language and nothing else', () => {
    for (const p of ['/', '/services', '/services/heating', '/blog/x', '/es/', '/fa/about', '/es/request-quote', '/contact-us']) expect([p, isPublicPage(p)]).toEqual([p, true]);
    for (const p of ['/login', '/admin', '/my-account', '/es/admin', '/services/a/b', '/blogs']) expect([p, isPublicPage(p)]).toEqual([p, false]);
  });
});
