import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18nextLoader from '../src/i18next-loader';

const esm = readFileSync(path.join(path.dirname(require.resolve('i18next/package.json')), 'dist/esm/i18next.js'), 'utf8');

describe('i18next-loader', () => {
  it("leaves the built-in formatter out of the installed i18next (a release that moves it fails the apps' builds)", () => {
    const out = i18nextLoader(esm);
    expect(out).not.toMatch(/formatter = Formatter;/);
    expect(out).toMatch(/formatter = undefined;/);
    expect(out.length).toBe(esm.length + 'undefined'.length - 'Formatter'.length);
  });

  it('fails on a source without the default it cuts', () => {
    expect(() => i18nextLoader('export default {};')).toThrow(/i18next-loader/);
  });
});
