import i18next from 'i18next';
import { initI18n, localDigits, localNumber, registerTranslations } from '../src';

describe('digits in the reader’s language (docs/architecture.md#frontend-conventions)', () => {
  it('Persian writes the site’s numbers in Persian digits; English and Spanish keep theirs', () => {
    expect(localNumber(2026, 'fa')).toBe('۲۰۲۶');
    expect(localNumber(4.5, 'fa')).toBe('۴٫۵');
    expect(localNumber(2026, 'en')).toBe('2026');
    expect(localNumber(4.5, 'es')).toBe('4.5');
    expect(localDigits('(713) 555-0199', 'fa')).toBe('(۷۱۳) ۵۵۵-۰۱۹۹');
    expect(localDigits('(713) 555-0199', 'es')).toBe('(713) 555-0199');
  });

  it('numbers given to a translation follow the reader; strings, free text among them, pass as they are', async () => {
    registerTranslations('digits-test', {
      en: { step: 'Step {{current}} of {{total}}', thanks: 'Thank you, {{name}}!' },
      fa: { step: 'مرحلهٔ {{current}} از {{total}}', thanks: 'سپاس، {{name}}!' },
      es: { step: 'Paso {{current}} de {{total}}', thanks: '¡Gracias, {{name}}!' },
    });
    initI18n();
    await i18next.changeLanguage('fa');
    expect(i18next.t('step', { ns: 'digits-test', current: 2, total: 5 })).toBe('مرحلهٔ ۲ از ۵');
    expect(i18next.t('thanks', { ns: 'digits-test', name: 'Unit 12B' })).toBe('سپاس، Unit 12B!');
    await i18next.changeLanguage('en');
    expect(i18next.t('step', { ns: 'digits-test', current: 2, total: 5 })).toBe('Step 2 of 5');
  });
});
