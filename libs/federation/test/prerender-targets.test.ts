import type { RemotesMap } from '../src/deploy/store';
import { renderTargets } from '../src/prerender/targets';

const PUBLIC = { '/': 'site', '/services/*': 'site', '/blog/*': 'site' } as const;
const build = (version: string, routes: Record<string, 'site' | 'back-office'> = PUBLIC) => ({ entry: `/remotes/mf-public/${version}/mf-manifest.json`, version, routes });
const accounts = { entry: '/remotes/mf-accounts/a1/mf-manifest.json', version: 'a1', routes: { '/login/*': 'site' as const } };
const PATHS = ['/', '/es/', '/fa/services/heating', '/blog/x', '/login'];

describe('which build draws which sitemap page (docs/domains/public-site.md#prerendered-pages)', () => {
  it('gives each page to the remote that owns it, whatever its language prefix; a remote owning none gets nothing', () => {
    const map: RemotesMap = { mf_public: build('p1'), mf_accounts: accounts };
    expect(renderTargets(map, PATHS)).toEqual([
      { remote: 'mf_public', version: 'p1', versionDir: 'mf-public/p1', paths: ['/', '/es/', '/fa/services/heating', '/blog/x'] },
      { remote: 'mf_accounts', version: 'a1', versionDir: 'mf-accounts/a1', paths: ['/login'] },
    ]);
    expect(renderTargets(map, PATHS, { remote: 'mf_public', version: 'other' })).toEqual([]);
  });

  it('draws a canary’s pages with its own declaration and a bucket cookie that gets it, the current build with one that does not', () => {
    const map: RemotesMap = { mf_public: { ...build('p1'), canary: { ...build('p2', { '/': 'site' }), percent: 30 } } };
    expect(renderTargets(map, ['/', '/blog/x'])).toEqual([
      { remote: 'mf_public', version: 'p1', versionDir: 'mf-public/p1', cookie: { name: 'hvac-canary-mf_public', value: '99' }, paths: ['/', '/blog/x'] },
      { remote: 'mf_public', version: 'p2', versionDir: 'mf-public/p2', cookie: { name: 'hvac-canary-mf_public', value: '0' }, paths: ['/'] },
    ]);
  });

  it('skips a build no browser gets: the current one under a 100 % canary, a 0 % canary', () => {
    const all: RemotesMap = { mf_public: { ...build('p1'), canary: { ...build('p2'), percent: 100 } } };
    expect(renderTargets(all, ['/']).map((t) => t.version)).toEqual(['p2']);
    const none: RemotesMap = { mf_public: { ...build('p1'), canary: { ...build('p2'), percent: 0 } } };
    expect(renderTargets(none, ['/']).map((t) => t.version)).toEqual(['p1']);
  });
});
