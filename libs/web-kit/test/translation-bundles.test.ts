/**
 * Every translation bundle of the repository passes the one check, found rather than listed: an
 * `en.json` anywhere in a workspace of the root package.json (the shell, every remote, libs/ui, and
 * whatever the next domains add) is a bundle, and its `fa.json` and `es.json` sit beside it. A bundle
 * is covered the moment it exists; none can be registered from a file outside the check.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expectCompleteTranslations } from '../testing/translations';

const ROOT = path.resolve(__dirname, '../../..');
const NOT_SOURCE = new Set(['node_modules', 'dist', '.nx']);
const LANGUAGES = ['en', 'fa', 'es'] as const;

function workspaces(): string[] {
  const { workspaces: patterns } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** Every file below `dir` (relative to the root), build output and installed packages left out. */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : filesUnder(relative);
    return [relative];
  });
}

const sourceFiles = workspaces().flatMap(filesUnder);
const bundles = sourceFiles.filter((file) => path.basename(file) === 'en.json').map((file) => path.dirname(file)).sort();
const read = (dir: string, lng: string): object => JSON.parse(readFileSync(path.join(ROOT, dir, `${lng}.json`), 'utf8')) as object;

describe('translation bundles', () => {
  it('are found in the shell, every remote and libs/ui', () => {
    expect(bundles).toEqual(expect.arrayContaining(['shell/src/i18n', 'libs/ui/src/i18n', 'mf-public/src/i18n', 'mf-accounts/src/i18n', 'mf-billing/src/i18n', 'mf-billing/src/invoices/i18n', 'mf-billing/src/documents/i18n', 'mf-finance/src/i18n', 'mf-finance/src/expenses/i18n', 'mf-inventory/src/i18n', 'mf-inventory/src/items/i18n']));
  });

  it('are the only strings registered with i18next', () => {
    // An import statement of the file itself, at a line's start: new:domain's templates quote one inside a string.
    const registers = (file: string) => /^import \{[^}]*\bregisterTranslations\b[^}]*\} from '@hvac\/web-kit'/m.test(readFileSync(path.join(ROOT, file), 'utf8'));
    const registering = sourceFiles.filter((file) => /\.tsx?$/.test(file) && !/(^|\/)test\/|\.test\.tsx?$/.test(file) && registers(file));
    const registered = registering.flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/['"](\.{1,2}\/[^'"]+\.json)['"]/g)].map((m) => path.join(path.dirname(file), m[1]!)),
    );
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((file) => !bundles.includes(path.dirname(file)) || !LANGUAGES.some((lng) => file.endsWith(`/${lng}.json`)))).toEqual([]);
  });

  it.each(bundles)('%s: the same keys and {{placeholders}} in en, fa and es, none empty', (dir) => {
    expect(LANGUAGES.filter((lng) => !existsSync(path.join(ROOT, dir, `${lng}.json`)))).toEqual([]);
    expectCompleteTranslations({ en: read(dir, 'en'), fa: read(dir, 'fa'), es: read(dir, 'es') });
  });
});
