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
  requiredVersion?: false;
}

export function sharedConfig(): Record<string, SharedConfig> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [
      name,
      // Workspace libs always come from this repository's one version; npm packages keep the
      // range from the app's package.json so a mismatch is reported at build time.
      name.startsWith('@hvac/') ? { singleton: true, requiredVersion: false } : { singleton: true },
    ]),
  );
}

/** Container names use underscores, folders dashes (ARCHITECTURE §3): mf-public ↔ mf_public. */
export const containerName = (folder: string): string => folder.replace(/-/g, '_');
export const folderName = (container: string): string => container.replace(/_/g, '-');

export const MANIFEST_FILE = 'mf-manifest.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
