import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@hvac/web-kit';
import { declarationProblems, DECLARATION_LANGUAGES, readDeclaration } from '../src/check-declaration';
import { DECLARATION_SOURCE, routeFor, type RemoteDeclaration } from '../src/declaration';

const valid = {
  routes: { '/admin/news/*': 'back-office', '/news': 'site' },
  navigation: [{ path: '/admin/news', label: 'news', group: 'work', roles: ['admin', 'manager'], accountMenu: true }],
  labels: { en: { news: 'News' }, fa: { news: 'اخبار' }, es: { news: 'Noticias' } },
};

describe('routeFor', () => {
  const remotes: Record<string, Partial<RemoteDeclaration> & { entry?: string }> = {
    mf_a: { routes: { '/': 'site', '/blog/*': 'site', '/admin': 'back-office' } },
    mf_b: { routes: { '/admin/quotes/*': 'back-office', '/blog/drafts/*': 'back-office' } },
    // An entry deployed before remotes declared their routes draws nothing.
    mf_c: { entry: '/remotes/mf-c/1/mf-manifest.json' },
  };

  it.each([
    ['/', 'mf_a', 'site'],
    ['/blog', 'mf_a', 'site'],
    ['/blog/', 'mf_a', 'site'],
    ['/blog/a-post', 'mf_a', 'site'],
    ['/admin', 'mf_a', 'back-office'],
    ['/admin/', 'mf_a', 'back-office'],
    ['/admin/quotes', 'mf_b', 'back-office'],
    ['/admin/quotes/view/7', 'mf_b', 'back-office'],
    // The more specific pattern wins, whichever remote declares it.
    ['/blog/drafts/1', 'mf_b', 'back-office'],
  ])('%s → %s (%s)', (path, remote, layout) => expect(routeFor(remotes, path)).toEqual({ remote, layout }));

  it.each(['/nope', '/blogs', '/admin/x', '/admin/quotesx', '/adminx', ''])('%j belongs to no remote (the 404)', (path) => {
    expect(routeFor(remotes, path)).toBeNull();
  });
});

describe('declarationProblems', () => {
  it('accepts a declaration with routes only, and one with entries and their texts', () => {
    expect(declarationProblems({ routes: { '/': 'site' } })).toEqual([]);
    expect(declarationProblems(valid)).toEqual([]);
  });

  it('names each problem a team can make', () => {
    const entry = valid.navigation[0]!;
    expect(
      declarationProblems({
        routes: { '/Admin/news': 'back-office', 'news/*': 'site', '/*': 'site', '/a': 'frame' },
        navigation: [
          { ...entry, path: '/elsewhere', roles: ['owner'], group: 'misc', extra: 1 },
          { ...entry, label: 'missing' },
          { ...entry, label: 'news' },
        ],
        labels: { en: { news: 'News', missing: 'Missing', spare: 'Spare' }, fa: { news: 'اخبار' }, de: {} },
        title: 'x',
      }),
    ).toEqual([
      "unknown field 'title'",
      "routes: '/Admin/news' is not a path ('/x', or '/x/*' for it and everything below)",
      "routes: 'news/*' is not a path ('/x', or '/x/*' for it and everything below)",
      "routes: '/*' is not a path ('/x', or '/x/*' for it and everything below)",
      "routes['/a']: the layout is 'site' or 'back-office'",
      "navigation[0]: unknown field 'extra'",
      "navigation[0].path: '/elsewhere' is not among this remote's routes",
      'navigation[0].group: one of home, work, money, stock, admin, account',
      'navigation[0].roles: some of client, staff, manager, admin, each once',
      "navigation[1].path: '/admin/news' is not among this remote's routes",
      "navigation[2].path: '/admin/news' is not among this remote's routes",
      "navigation[2].path: '/admin/news' is listed twice",
      "labels: 'de' is not a language of the site",
      'labels.en.spare: no entry uses it',
      'labels.fa.missing: missing',
      'labels.es: missing',
    ]);
  });

  it('asks for the texts of every language once there are entries', () => {
    expect(declarationProblems({ ...valid, labels: undefined })).toEqual(['labels: the entries need their texts in en, fa and es']);
  });

  it("accepts the dashboard's widgets and names a widget's problems", () => {
    const widget = { id: 'news-drafts', module: './widgets', roles: ['admin'], order: 10 };
    expect(declarationProblems({ ...valid, widgets: [widget] })).toEqual([]);
    expect(declarationProblems({ ...valid, widgets: [{ ...widget, id: 'News', module: 'widgets', roles: ['owner'], order: 1.5, size: 2 }, widget, widget] })).toEqual([
      "widgets[0]: unknown field 'size'",
      "widgets[0].id: lower-case words joined by dashes, such as 'overdue-invoices'",
      "widgets[0].module: an exposed module, such as './widgets'",
      'widgets[0].roles: some of client, staff, manager, admin, each once',
      'widgets[0].order: a whole number (lower comes first)',
      "widgets[2].id: 'news-drafts' is listed twice",
    ]);
    expect(declarationProblems({ ...valid, widgets: {} })).toEqual(['widgets: a list of widgets']);
  });

  it.each(readdirSync(path.resolve(__dirname, '../../..')).filter((name) => name.startsWith('mf-')))("%s's declaration is valid", (remote) => {
    expect(() => readDeclaration(path.resolve(__dirname, '../../..', remote, DECLARATION_SOURCE))).not.toThrow();
  });

  it("checks the site's languages, web-kit's LANGUAGES", () => {
    expect(DECLARATION_LANGUAGES).toEqual(LANGUAGES);
  });
});
