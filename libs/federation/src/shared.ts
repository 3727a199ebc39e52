import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages every app shares as singletons (docs/architecture.md#microfrontends): one React, one router, one session
 * store and one i18n instance on the page. The trailing-slash keys share subpaths such as
 * react-dom/client and react/jsx-runtime; without them React would load twice. `@hvac/contracts` is not
 * here: it holds no state, so each app bundles the contract code it imports, and a remote deployed alone
 * runs on the rules and messages it was built with (docs/architecture.md#contracts).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@hvac/web-kit',
  '@hvac/ui',
  // One back-office cache per page. Only back-office screens import these, so / never downloads them.
  '@hvac/web-kit/back-office',
  '@tanstack/react-query',
] as const;

/** The shared packages above that only back-office screens use: never merged with those every page loads. */
export const BACK_OFFICE_SHARED: readonly string[] = ['@hvac/web-kit/back-office', '@tanstack/react-query'];

/** The shared workspace libraries, whose version is the hash of their public API (src/api-version.ts). */
export const API_VERSIONED = SHARED_SINGLETONS.filter((name) => name.startsWith('@hvac/'));

export interface SharedConfig {
  singleton: true;
  requiredVersion?: false | string;
  import?: string;
  version?: string;
}

/** libs/federation, whether this file runs from src/ or dist/. */
export const PACKAGE_DIR = path.resolve(__dirname, '..');
export const ROUTER_FACADE = path.join(PACKAGE_DIR, 'browser', 'react-router.ts');
/**
 * React Router's production ES module build (its package exports only the development one, with
 * warnings and dev checks), bundled behind the facade so unused parts can be dropped.
 */
export const ROUTER_IMPL = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

export const REACT_I18NEXT_FACADE = path.join(PACKAGE_DIR, 'browser', 'react-i18next.ts');
/** react-i18next's ES module build, bundled behind its facade. */
export const REACT_I18NEXT_IMPL = path.join(path.dirname(require.resolve('react-i18next/package.json')), 'dist/es/index.js');

/** Written by this package's build (src/api-version.ts): API_VERSIONED name → version. */
export const API_VERSIONS_FILE = path.join(PACKAGE_DIR, 'dist', 'api-versions.json');

function builtApiVersions(): Record<string, string> {
  if (!existsSync(API_VERSIONS_FILE)) throw new Error(`${API_VERSIONS_FILE} is missing: run \`npx nx run @hvac/federation:build\``);
  return JSON.parse(readFileSync(API_VERSIONS_FILE, 'utf8')) as Record<string, string>;
}

/** A package shared through a facade: any version of the same major line satisfies the apps. */
function facadeShare(pkg: string, facade: string): SharedConfig {
  const { version } = JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string };
  const [major] = version.split('.');
  return { singleton: true, import: facade, version, requiredVersion: `^${major}.0.0` };
}

export function sharedConfig(): Record<string, SharedConfig> {
  const router = facadeShare('react-router', ROUTER_FACADE);
  const apiVersions = builtApiVersions();
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name): [string, SharedConfig] => {
      if (name === 'react-router' || name === 'react-router-dom') return [name, router];
      if (name === 'react-i18next') return [name, facadeShare('react-i18next', REACT_I18NEXT_FACADE)];
      // A hash has no order: only the page's copy of the very surface a remote was built against fits it.
      const version = apiVersions[name];
      if (version) return [name, { singleton: true, version, requiredVersion: version }];
      // npm packages keep the range from the app's package.json, so a mismatch is reported at build time.
      return [name, { singleton: true }];
    }),
  );
}

/** Container names use underscores, folders dashes (docs/architecture.md#microfrontends): mf-public ↔ mf_public. */
export const containerName = (folder: string): string => folder.replace(/-/g, '_');
export const folderName = (container: string): string => container.replace(/_/g, '-');

export const MANIFEST_FILE = 'mf-manifest.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
