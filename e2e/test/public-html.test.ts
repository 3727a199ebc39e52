/**
 * Issue 30, the public site as search engines and slow phones read it (docs/domains/public-site.md#prerendered-pages):
 * with the stack's pages prerendered, the raw HTML of every public page in every language, no browser and no
 * script, carries its language, heading and text, its own title, description, canonical URL, hreflang
 * alternates and JSON-LD; and a redeployed mf-public shows its new text in all three languages.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PUBLIC_ROUTES, SERVICE_SLUGS, withLanguage } from '@hvac/contracts';
import { repoRoot, startStack, type Stack } from '@hvac/infra';
import { fetchHtml, headOf, jsonLdTypes, prerenderedRoot, tagsOf, textOf, titleOf } from './support/raw-html';

const run = promisify(execFile);
const LANGUAGES = ['en', 'es', 'fa'] as const;
const POST = '/blog/heat-pumps-in-houston';
const PAGES = [...PUBLIC_ROUTES, POST].flatMap((route) => LANGUAGES.map((lng) => ({ route, lng, path: withLanguage(route, lng) })));
const SERVICE_PAGES = new Set(SERVICE_SLUGS.map((slug) => `/services/${slug}`));

let stack: Stack;
const pages = new Map<string, string>();
const scratch: string[] = [];

beforeAll(async () => {
  stack = await startStack({ mode: 'test', apps: ['svc-identity', 'svc-requests', 'gateway'] });
  const report = await stack.prerender();
  expect(report.failed).toEqual([]);
  for (const { path: pagePath } of PAGES) {
    const { status, html } = await fetchHtml(`${stack.gatewayUrl}${pagePath}`);
    expect([pagePath, status]).toEqual([pagePath, 200]);
    pages.set(pagePath, html);
  }
}, 600_000);
afterAll(async () => {
  await stack?.stop();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const h1Of = (html: string) => textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(prerenderedRoot(html) ?? '')?.[1] ?? '');
const descriptionOf = (html: string) => tagsOf(headOf(html), 'meta').filter((meta) => meta.name === 'description');

describe.each(PAGES)('$path', ({ route, lng, path: pagePath }) => {
  const html = () => pages.get(pagePath)!;

  it('is the page itself: its language and direction, its heading and its text inside #root', () => {
    expect(tagsOf(html(), 'html')[0]).toMatchObject({ lang: lng, dir: lng === 'fa' ? 'rtl' : 'ltr' });
    const root = prerenderedRoot(html());
    expect(root).toBeDefined();
    const main = /<main\b[\s\S]*<\/main>/.exec(root!)?.[0] ?? '';
    expect(h1Of(html())).not.toBe('');
    if (lng === 'fa') expect(h1Of(html())).toMatch(/[\u0600-\u06FF]/);
    // More than a heading: the page's own words reach a reader who runs no script.
    expect(textOf(main).length).toBeGreaterThan(h1Of(html()).length + 80);
  });

  it('names itself: its own title and description, canonical URL and the four hreflang alternates', () => {
    expect(titleOf(html())).not.toBe('Bayou City Comfort HVAC');
    const descriptions = descriptionOf(html());
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]!.content).not.toBe('');
    const links = tagsOf(headOf(html()), 'link');
    expect(links.filter((link) => link.rel === 'canonical').map((link) => link.href)).toEqual([`${stack.publicUrl}${pagePath}`]);
    const alternates = Object.fromEntries(links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang, link.href]));
    expect(alternates).toEqual({
      en: `${stack.publicUrl}${withLanguage(route, 'en')}`,
      es: `${stack.publicUrl}${withLanguage(route, 'es')}`,
      fa: `${stack.publicUrl}${withLanguage(route, 'fa')}`,
      'x-default': `${stack.publicUrl}${withLanguage(route, 'en')}`,
    });
  });

  it('describes itself in JSON-LD that parses: the business, and what the page is', () => {
    const types = jsonLdTypes(html());
    expect(types).toContain('HVACBusiness');
    if (SERVICE_PAGES.has(route)) expect(types).toEqual(expect.arrayContaining(['Service', 'FAQPage']));
    if (route === POST) expect(types).toContain('BlogPosting');
    // mf-public's breadcrumb trail (shared/Breadcrumb.tsx) is a <nav class="pub-breadcrumb">.
    if (/<nav\b[^>]*class="pub-breadcrumb"/.test(prerenderedRoot(html()) ?? '')) expect(types).toContain('BreadcrumbList');
  });
});

it('gives every page and every language a title and a description of its own', () => {
  const titles = PAGES.map(({ path: p }) => titleOf(pages.get(p)!));
  const descriptions = PAGES.map(({ path: p }) => descriptionOf(pages.get(p)!)[0]?.content);
  expect(new Set(titles).size).toBe(PAGES.length);
  expect(new Set(descriptions).size).toBe(PAGES.length);
});

describe('after deploy:remote of a changed mf-public', () => {
  const homes = LANGUAGES.map((lng) => withLanguage('/', lng));

  /** The ways a text can be written in a built chunk: as it is, or in a JSON.parse('…') string (quote escaped, maybe non-ASCII as \u escapes). */
  const spellings = (text: string): string[] => {
    const quoted = text.replace(/'/g, "\\'");
    const escaped = (s: string) => s.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return [...new Set([text, quoted, escaped(text), escaped(quoted)])];
  };

  /** The build with each language's home heading marked, and the precompressed twins of changed files removed (they would still say the old text). */
  function changedBuild(headings: string[]): string {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'mf-public-prerender-'));
    scratch.push(dist);
    cpSync(path.join(repoRoot(), 'mf-public', 'dist'), dist, { recursive: true });
    const found = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.js')) {
          const before = readFileSync(file, 'utf8');
          let after = before;
          for (const heading of headings) {
            for (const spelling of spellings(heading)) {
              if (!after.includes(spelling)) continue;
              found.add(heading);
              after = after.split(spelling).join(`${spelling} (v2)`);
            }
          }
          if (after === before) continue;
          writeFileSync(file, after);
          for (const twin of [`${file}.br`, `${file}.gz`]) if (existsSync(twin)) rmSync(twin);
        }
      }
    };
    walk(dist);
    expect([...found].sort()).toEqual([...new Set(headings)].sort());
    return dist;
  }

  it('serves the new text in the three languages, prerendered by the deploy itself', async () => {
    const headings = homes.map((home) => h1Of(pages.get(home)!));
    expect(headings.every(Boolean)).toBe(true);
    const { stdout } = await run(process.execPath, [path.join(repoRoot(), 'libs/federation/dist/deploy-remote.js'), 'mf-public', '--dist', changedBuild(headings)], {
      env: { ...process.env, REMOTES_DIR: stack.remotesDir, REMOTES_CONFIG: stack.remotesConfig, GATEWAY_URL: stack.gatewayUrl },
      maxBuffer: 16 * 1024 * 1024,
    });
    const version = /^mf_public ([0-9a-f]{12}) /.exec(stdout)![1]!;
    expect(stdout).toMatch(new RegExp(`^\\d+ page\\(s\\) of mf-public ${version} prerendered through `, 'm'));
    expect(stdout).not.toContain('not prerendered');
    for (const [i, home] of homes.entries()) {
      const { html } = await fetchHtml(`${stack.gatewayUrl}${home}`);
      expect(h1Of(html)).toBe(`${headings[i]} (v2)`);
      expect(existsSync(path.join(stack.remotesDir, 'mf-public', version, 'pages', home === '/' ? 'index.json' : `${home.slice(1)}index.json`))).toBe(true);
    }
  }, 600_000);
});
