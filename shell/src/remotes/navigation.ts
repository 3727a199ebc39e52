import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_GROUPS, type NavEntry, type RemotesConfig } from '@hvac/federation/browser';
import { useSession } from '@hvac/web-kit';
import { navNamespace, useRemotes } from './config';

export interface RoleEntry extends NavEntry {
  remote: string;
}

/**
 * The entries a role may open, as the deployed remotes declare them (docs/architecture.md#microfrontends):
 * by group in NAV_GROUPS' order, then by remote, then as each remote lists them.
 */
export function entriesFor(config: RemotesConfig | null, role: string): RoleEntry[] {
  const entries = Object.keys(config ?? {})
    .sort()
    .flatMap((remote) => (config![remote]!.navigation ?? []).filter((entry) => entry.roles.includes(role)).map((entry) => ({ ...entry, remote })));
  return entries.sort((a, b) => NAV_GROUPS.indexOf(a.group) - NAV_GROUPS.indexOf(b.group));
}

/** The signed-in user's entries; none without a session. */
export function useEntries(): RoleEntry[] {
  const config = useRemotes((s) => s.config);
  const role = useSession((s) => (s.token ? s.user?.role : undefined));
  return useMemo(() => (role ? entriesFor(config, role) : []), [config, role]);
}

/** An entry's text in the reader's language, from its remote's declaration. */
export function useEntryLabel(): (entry: RoleEntry) => string {
  const { t } = useTranslation();
  return (entry) => t(entry.label, { ns: navNamespace(entry.remote) });
}
