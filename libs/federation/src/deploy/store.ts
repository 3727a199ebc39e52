import { promises as fs } from 'node:fs';
import path from 'node:path';
import { readDeclaration } from '../check-declaration';
import { DECLARATION_FILE, type RemoteDeclaration } from '../declaration';
import { MANIFEST_FILE } from '../shared';

/** One build of a remote as the shell reads it: where its manifest is, which build, and its declaration. */
export type ServedVersion = { entry: string; version: string } & RemoteDeclaration;

/** A build served to `percent` % of browsers (the gateway's cookie split), beside the current one. */
export type Canary = ServedVersion & { percent: number };

/** A remote's entry in remotes.json: the current build, and possibly a canary. */
export type RemoteEntry = ServedVersion & { canary?: Canary };
export type RemotesMap = Record<string, RemoteEntry>;

/**
 * What remotes.json does not say, kept beside it (never served): when each kept version was published
 * and the order versions were made current, which --rollback walks back along.
 */
export interface RemoteHistory {
  /** Version → ISO date of its first publication. */
  published: Record<string, string>;
  /** Versions made current, oldest first. */
  current: string[];
}
export type DeploymentsRecord = Record<string, RemoteHistory>;

export interface TargetOptions {
  /** <repo>/.data: versions go to <dataDir>/remotes, the map to <dataDir>/remotes.json. */
  dataDir?: string;
  /** Overrides <dataDir>/remotes (the gateway's REMOTES_DIR). */
  remotesDir?: string;
  /** Overrides <dataDir>/remotes.json (the gateway's REMOTES_CONFIG). */
  configFile?: string;
}

export interface Target {
  remotesDir: string;
  configFile: string;
  /** remotes.json → remotes.deployments.json, in the same folder (outside REMOTES_DIR, so not served). */
  historyFile: string;
}

export function resolveTarget(options: TargetOptions): Target {
  const dataDir = options.dataDir ?? path.resolve('.data');
  const configFile = options.configFile ?? path.join(dataDir, 'remotes.json');
  return {
    remotesDir: options.remotesDir ?? path.join(dataDir, 'remotes'),
    configFile,
    historyFile: path.join(path.dirname(configFile), `${path.basename(configFile, '.json')}.deployments.json`),
  };
}

export const exists = (p: string) => fs.access(p).then(() => true, () => false);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Serialises writers of remotes.json (two deploys at once must not lose an entry). */
async function withLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  for (let waited = 0; ; waited += 50) {
    try {
      await fs.mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = await fs.stat(lock).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > 30_000) await fs.rm(lock, { recursive: true, force: true });
      else if (waited > 15_000) throw new Error(`${lock} is held by another deploy`, { cause: error });
      await sleep(50);
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}

async function readJson<T>(file: string, empty: T): Promise<T> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty;
    throw error;
  }
}

export const readRemotesMap = (configFile: string): Promise<RemotesMap> => readJson<RemotesMap>(configFile, {});
export const readRecord = (historyFile: string): Promise<DeploymentsRecord> => readJson<DeploymentsRecord>(historyFile, {});

/** Written to a temporary file and renamed, so the gateway never reads half a file. */
async function writeAtomically(file: string, value: unknown): Promise<void> {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temp, `${JSON.stringify(value, null, 2)}\n`);
  await fs.rename(temp, file);
}

export interface State {
  map: RemotesMap;
  record: DeploymentsRecord;
}

/**
 * Reads remotes.json and the record under the lock, lets `work` change them and writes both back. When
 * `work` throws, nothing is written.
 */
export async function updateState<T>(target: Target, work: (state: State) => Promise<T>): Promise<T> {
  await fs.mkdir(path.dirname(target.configFile), { recursive: true });
  return withLock(target.configFile, async () => {
    const state: State = { map: await readRemotesMap(target.configFile), record: await readRecord(target.historyFile) };
    const result = await work(state);
    // The record first: a crash between the two leaves a history that names one version too many, never a
    // served version the history does not know.
    await writeAtomically(target.historyFile, state.record);
    await writeAtomically(target.configFile, state.map);
    return result;
  });
}

export const historyOf = (record: DeploymentsRecord, remote: string): RemoteHistory => (record[remote] ??= { published: {}, current: [] });

/** The versions of a remote on disk, each a folder under <remotesDir>/<folder>/ (not a copy still in progress). */
export async function keptVersions(remotesDir: string, folder: string): Promise<string[]> {
  const entries = await fs.readdir(path.join(remotesDir, folder), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isDirectory() && !entry.name.includes('.tmp')).map((entry) => entry.name);
}

export const entryUrl = (folder: string, version: string) => `/remotes/${folder}/${version}/${MANIFEST_FILE}`;

/** A kept version as remotes.json names it, with the declaration its own build carries. */
export async function keptVersion(remotesDir: string, folder: string, version: string): Promise<ServedVersion> {
  const kept = await keptVersions(remotesDir, folder);
  if (!kept.includes(version)) {
    const list = kept.length ? `kept: ${kept.sort().join(', ')}` : 'none is kept';
    throw new Error(`${folder} has no version '${version}' (${list}); see npm run deploy:remote -- ${folder} --list`);
  }
  return { entry: entryUrl(folder, version), version, ...readDeclaration(path.join(remotesDir, folder, version, DECLARATION_FILE)) };
}

/**
 * The version --rollback returns to: the last one made current before the current one that is still on
 * disk. Walking back repeatedly goes further back.
 */
export function previousVersion(history: RemoteHistory | undefined, current: string | undefined, kept: readonly string[]): { version?: string; stack: string[] } {
  const stack = (history?.current ?? []).filter((version) => kept.includes(version));
  while (stack.length && stack.at(-1) === current) stack.pop();
  return { version: stack.at(-1), stack };
}
