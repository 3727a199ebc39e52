import en from '../src/i18n/en.json';
import es from '../src/i18n/es.json';
import fa from '../src/i18n/fa.json';
import pagesEn from '../src/i18n/pages/en.json';
import pagesEs from '../src/i18n/pages/es.json';
import pagesFa from '../src/i18n/pages/fa.json';

const values = (obj: object): unknown[] =>
  Object.values(obj).flatMap((v) => (typeof v === 'object' && v !== null ? values(v) : [v]));

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('public translations', () => {
  it.each([
    ['public', en, fa, es],
    ['public-pages', pagesEn, pagesFa, pagesEs],
  ])('%s has every key in all three languages, none empty', (_ns, en, fa, es) => {
    expect(keys(fa).sort()).toEqual(keys(en).sort());
    expect(keys(es).sort()).toEqual(keys(en).sort());
    for (const bundle of [en, fa, es]) for (const v of values(bundle)) expect(typeof v === 'string' && v.trim() !== '').toBe(true);
  });

  it("names the link to /testimonials as the spec does", () => {
    expect(en.home.testimonials.readMore).toBe('Read More Testimonials');
    expect(en.home.hero.schedule).toBe('Schedule Service');
  });
});
