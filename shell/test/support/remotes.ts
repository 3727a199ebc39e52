import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemotesConfig } from '@hvac/federation/browser';

const REMOTES = ['mf-public', 'mf-accounts', 'mf-billing', 'mf-finance', 'mf-inventory'];

/** /remotes.json as deploy-remote writes it from each remote's declaration (its src/remote.json). */
export function deployedRemotes(): RemotesConfig {
  return Object.fromEntries(
    REMOTES.map((folder) => {
      const declaration = JSON.parse(readFileSync(path.join(__dirname, '../../..', folder, 'src/remote.json'), 'utf8')) as object;
      return [folder.replace('-', '_'), { entry: `/remotes/${folder}/v1/mf-manifest.json`, version: 'v1', ...declaration }];
    }),
  );
}
