/**
 * The translation check reads i18next's plural keys by each language's plural rules (testing/translations.ts):
 * the languages share base keys, not forms, and a language missing one of its forms fails.
 */
import { expectCompleteTranslations } from '../testing/translations';

const en = { unitCounts: { piece_one: '{{n}} piece', piece_other: '{{n}} pieces' } };
const fa = { unitCounts: { piece_one: '{{n}} عدد', piece_other: '{{n}} عدد' } };
const es = { unitCounts: { piece_one: '{{n}} pieza', piece_many: '{{n}} de piezas', piece_other: '{{n}} piezas' } };

describe('plural keys in the translation check', () => {
  it('pass with each language’s own forms (Spanish with many)', () => {
    expect(() => expectCompleteTranslations({ en, fa, es })).not.toThrow();
  });

  it('fail when a language lacks a form its rules choose, or has one they never do', () => {
    const { piece_many: _many, ...spanishWithoutMany } = es.unitCounts;
    expect(() => expectCompleteTranslations({ en, fa, es: { unitCounts: spanishWithoutMany } })).toThrow(/es unitCounts.piece: one, other/);
    expect(() => expectCompleteTranslations({ en: { unitCounts: { ...en.unitCounts, piece_many: '{{n}} pieces' } }, fa, es })).toThrow(/en unitCounts.piece/);
  });

  it('fail when a language’s forms lose a placeholder the others name', () => {
    expect(() => expectCompleteTranslations({ en, fa: { unitCounts: { piece_one: 'عدد', piece_other: 'عدد' } }, es })).toThrow();
  });
});
