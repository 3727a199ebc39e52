/** @jest-environment jsdom */
import i18next, { type ResourceLanguage } from 'i18next';
import { changeLanguage, i18nReady, initI18n, registerTranslations } from '../src/i18n';

/** A loader the test releases by hand, so it can look at the page while the download is in flight. */
function deferredLoader(strings: ResourceLanguage) {
  let release: () => void = () => undefined;
  const loader = jest.fn(
    () =>
      new Promise<{ default: ResourceLanguage }>((resolve) => {
        release = () => resolve({ default: strings });
      }),
  );
  return { loader, release: () => release() };
}

describe('i18n with bundles loaded on demand', () => {
  const faEarly = deferredLoader({ hi: 'سلام' });
  const esEarly = deferredLoader({ hi: 'Hola' });

  beforeAll(() => {
    // A back-office address: on a public page the address, not the query string, names the language.
    window.history.replaceState(null, '', '/my-account?lng=fa');
    void registerTranslations('early', { en: { hi: 'Hello' }, fa: faEarly.loader, es: esEarly.loader });
  });

  it('loads only the detected language before ready and shows it once ready settles', async () => {
    initI18n();
    expect(i18next.resolvedLanguage).toBe('fa');
    expect(document.documentElement.dir).toBe('rtl');
    expect(faEarly.loader).toHaveBeenCalledTimes(1);
    expect(esEarly.loader).not.toHaveBeenCalled();
    let isReady = false;
    const ready = i18nReady().then(() => {
      isReady = true;
    });
    await Promise.resolve();
    expect(isReady).toBe(false);
    faEarly.release();
    await ready;
    expect(i18next.t('hi', { ns: 'early' })).toBe('سلام');
    expect(esEarly.loader).not.toHaveBeenCalled();
  });

  it('loads Spanish before switching to it, so the page never shows English meanwhile', async () => {
    const switching = changeLanguage('es');
    await Promise.resolve();
    expect(esEarly.loader).toHaveBeenCalledTimes(1);
    expect(i18next.resolvedLanguage).toBe('fa');
    esEarly.release();
    await switching;
    expect(i18next.resolvedLanguage).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18next.t('hi', { ns: 'early' })).toBe('Hola');
  });

  it('loads a namespace registered late in the active language and settles its promise for React use()', async () => {
    await changeLanguage('fa');
    expect(faEarly.loader).toHaveBeenCalledTimes(1);
    const faLate = deferredLoader({ bye: 'خدانگهدار' });
    const esLate = deferredLoader({ bye: 'Adiós' });
    const registered = registerTranslations('late', { en: { bye: 'Bye' }, fa: faLate.loader, es: esLate.loader });
    expect((registered as { status?: string }).status).toBe('pending');
    expect(i18next.hasResourceBundle('fa', 'late')).toBe(false);
    faLate.release();
    await registered;
    expect((registered as { status?: string }).status).toBe('fulfilled');
    expect(i18next.t('bye', { ns: 'late' })).toBe('خدانگهدار');
    expect(esLate.loader).not.toHaveBeenCalled();
  });

  it('retries a failed download on the next switch and keeps the current language meanwhile', async () => {
    let attempts = 0;
    const flaky = jest.fn(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ default: { ok: 'باشه' } as ResourceLanguage });
    });
    await changeLanguage('en');
    await registerTranslations('flaky', { en: { ok: 'OK' }, fa: flaky, es: { ok: 'Vale' } });
    await expect(changeLanguage('fa')).rejects.toThrow('offline');
    expect(i18next.resolvedLanguage).toBe('en');
    await changeLanguage('fa');
    expect(flaky).toHaveBeenCalledTimes(2);
    expect(i18next.t('ok', { ns: 'flaky' })).toBe('باشه');
  });
});
