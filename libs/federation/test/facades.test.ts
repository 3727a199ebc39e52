import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The apps get React Router and react-i18next through facades in browser/; a name a facade does not
 * re-export would be undefined at run time. Every named import of those packages in the workspace's
 * browser code must be there; tests and their helpers run in Jest, which imports the packages themselves.
 */
const ROOT = path.resolve(__dirname, '../../..');

const exportsOf = (file: string): Set<string> => {
  const source = readFileSync(path.join(__dirname, '../browser', file), 'utf8');
  return new Set(/export \{([^}]*)\}/.exec(source)![1]!.split(',').map((name) => name.trim()).filter(Boolean));
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.d\.ts$|\.test\.tsx?$|^test-utils\.tsx?$/.test(name) ? [full] : [];
  });
}

const appDirs = readdirSync(ROOT)
  .filter((name) => name === 'shell' || name.startsWith('mf-'))
  .map((name) => path.join(ROOT, name, 'src'))
  .concat(readdirSync(path.join(ROOT, 'libs')).map((name) => path.join(ROOT, 'libs', name, 'src')), path.join(ROOT, 'libs/federation/browser'))
  .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory());

function missingImports(packagePattern: string, exported: Set<string>): string[] {
  const IMPORT = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${packagePattern}['"]`, 'g');
  const missing: string[] = [];
  for (const file of appDirs.flatMap(sources)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[1]) continue;
      for (const raw of match[2]!.split(',')) {
        const name = raw.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ') && !exported.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
      }
    }
  }
  return missing;
}

describe('react-router facade', () => {
  const exported = exportsOf('react-router.ts');

  it('re-exports the declarative router API', () => {
    for (const name of ['BrowserRouter', 'Routes', 'Route', 'Link', 'NavLink', 'Navigate', 'useNavigate', 'useLocation', 'useSearchParams', 'useParams']) {
      expect(exported).toContain(name);
    }
  });

  it('covers every name the apps and libs import from react-router or react-router-dom', () => {
    expect(missingImports('react-router(?:-dom)?', exported)).toEqual([]);
  });
});

describe('react-i18next facade', () => {
  const exported = exportsOf('react-i18next.ts');

  it('re-exports the hooks, components and set-up the apps use', () => {
    for (const name of ['useTranslation', 'initReactI18next', 'I18nextProvider']) expect(exported).toContain(name);
  });

  it('leaves out Trans, whose HTML parser every page would download (an app bundles react-i18next/TransWithoutContext)', () => {
    for (const name of ['Trans', 'Translation', 'withTranslation']) expect(exported).not.toContain(name);
  });

  it('covers every name the apps and libs import from react-i18next', () => {
    expect(missingImports('react-i18next', exported)).toEqual([]);
  });

  it('names only what react-i18next exports', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const real = Object.keys(require('react-i18next') as object);
    expect([...exported].filter((name) => !real.includes(name))).toEqual([]);
  });
});
