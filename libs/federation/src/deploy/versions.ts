// The versions of a remote kept on disk and the moves between them (libs/federation/README.md#rollback-and-canary).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { containerName, folderName } from '../shared';
import { historyOf, keptVersion, keptVersions, previousVersion, readRecord, readRemotesMap, resolveTarget, updateState, type TargetOptions } from './store';

export interface RemoteOptions extends TargetOptions {
  /** The remote's folder or container name: 'mf-public' or 'mf_public'. */
  name: string;
}

export interface KeptVersion {
  version: string;
  /** ISO date of its first publication (the folder's date for one published before the record existed). */
  published: string;
  current: boolean;
  /** The one --rollback returns to. */
  previous: boolean;
  /** Its share of browsers while it is the canary. */
  canary?: number;
}

/** What a change left served. */
export interface VersionChange {
  remote: string;
  current: string;
  canary?: { version: string; percent: number };
  /** The canary this change ended. */
  droppedCanary?: string;
}

const names = (name: string) => {
  const folder = folderName(name);
  return { folder, remote: containerName(folder) };
};

/** Every kept version of a remote, newest first. */
export async function listVersions(options: RemoteOptions): Promise<KeptVersion[]> {
  const target = resolveTarget(options);
  const { folder, remote } = names(options.name);
  const [map, record, kept] = await Promise.all([readRemotesMap(target.configFile), readRecord(target.historyFile), keptVersions(target.remotesDir, folder)]);
  const entry = map[remote];
  const previous = previousVersion(record[remote], entry?.version, kept).version;
  const lines = await Promise.all(
    kept.map(async (version): Promise<KeptVersion> => ({
      version,
      published: record[remote]?.published[version] ?? (await fs.stat(path.join(target.remotesDir, folder, version))).mtime.toISOString(),
      current: entry?.version === version,
      previous: previous === version,
      ...(entry?.canary?.version === version ? { canary: entry.canary.percent } : {}),
    })),
  );
  return lines.sort((a, b) => b.published.localeCompare(a.published));
}

const served = (remote: string, entry: { version: string; canary?: { version: string; percent: number } }, droppedCanary?: string): VersionChange => ({
  remote,
  current: entry.version,
  ...(entry.canary ? { canary: { version: entry.canary.version, percent: entry.canary.percent } } : {}),
  ...(droppedCanary ? { droppedCanary } : {}),
});

/**
 * During a canary: ends it, everyone keeps the current version. Otherwise: returns to the version that
 * was current before this one.
 */
export function rollback(options: RemoteOptions): Promise<VersionChange> {
  const target = resolveTarget(options);
  const { folder, remote } = names(options.name);
  return updateState(target, async ({ map, record }) => {
    const entry = map[remote];
    if (!entry) throw new Error(`${remote} is not deployed (${target.configFile})`);
    if (entry.canary) {
      const { canary, ...stable } = entry;
      map[remote] = stable;
      return served(remote, stable, canary.version);
    }
    const history = historyOf(record, remote);
    const { version, stack } = previousVersion(history, entry.version, await keptVersions(target.remotesDir, folder));
    if (!version) throw new Error(`${folder} has no earlier version kept to roll back to (current: ${entry.version})`);
    map[remote] = await keptVersion(target.remotesDir, folder, version);
    history.current = stack;
    return served(remote, map[remote]);
  });
}

/** Makes a kept version current; the canary stays unless it is that version. */
export function rollTo(options: RemoteOptions & { version: string }): Promise<VersionChange> {
  const target = resolveTarget(options);
  const { folder, remote } = names(options.name);
  return updateState(target, async ({ map, record }) => {
    const next = await keptVersion(target.remotesDir, folder, options.version);
    const canary = map[remote]?.canary;
    const keepCanary = canary && canary.version !== next.version;
    map[remote] = keepCanary ? { ...next, canary } : next;
    const history = historyOf(record, remote);
    if (history.current.at(-1) !== next.version) history.current.push(next.version);
    return served(remote, map[remote], keepCanary ? undefined : canary?.version);
  });
}

/** Makes the canary everyone's current version. */
export function promote(options: RemoteOptions): Promise<VersionChange> {
  const target = resolveTarget(options);
  const { folder, remote } = names(options.name);
  return updateState(target, async ({ map, record }) => {
    const canary = map[remote]?.canary;
    if (!canary) throw new Error(`${folder} has no canary to promote`);
    const { percent: _percent, ...next } = canary;
    map[remote] = next;
    const history = historyOf(record, remote);
    if (history.current.at(-1) !== next.version) history.current.push(next.version);
    return served(remote, next);
  });
}
