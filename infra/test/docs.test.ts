import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../src/apps';
import { repoRoot } from '../src/paths';

// The repository explains itself in docs/ (docs/README.md). Code comments, test names and READMEs point
// there by path and heading, never to design documents kept outside the repository, and every pointer
// must land on a page and a heading that exist, so a renamed heading cannot leave comments dangling.

const root = repoRoot();
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git', '.nx', '.data']);
const TEXT_FILE = /\.(ts|tsx|js|jsx|mjs|cjs|md|json|ya?ml|css|html|hbs|sh)$/;
const NAMED_FILES = new Set(['Dockerfile', 'CODEOWNERS', 'run']);
/** This file spells out the forbidden forms it looks for; the lockfile is generated. */
const SELF = path.relative(root, __filename);
const SKIP_FILES = new Set([SELF, 'package-lock.json']);

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(path.join(dir, entry.name), out);
    } else if (entry.isFile() && (TEXT_FILE.test(entry.name) || NAMED_FILES.has(entry.name))) {
      const rel = path.relative(root, path.join(dir, entry.name));
      if (!SKIP_FILES.has(rel)) out.push(rel);
    }
  }
  return out;
}

const files = walk(root, []);
const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes; repeats get -1, -2 … */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map<string, Set<string>>();
/** The anchors of a Markdown file's headings (outside fenced code). */
function anchorsOf(rel: string): Set<string> {
  let anchors = anchorCache.get(rel);
  if (anchors) return anchors;
  anchors = new Set();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of read(rel).split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = anchorOf(heading[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  anchorCache.set(rel, anchors);
  return anchors;
}

/** Why a pointer to `target` (a repository path, maybe with #anchor) does not resolve, or null when it does. */
function brokenTarget(target: string): string | null {
  const [file, anchor] = target.split('#') as [string, string | undefined];
  const full = path.join(root, file);
  if (!existsSync(full)) return `${file} does not exist`;
  if (anchor === undefined || anchor === '') return null;
  if (!statSync(full).isFile() || !file.endsWith('.md')) return `${file} has no headings to point at`;
  return anchorsOf(file).has(anchor) ? null : `${file} has no heading #${anchor}`;
}

interface Hit {
  where: string;
  problem: string;
}

const lineHits = (rel: string, test: (line: string) => string | null): Hit[] =>
  read(rel)
    .split('\n')
    .flatMap((line, i) => {
      const problem = test(line);
      return problem ? [{ where: `${rel}:${i + 1}`, problem }] : [];
    });

describe('docs/', () => {
  it('has its index, the architecture and one page per domain', () => {
    const pages = ['README.md', 'architecture.md', 'adding-a-domain.md'].concat(
      ['public-site', 'accounts', 'service-requests', 'billing', 'finance', 'inventory'].map((d) => `domains/${d}.md`),
    );
    expect(pages.filter((p) => !existsSync(path.join(root, 'docs', p)))).toEqual([]);
  });

  it('gives anchors as GitHub does', () => {
    expect(anchorOf('Money, lists and concurrency')).toBe('money-lists-and-concurrency');
    expect(anchorOf('`hvac.identity.>` events')).toBe('hvacidentity-events');
    expect(anchorOf('Legal pages and sitemap')).toBe('legal-pages-and-sitemap');
  });
});

describe('references', () => {
  // Numbered sections of the design and of the three requirement documents live outside the repository.
  const OUTSIDE: [RegExp, string][] = [
    [/\bARCHITECTURE(\.md|\s*§)/, 'points to ARCHITECTURE outside the repository'],
    [/\bspecs?\s+[123]\b/i, 'points to a requirements document outside the repository'],
    [/\/work\/shared\b|\bshared\/spec\b/, 'points to a shared folder outside the repository'],
  ];

  it('name no document outside the repository: they point to docs/ instead', () => {
    const hits = files.flatMap((rel) =>
      lineHits(rel, (line) => {
        const found = OUTSIDE.find(([re]) => re.test(line));
        if (found) return found[1];
        // A section sign is a numbered section of some document; only RFCs are cited that way.
        if (/§\s*\d/.test(line) && !/\bRFC\s*\d+/.test(line)) return 'cites a numbered section (§) of a document outside the repository';
        return null;
      }),
    );
    expect(hits).toEqual([]);
  });

  it('to docs/ name pages and headings that exist', () => {
    const pointer = /(?<![\w/.-])(?:\.\.\/)*(docs\/[\w./-]*?\.md)(#[\w-]+)?/g;
    const hits = files.flatMap((rel) =>
      lineHits(rel, (line) => {
        const broken = [...line.matchAll(pointer)]
          .map((m) => brokenTarget(`${m[1]}${m[2] ?? ''}`))
          .filter((p): p is string => p !== null);
        return broken.length ? broken.join('; ') : null;
      }),
    );
    expect(hits).toEqual([]);
  });

  it('in Markdown links land on files and headings that exist', () => {
    const link = /\[[^\]]*\]\(([^)\s]+)\)/g;
    const hits = files
      .filter((rel) => rel.endsWith('.md'))
      .flatMap((rel) =>
        lineHits(rel, (line) => {
          const broken = [...line.matchAll(link)]
            .map((m) => m[1]!)
            .filter((target) => !/^[a-z]+:/i.test(target))
            .map((target) => {
              if (target.startsWith('#')) return anchorsOf(rel).has(target.slice(1)) ? null : `${rel} has no heading ${target}`;
              const [file, anchor] = target.split('#') as [string, string | undefined];
              const resolved = path.relative(root, path.resolve(path.dirname(path.join(root, rel)), file));
              return brokenTarget(anchor === undefined ? resolved : `${resolved}#${anchor}`);
            })
            .filter((p): p is string => p !== null);
          return broken.length ? broken.join('; ') : null;
        }),
      );
    expect(hits).toEqual([]);
  });
});

describe('status', () => {
  // A page that calls a service or remote which exists "planned" or "empty so far" misleads the next team
  // (issue 29); the words stay free for what does not exist yet.
  const STALE = /\bplanned\b|empty so far|not built yet/i;
  const apps = new Set(readdirSync(root).filter((name) => /^(svc|mf)-[a-z0-9-]+$/.test(name) && statSync(path.join(root, name)).isDirectory()));

  it('calls no existing service or remote planned, empty so far or not built yet', () => {
    const hits = files
      .filter((rel) => rel.startsWith('docs/') && rel.endsWith('.md'))
      .flatMap((rel) =>
        lineHits(rel, (line) => {
          if (!STALE.test(line)) return null;
          const named = [...line.matchAll(/\b(?:svc|mf)-[a-z0-9-]+/g)].map((m) => m[0]).filter((name) => apps.has(name));
          return named.length ? `says "${STALE.exec(line)![0]}" of ${named.join(', ')}, which exist${named.length === 1 ? 's' : ''}` : null;
        }),
      );
    expect(hits).toEqual([]);
  });
});

describe('README', () => {
  it('lists every app npm start runs with its port, and the variable that moves it', () => {
    const readme = read('README.md');
    const missing = APPS.flatMap((app) => [
      ...(new RegExp(`^\\| ${app.devPort} +\\| ${app.name} `, 'm').test(readme) ? [] : [`Ports: ${app.devPort} ${app.name}`]),
      ...(readme.includes(`| \`${app.portVariable}\``) || readme.includes(`, \`${app.portVariable}\``) ? [] : [`Configuration: ${app.portVariable}`]),
    ]);
    expect(missing).toEqual([]);
  });
});

describe('CODEOWNERS', () => {
  it('names only folders and files that exist', () => {
    const missing = read('CODEOWNERS')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.split(/\s+/)[0]!)
      .filter((pattern) => pattern !== '*' && !existsSync(path.join(root, pattern.replace(/^\//, ''))));
    expect(missing).toEqual([]);
  });
});
