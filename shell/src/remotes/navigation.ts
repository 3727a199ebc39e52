import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_GROUPS, type NavEntry, type RemotesConfig } from '@hvac/federation/browser';
import { registerTranslations, useSession } from '@hvac/web-kit';
import { useRemotes } from './config';

export interface RoleEntry extends NavEntry {
  remote: string;
}

/** The namespace of a remote's navigation texts, registered from its declaration. */
const navNamespace = (remote: string): string => `nav-${remote}`;

// Each read of /remotes.json brings the entries' texts; they are registered as it arrives, outside any
// render, and only where entries are drawn (a signed-in user's menus and the frame), never on a visitor's page.
const registered = new WeakSet<RemotesConfig>();
function registerLabels({ config }: { config: RemotesConfig | null }): void {
  if (!config || registered.has(config)) return;
  registered.add(config);
  for (const [remote, { labels }] of Object.entries(config)) {
    if (labels?.en) void registerTranslations(navNamespace(remote), { en: labels.en, fa: labels.fa ?? {}, es: labels.es ?? {} });
  }
}
registerLabels(useRemotes.getState());
useRemotes.subscribe(registerLabels);

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
