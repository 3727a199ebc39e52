import { pascal } from '../plan';

/** What the remote's templates need to know. */
export interface RemoteSpec {
  domain: string;
  /** Its port under `webpack serve`, alone in the minimal host. */
  servePort: number;
  /** The versions of the packages it depends on, as the other remotes have them. */
  versions: Record<string, string>;
}

/** The packages every back-office remote builds on: the shared singletons, the federation tooling. */
export const REMOTE_DEPENDENCIES = [
  '@hvac/contracts',
  '@hvac/federation',
  '@hvac/ui',
  '@hvac/web-kit',
  '@module-federation/enhanced',
  '@tanstack/react-query',
  'i18next',
  'react',
  'react-dom',
  'react-i18next',
  'react-router',
  'react-router-dom',
  'zustand',
];

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The translations: the screen's few words in the three languages every text must have. */
function bundles(domain: string): Record<'en' | 'fa' | 'es', object> {
  const Name = pascal(domain);
  return {
    en: {
      meta: { home: `${Name} | {{company}}`, notFound: 'Page Not Found | {{company}}' },
      home: { title: Name, column: 'Name', empty: 'Nothing here yet.' },
      messages: { authRequired: 'Please log in to view this page.', accessDenied: 'You do not have permission to view this page.' },
      common: { login: 'Log in' },
    },
    fa: {
      meta: { home: `${Name} | {{company}}`, notFound: 'صفحه پیدا نشد | {{company}}' },
      home: { title: Name, column: 'نام', empty: 'هنوز چیزی اینجا نیست.' },
      messages: { authRequired: 'برای دیدن این صفحه وارد شوید.', accessDenied: 'اجازهٔ دیدن این صفحه را ندارید.' },
      common: { login: 'ورود' },
    },
    es: {
      meta: { home: `${Name} | {{company}}`, notFound: 'Página no encontrada | {{company}}' },
      home: { title: Name, column: 'Nombre', empty: 'Todavía no hay nada aquí.' },
      messages: { authRequired: 'Inicie sesión para ver esta página.', accessDenied: 'No tiene permiso para ver esta página.' },
      common: { login: 'Iniciar sesión' },
    },
  };
}

/**
 * The files of mf-<domain>: one back-office screen at /admin/<domain> for admins and managers, with the
 * loading state (a spinner while its chunk loads) and the empty state (a table with nothing in it) drawn
 * by @hvac/ui, its 404 under its prefix, and tests of all three. The shell needs no change: src/remote.json
 * declares the path and the navigation entry.
 */
export function remoteFiles({ domain, servePort, versions }: RemoteSpec): Record<string, string> {
  const name = `mf-${domain}`;
  const container = `mf_${domain}`;
  const Name = pascal(domain);
  const path = `/admin/${domain}`;
  const { en, fa, es } = bundles(domain);
  return {
    'package.json': json({
      name: `@hvac/${name}`,
      version: '0.1.0',
      private: true,
      scripts: {
        build: 'webpack --mode production',
        serve: 'webpack serve --mode development',
        typecheck: 'tsc -p tsconfig.json',
        lint: 'eslint src test',
        test: 'jest',
      },
      dependencies: Object.fromEntries(REMOTE_DEPENDENCIES.map((p) => [p, versions[p]])),
    }),
    'webpack.config.js': `const { createRemoteWebpackConfig, createStandaloneHostConfig } = require('@hvac/federation');

const options = { name: '${container}', dir: __dirname, exposes: { './routes': './src/routes.tsx' } };
const remote = createRemoteWebpackConfig(options);
// \`webpack serve\` (nx serve) runs the remote alone inside the minimal host; \`webpack\` builds the remote.
const standalone = createStandaloneHostConfig({ ...options, port: ${servePort} });

module.exports = (env, argv) => (env && env.WEBPACK_SERVE ? standalone(env, argv) : remote(env, argv));
`,
    'tsconfig.json': json({
      extends: '../tsconfig.base.json',
      compilerOptions: { jsx: 'react-jsx', lib: ['ES2023', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'Bundler', types: ['node', 'jest'] },
      include: ['src', 'test'],
    }),
    'jest.config.js': "module.exports = require('../jest.remote-preset.js')(__dirname);\n",
    'README.md': `# ${name}

The screens of [docs/domains/${domain}.md](../docs/domains/${domain}.md), paired with svc-${domain}.

## Built so far

What [\`npm run new:domain\`](../docs/adding-a-domain.md) gives a new domain: \`${path}\` for admins and managers
(declared with its navigation entry in \`src/remote.json\`), an empty list, and the 404 page under the prefix.
Texts are in \`src/i18n/{en,fa,es}.json\`.
`,
    'src/remote.json': json({
      routes: { [`${path}/*`]: 'back-office' },
      navigation: [{ path, label: domain, group: 'work', roles: ['admin', 'manager'] }],
      labels: { en: { [domain]: Name }, fa: { [domain]: Name }, es: { [domain]: Name } },
    }),
    'src/exposes.ts': `import type { RemoteExposes } from '@hvac/federation/browser';
import * as routes from './routes';

/**
 * What webpack.config.js exposes, held by tsc to what the shell loads from ${container} (the contract in
 * libs/federation/browser/contract.ts). Nothing imports it, so no bundle carries it; \`typecheck\` does.
 */
export const exposes = { './routes': routes } satisfies RemoteExposes['${container}'];
`,
    'src/i18n/index.ts': `import { registerTranslations } from '@hvac/web-kit';
import { usePageTitle } from '@hvac/web-kit/screens';
import en from './en.json';

/** The remote's namespace; registered once when its code first loads. */
export const NS = '${domain}';

registerTranslations(NS, {
  en,
  fa: () => import(/* webpackChunkName: "i18n-${domain}-fa" */ './fa.json'),
  es: () => import(/* webpackChunkName: "i18n-${domain}-es" */ './es.json'),
});

/** The tab's name from this namespace's \`meta\`. */
export const useTitle = (key: keyof typeof en.meta): void => usePageTitle(NS, \`meta.\${key}\`);
`,
    'src/i18n/en.json': json(en),
    'src/i18n/fa.json': json(fa),
    'src/i18n/es.json': json(es),
    'src/routes.tsx': `import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { MANAGER_ROLES } from '@hvac/contracts';
import { NotFound } from '@hvac/ui';
import { lazyScreen, RoleGate } from '@hvac/ui/screens';
import { useTranslationsLoaded } from '@hvac/web-kit';
import { NS, useTitle } from './i18n';

// Its own chunk, so the remote's entry carries only the routes; @hvac/ui's spinner shows while it loads.
const Home = lazyScreen(() => import(/* webpackChunkName: "${domain}-home" */ './Home'), 'Home');

/** For the roles src/remote.json gives the navigation entry; the others read the refusal. */
function HomeGate() {
  const { t } = useTranslation(NS);
  return (
    <RoleGate roles={MANAGER_ROLES} signedOut={t('messages.authRequired')} denied={t('messages.accessDenied')} loginLabel={t('common.login')} className="screen">
      <Home />
    </RoleGate>
  );
}

function NotFoundPage() {
  useTitle('notFound');
  return <NotFound />;
}

/** Exposed as \`${container}/routes\`; the shell mounts it for ${path}* (src/remote.json). */
export default function ${Name}Routes() {
  useTranslationsLoaded();
  return (
    <Routes>
      <Route path="${path}" element={<HomeGate />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
`,
    'src/Home.tsx': `import { useTranslation } from 'react-i18next';
import { Table } from '@hvac/ui/list';
import { NS, useTitle } from './i18n';

interface Row {
  id: string;
  name: string;
}

/** docs/domains/${domain}.md's first screen, empty until svc-${domain} has something to list. */
export function Home() {
  const { t } = useTranslation(NS);
  useTitle('home');
  const rows: Row[] = [];
  return (
    <section className="screen">
      <h1>{t('home.title')}</h1>
      <Table columns={[{ key: 'name', header: t('home.column') }]} rows={rows} rowKey={(row) => row.id} label={t('home.title')} empty={t('home.empty')} />
    </section>
  );
}
`,
    'test/home.test.tsx': `import { act, screen } from '@testing-library/react';
import { useSession } from '@hvac/web-kit';
import { renderRoutes, signIn } from '@hvac/web-kit/testing';
import { expectCompleteTranslations } from '../../libs/web-kit/testing/translations';
import en from '../src/i18n/en.json';
import es from '../src/i18n/es.json';
import fa from '../src/i18n/fa.json';
import ${Name}Routes from '../src/routes';

afterEach(() => act(() => useSession.setState({ token: null, user: null })));

describe('${name} (docs/domains/${domain}.md)', () => {
  it.each(['admin', 'manager'] as const)('shows %s the empty list', async (role) => {
    signIn(role);
    await renderRoutes(${Name}Routes, '${path}');
    expect(await screen.findByText(en.home.empty)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: en.home.title })).toBeTruthy();
  });

  it('refuses staff and a visitor', async () => {
    signIn('staff');
    const { unmount } = await renderRoutes(${Name}Routes, '${path}');
    expect(await screen.findByText(en.messages.accessDenied)).toBeTruthy();
    unmount();
    signIn(null);
    await renderRoutes(${Name}Routes, '${path}');
    expect(await screen.findByText(en.messages.authRequired)).toBeTruthy();
  });

  it('answers an unknown path under its prefix with the 404 page', async () => {
    signIn('admin');
    const { container } = await renderRoutes(${Name}Routes, '${path}/no-such-page');
    expect(container.querySelector('.not-found')).not.toBeNull();
  });

  it('has every text in English, Persian and Spanish', () => {
    expectCompleteTranslations({ en, fa, es });
  });
});
`,
  };
}
