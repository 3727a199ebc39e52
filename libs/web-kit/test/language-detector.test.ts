/** @jest-environment jsdom */
import { languageDetector, rememberLanguage } from '../src/language-detector';

const detect = (href: string) => {
  window.history.replaceState(null, '', href);
  return languageDetector.detect!();
};

describe('languageDetector', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'i18next=; path=/; max-age=0';
  });

  it('on a public page takes the language from the address alone', () => {
    localStorage.setItem('i18nextLng', 'es');
    expect(detect('/fa/services')).toEqual(['fa']);
    expect(detect('/es/')).toEqual(['es']);
    expect(detect('/services?lng=fa')).toEqual(['en']);
  });

  it('elsewhere reads the query string, then the stored choice', () => {
    localStorage.setItem('i18nextLng', 'es');
    expect(detect('/my-account?lng=fa')).toEqual(expect.arrayContaining(['fa', 'es']));
    expect((detect('/admin') as string[])[0]).toBe('es');
  });

  it('caches a switch outside the public pages in localStorage and a year-long cookie, not one a public address made', () => {
    window.history.replaceState(null, '', '/es/services');
    languageDetector.cacheUserLanguage!('es');
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    window.history.replaceState(null, '', '/admin');
    languageDetector.cacheUserLanguage!('fa');
    expect(localStorage.getItem('i18nextLng')).toBe('fa');
    expect(document.cookie).toBe('i18next=fa');
  });

  it('remembers a deliberate choice with the cookie the gateway reads', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    rememberLanguage('es');
    expect(set).toHaveBeenCalledWith('i18next=es; path=/; max-age=31536000; SameSite=Lax');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
  });
});
