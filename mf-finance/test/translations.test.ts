import { EXPENSE_FALLBACKS, EXPENSE_LABELS, EXPENSE_MESSAGES, EXPENSE_TEXTS } from '@hvac/contracts/finance';
import { expectCompleteTranslations } from '../../libs/web-kit/testing/translations';
import en from '../src/expenses/i18n/en.json';
import es from '../src/expenses/i18n/es.json';
import fa from '../src/expenses/i18n/fa.json';
import financeEn from '../src/i18n/en.json';
import financeEs from '../src/i18n/es.json';
import financeFa from '../src/i18n/fa.json';

/** Texts whose {slots} the server fills: failureText cannot refill them, so the server's words are shown as sent. */
const FILLED_BY_SERVER = ['expenseStatusInvalid'];

// libs/web-kit/test/translation-bundles.test.ts runs the same completeness check on every bundle of the repository.
describe('finance translations', () => {
  it('hold every key in English, Persian and Spanish, with the same placeholders', () => {
    expectCompleteTranslations({ en, fa, es });
    expectCompleteTranslations({ en: financeEn, fa: financeFa, es: financeEs });
    // The stored keys' words, which the screens take from the contracts (as the CSV export does).
    expectCompleteTranslations(EXPENSE_LABELS);
  });

  it('keep the texts shared with svc-finance identical to the contract', () => {
    const messages: Record<string, string> = en.messages;
    for (const [code, text] of Object.entries(EXPENSE_MESSAGES)) {
      if (FILLED_BY_SERVER.includes(code)) expect(messages[code]).toBeUndefined();
      else expect([code, messages[code]]).toEqual([code, text]);
    }
    for (const [key, text] of Object.entries(EXPENSE_FALLBACKS)) expect([key, key === 'notFound' ? messages.expenseNotFound : messages[key]]).toEqual([key, text]);
  });

  it('hold the screens’ texts of docs/domains/finance.md letter by letter', () => {
    expect(en.messages.expenseAccessDenied).toBe(EXPENSE_TEXTS.accessDenied);
    expect(en.messages.authRequired).toBe(EXPENSE_TEXTS.authRequired);
    expect(en.form.updated).toBe(EXPENSE_TEXTS.updated);
    expect(en.form.editHeading).toBe(EXPENSE_TEXTS.editTitle);
    expect(en.form.editSubtitle).toBe(EXPENSE_TEXTS.editSubtitle);
    expect(en.form.saving).toBe(EXPENSE_TEXTS.saving);
    expect(en.form.save).toBe('Save Changes');
    expect(en.detail.notFoundTitle).toBe(EXPENSE_TEXTS.notFoundTitle);
    expect(en.detail.notFoundBody).toBe(EXPENSE_TEXTS.notFoundBody);
    expect(en.detail.number.startsWith(EXPENSE_TEXTS.numberPrefix)).toBe(true);
    expect(en.messages.uploadFile).toBe('Failed to upload file');
  });
});
