import { useEffect } from 'react';
import type { RemotesConfig } from '@hvac/federation/browser';
import { reportRemote, useRemotes } from '../remotes/config';
import type { RoleEntry } from '../remotes/navigation';

/** The remotes already asked, per read of /remotes.json: one request each per page load. */
const probed = new WeakMap<RemotesConfig, Set<string>>();

/**
 * Asks once per page for the manifest of each remote the navigation offers, so one that cannot load
 * is greyed before anyone follows its entries (docs/architecture.md#microfrontends). Only the frame
 * asks, so only signed-in users' back-office pages pay the few small requests.
 */
export function useRemoteProbe(entries: readonly RoleEntry[]): void {
  const config = useRemotes((s) => s.config);
  const remotes = [...new Set(entries.map((entry) => entry.remote))].join(' ');
  useEffect(() => {
    if (!config) return;
    const asked = probed.get(config) ?? new Set<string>();
    probed.set(config, asked);
    for (const remote of remotes.split(' ')) {
      const manifest = config[remote]?.entry;
      if (!manifest || asked.has(remote)) continue;
      asked.add(remote);
      const down = () => reportRemote(remote, false);
      // HEAD: whether it answers is all the frame asks, and a GET whose body nobody reads stays open in
      // Chromium, so the page never went quiet (the bench's signed-in rows timed out waiting for it).
      fetch(manifest, { method: 'HEAD', cache: 'no-cache' }).then((response) => response.ok || down(), down);
    }
  }, [config, remotes]);
}
