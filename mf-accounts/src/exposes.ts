import type { RemoteExposes } from '@hvac/federation/browser';
import * as routes from './routes';
import * as widgets from './widgets';

/**
 * What webpack.config.js exposes, held by tsc to what the shell loads from mf_accounts (the contract in
 * libs/federation/browser/contract.ts). Nothing imports it, so no bundle carries it; `typecheck` does.
 */
export const exposes = { './routes': routes, './widgets': widgets } satisfies RemoteExposes['mf_accounts'];
