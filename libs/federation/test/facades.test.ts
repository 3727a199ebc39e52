import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The apps get React Router through browser/react-router.ts; a name it does not re-export would be
 * undefined at run time. Every named import from react-router(-dom) in the workspace must be there.
 */
const ROOT = path.resolve(__dirname, '../../..');
const facade = readFileSync(path.join(__dirname, '../browser/react-router.ts'), 'utf8');
const exported = new Set(/export \{([^}]*)\}/.exec(facade)![1]!.split(',').map((name) => name.trim()).filter(Boolean));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const appDirs = readdirSync(ROOT)
  .filter((name) => name === 'shell' || name.startsWith('mf-'))
  .map((name) => path.join(ROOT, name, 'src'))
  .concat(readdirSync(path.join(ROOT, 'libs')).map((name) => path.join(ROOT, 'libs', name, 'src')), path.join(ROOT, 'libs/federation/browser'))
  .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory());

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router(?:-dom)?['"]/g;

describe('react-router facade', () => {
  it('re-exports the declarative router API', () => {
    for (const name of ['BrowserRouter', 'Routes', 'Route', 'Link', 'NavLink', 'Navigate', 'useNavigate', 'useLocation', 'useSearchParams', 'useParams']) {
      expect(exported).toContain(name);
    }
  });

  it('covers every name the apps and libs import from react-router or react-router-dom', () => {
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
    expect(missing).toEqual([]);
  });
});
