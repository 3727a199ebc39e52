import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages every app shares as singletons (ARCHITECTURE §3): one React, one router, one session
 * store and one i18n instance on the page. The trailing-slash keys share subpaths such as
 * react-dom/client and react/jsx-runtime; without them React would load twice.
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
  '@hvac/contracts',
] as const;

export interface SharedConfig {
  singleton: true;
  requiredVersion?: false | string;
  import?: string;
  version?: string;
}

/** libs/federation, whether this file runs from src/ or dist/. */
export const PACKAGE_DIR = path.resolve(__dirname, '..');
export const ROUTER_FACADE = path.join(PACKAGE_DIR, 'browser', 'react-router.ts');
/** React Router's ES module build, bundled behind the facade so unused parts can be dropped. */
export const ROUTER_IMPL = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/development/index.mjs');

function routerShare(): SharedConfig {
  const { version } = JSON.parse(readFileSync(require.resolve('react-router/package.json'), 'utf8')) as { version: string };
  const [major] = version.split('.');
  return { singleton: true, import: ROUTER_FACADE, version, requiredVersion: `^${major}.0.0` };
}

export function sharedConfig(): Record<string, SharedConfig> {
  const router = routerShare();
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name): [string, SharedConfig] => {
      if (name === 'react-router' || name === 'react-router-dom') return [name, router];
      // Workspace libs always come from this repository's one version; npm packages keep the
      // range from the app's package.json so a mismatch is reported at build time.
      return [name, name.startsWith('@hvac/') ? { singleton: true, requiredVersion: false } : { singleton: true }];
    }),
  );
}

/** Container names use underscores, folders dashes (ARCHITECTURE §3): mf-public ↔ mf_public. */
export const containerName = (folder: string): string => folder.replace(/-/g, '_');
export const folderName = (container: string): string => container.replace(/_/g, '-');

export const MANIFEST_FILE = 'mf-manifest.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
