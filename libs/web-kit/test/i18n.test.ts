/** @jest-environment jsdom */
import i18next from 'i18next';
import { changeLanguage, initI18n, registerTranslations } from '../src/i18n';

describe('i18n', () => {
  beforeAll(() => {
    // A back-office address: on a public page the address, not the query string, names the language.
    window.history.replaceState(null, '', '/my-account?lng=es');
    registerTranslations('early', { en: { hi: 'Hello' }, fa: { hi: 'سلام' }, es: { hi: 'Hola' } });
  });

  it('detects the language from the lng query string first and keeps bundles registered before init', () => {
    const instance = initI18n();
    expect(instance.resolvedLanguage).toBe('es');
    expect(instance.t('hi', { ns: 'early' })).toBe('Hola');
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('adds bundles registered after init', () => {
    registerTranslations('late', { en: { bye: 'Bye' }, fa: { bye: 'خدانگهدار' }, es: { bye: 'Adiós' } });
    expect(i18next.t('bye', { ns: 'late' })).toBe('Adiós');
  });

  it('switches Persian to right-to-left, sets lang and caches the choice in localStorage and the cookie', async () => {
    await changeLanguage('fa');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('fa');
    expect(localStorage.getItem('i18nextLng')).toBe('fa');
    expect(document.cookie).toContain('i18next=fa');
    expect(i18next.t('hi', { ns: 'early' })).toBe('سلام');
    await changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to English for an unsupported language', async () => {
    await i18next.changeLanguage('de');
    expect(i18next.resolvedLanguage).toBe('en');
    expect(i18next.t('hi', { ns: 'early' })).toBe('Hello');
  });

  it('returns the same instance when called again', () => {
    expect(initI18n()).toBe(i18next);
  });
});
