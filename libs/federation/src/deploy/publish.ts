import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { readDeclaration } from '../check-declaration';
import { DECLARATION_FILE } from '../declaration';
import { containerName, folderName, MANIFEST_FILE } from '../shared';
import { entryUrl, exists, historyOf, keptVersions, previousVersion, readRemotesMap, resolveTarget, updateState, type DeploymentsRecord, type RemotesMap, type TargetOptions } from './store';

export interface DeployRemoteOptions extends TargetOptions {
  /** The remote's folder or container name: 'mf-public' or 'mf_public'. */
  name: string;
  /** Its build output (the folder holding mf-manifest.json). */
  distDir: string;
  /** How many versions of this remote stay on disk, so pages still open keep their chunks (current, canary and previous always stay). */
  keep?: number;
  /** Serve this build to that percentage of browsers only, beside the current version, instead of making it current. */
  canary?: number;
}

export interface DeployRemoteResult {
  remote: string;
  folder: string;
  version: string;
  entry: string;
  dir: string;
  /** False when this exact build was already deployed and only the map was switched. */
  copied: boolean;
  /** A canary this deploy replaced or ended, when it was another build. */
  droppedCanary?: string;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat().sort();
}

/** The version is the build's content hash: the same build deploys to the same folder. */
async function contentVersion(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash.update(file).update('\0').update(await fs.readFile(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** A canary needs a current version to run beside, and must be another build. */
function canaryProblem(map: RemotesMap, remote: string, folder: string, version: string): string | undefined {
  const current = map[remote]?.version;
  if (!current) return `${remote} has no current version to run a canary beside: deploy ${folder} without --canary first`;
  if (current === version) return `this build of ${folder} (${version}) is already its current version`;
  return undefined;
}

/**
 * Removes the oldest versions beyond `keep`; the current one, the canary and the one --rollback returns to
 * always stay. The record forgets what is removed.
 */
async function prune(remotesDir: string, folder: string, record: DeploymentsRecord, map: RemotesMap, remote: string, keep: number): Promise<void> {
  const history = historyOf(record, remote);
  const kept = await keptVersions(remotesDir, folder);
  const current = map[remote]?.version;
  const protectedVersions = new Set([current, map[remote]?.canary?.version, previousVersion(history, current, kept).version].filter((v): v is string => v !== undefined));
  const dated = await Promise.all(
    kept
      .filter((version) => !protectedVersions.has(version))
      .map(async (version) => ({ version, time: Date.parse(history.published[version] ?? '') || (await fs.stat(path.join(remotesDir, folder, version))).mtimeMs })),
  );
  dated.sort((a, b) => b.time - a.time);
  for (const { version } of dated.slice(Math.max(0, keep - protectedVersions.size))) {
    await fs.rm(path.join(remotesDir, folder, version), { recursive: true, force: true });
    delete history.published[version];
  }
  const left = new Set(await keptVersions(remotesDir, folder));
  history.current = history.current.filter((version) => left.has(version));
}

/**
 * Publishes one remote build: copies it into <remotesDir>/<folder>/<version>/ and then switches its
 * entry in remotes.json to its manifest and its declaration, the paths and navigation entries the shell
 * reads from there (or, with `canary`, adds it as the entry's canary for that share of browsers). The
 * shell and gateway are untouched; the next page load uses the new version.
 */
export async function deployRemote(options: DeployRemoteOptions): Promise<DeployRemoteResult> {
  const { distDir, keep = 3, canary } = options;
  const target = resolveTarget(options);
  const folder = folderName(options.name);

  const manifestPath = path.join(distDir, MANIFEST_FILE);
  if (!(await exists(manifestPath))) throw new Error(`${manifestPath} not found: build ${folder} first`);
  const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as { metaData?: { name?: string } };
  const remote = manifest.metaData?.name ?? containerName(folder);
  // Read before anything is copied or switched: a build without its paths would be unreachable.
  const declaration = readDeclaration(path.join(distDir, DECLARATION_FILE));

  const version = await contentVersion(distDir);
  // Checked again under the lock; here so that a refused canary copies nothing.
  const early = canary === undefined ? undefined : canaryProblem(await readRemotesMap(target.configFile), remote, folder, version);
  if (early) throw new Error(early);

  const dir = path.join(target.remotesDir, folder, version);
  const copied = !(await exists(dir));
  if (copied) {
    await fs.mkdir(path.dirname(dir), { recursive: true });
    const temp = `${dir}.${process.pid}.tmp`;
    await fs.rm(temp, { recursive: true, force: true });
    await fs.cp(distDir, temp, { recursive: true });
    await fs.rename(temp, dir);
  }

  const entry = entryUrl(folder, version);
  const droppedCanary = await updateState(target, async ({ map, record }) => {
    const history = historyOf(record, remote);
    history.published[version] ??= new Date().toISOString();
    const before = map[remote]?.canary?.version;
    if (canary === undefined) {
      map[remote] = { entry, version, ...declaration };
      if (history.current.at(-1) !== version) history.current.push(version);
    } else {
      const problem = canaryProblem(map, remote, folder, version);
      if (problem) throw new Error(problem);
      map[remote] = { ...map[remote]!, canary: { percent: canary, entry, version, ...declaration } };
    }
    await prune(target.remotesDir, folder, record, map, remote, keep);
    return before !== undefined && before !== version ? before : undefined;
  });
  return { remote, folder, version, entry, dir, copied, ...(droppedCanary ? { droppedCanary } : {}) };
}
