import type { KeyFiles } from './keys';
import { ensureChromium } from './packages';

/** What an app's extra variables may depend on. */
export interface AppContext {
  keys: KeyFiles;
  dataDir: string;
  repoRoot: string;
  /** Deployed microfrontends and their runtime map (the gateway serves both). */
  remotesDir: string;
  remotesConfig: string;
  /** Services of this stack that are running already (the gateway starts after them). */
  services: { domain: string; urlVariable: string; url: string }[];
  env: NodeJS.ProcessEnv;
}

export interface AppDefinition {
  /** Folder name, log name and key in the stack's URL maps. */
  name: string;
  /** Built entry point, relative to the repository root. */
  entry: string;
  /** Port under `npm start`. */
  devPort: number;
  /** Variable that moves this app to another port under `npm start`. */
  portVariable: string;
  /**
   * Present for domain services: their schema name, the gateway's variable for their URL, and the names
   * of their event consumers, the only durables the bus lets them read (bus-access.ts).
   */
  service?: { domain: string; urlVariable: string; consumers: readonly string[] };
  env?: (ctx: AppContext) => Record<string, string>;
}

const passThrough = (env: NodeJS.ProcessEnv, names: string[]): Record<string, string> =>
  Object.fromEntries(names.flatMap((n) => (env[n] ? [[n, env[n] as string]] : [])));

/**
 * Every process of the platform, in start order: services first, the gateway last (its /ready waits
 * for them). A new service is one more entry here.
 */
export const APPS: AppDefinition[] = [
  {
    name: 'svc-identity',
    entry: 'svc-identity/dist/main.js',
    devPort: 3001,
    portVariable: 'IDENTITY_PORT',
    service: { domain: 'identity', urlVariable: 'IDENTITY_URL', consumers: [] },
    env: ({ keys, env }) => ({ JWT_PRIVATE_KEY_FILE: keys.privateKeyFile, ...passThrough(env, ['ADMIN_EMAIL', 'ADMIN_PASSWORD']) }),
  },
  {
    name: 'svc-requests',
    entry: 'svc-requests/dist/main.js',
    devPort: 3002,
    portVariable: 'REQUESTS_PORT',
    service: { domain: 'requests', urlVariable: 'REQUESTS_URL', consumers: ['users-directory', 'quote-accepted'] },
    env: ({ env }) => passThrough(env, ['OFFICE_EMAIL']),
  },
  {
    name: 'svc-billing',
    entry: 'svc-billing/dist/main.js',
    devPort: 3003,
    portVariable: 'BILLING_PORT',
    service: { domain: 'billing', urlVariable: 'BILLING_URL', consumers: ['users-directory', 'service-requests'] },
    // Its PDFs come from Debian's Chromium, installed here on first need like PostgreSQL and NATS.
    env: ({ env }) => ({ CHROMIUM_PATH: env.CHROMIUM_PATH ?? ensureChromium() }),
  },
  {
    name: 'svc-finance',
    entry: 'svc-finance/dist/main.js',
    devPort: 3004,
    portVariable: 'FINANCE_PORT',
    service: { domain: 'finance', urlVariable: 'FINANCE_URL', consumers: ['users-directory', 'income-ledger'] },
  },
  {
    name: 'svc-inventory',
    entry: 'svc-inventory/dist/main.js',
    devPort: 3005,
    portVariable: 'INVENTORY_PORT',
    service: { domain: 'inventory', urlVariable: 'INVENTORY_URL', consumers: ['users-directory', 'related-expenses'] },
    env: ({ env }) => passThrough(env, ['OFFICE_EMAIL']),
  },
  {
    name: 'gateway',
    entry: 'gateway/dist/main.js',
    devPort: 8080,
    portVariable: 'PORT',
    env: ({ services, repoRoot, remotesDir, remotesConfig }) => ({
      ...Object.fromEntries(services.map((s) => [s.urlVariable, s.url])),
      GATEWAY_SERVICES: services.map((s) => s.domain).join(','),
      SHELL_DIR: `${repoRoot}/shell/dist`,
      REMOTES_DIR: remotesDir,
      REMOTES_CONFIG: remotesConfig,
    }),
  },
];
