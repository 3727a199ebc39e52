import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { readDeclaration } from './check-declaration';
import { DECLARATION_FILE, type RemoteDeclaration } from './declaration';
// Not from ./webpack: deploying must not load webpack and the federation plugin.
import { containerName, folderName, MANIFEST_FILE } from './shared';

export interface DeployRemoteOptions {
  /** The remote's folder or container name: 'mf-public' or 'mf_public'. */
  name: string;
  /** Its build output (the folder holding mf-manifest.json). */
  distDir: string;
  /** <repo>/.data: versions go to <dataDir>/remotes, the map to <dataDir>/remotes.json. */
  dataDir?: string;
  /** Overrides <dataDir>/remotes (the gateway's REMOTES_DIR). */
  remotesDir?: string;
  /** Overrides <dataDir>/remotes.json (the gateway's REMOTES_CONFIG). */
  configFile?: string;
  /** How many versions of this remote stay on disk, so pages still open keep their chunks. */
  keep?: number;
}

export interface DeployRemoteResult {
  remote: string;
  folder: string;
  version: string;
  entry: string;
  dir: string;
  /** False when this exact build was already deployed and only the map was switched. */
  copied: boolean;
}

/** A remote's entry: where its manifest is, which build, and its declaration (routes and navigation entries). */
export type RemoteEntry = { entry: string; version: string } & RemoteDeclaration;
export type RemotesMap = Record<string, RemoteEntry>;

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

const exists = (p: string) => fs.access(p).then(() => true, () => false);
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

export async function readRemotesMap(configFile: string): Promise<RemotesMap> {
  try {
    return JSON.parse(await fs.readFile(configFile, 'utf8')) as RemotesMap;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

async function writeAtomically(file: string, content: string): Promise<void> {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temp, content);
  await fs.rename(temp, file);
}

async function prune(folderDir: string, current: string, keep: number): Promise<void> {
  const versions = await fs.readdir(folderDir, { withFileTypes: true });
  const dated = await Promise.all(
    versions
      .filter((entry) => entry.isDirectory() && entry.name !== current && !entry.name.includes('.tmp'))
      .map(async (entry) => ({ name: entry.name, mtime: (await fs.stat(path.join(folderDir, entry.name))).mtimeMs })),
  );
  dated.sort((a, b) => b.mtime - a.mtime);
  for (const old of dated.slice(Math.max(0, keep - 1))) await fs.rm(path.join(folderDir, old.name), { recursive: true, force: true });
}

/**
 * Publishes one remote build: copies it into <remotesDir>/<folder>/<version>/ and then switches its
 * entry in remotes.json (written to a temporary file and renamed, so the gateway never reads half a
 * file) to its manifest and its declaration, the paths and navigation entries the shell reads from there.
 * The shell and gateway are untouched; the next page load uses the new version.
 */
export async function deployRemote(options: DeployRemoteOptions): Promise<DeployRemoteResult> {
  const { distDir, keep = 3 } = options;
  const dataDir = options.dataDir ?? path.resolve('.data');
  const remotesDir = options.remotesDir ?? path.join(dataDir, 'remotes');
  const configFile = options.configFile ?? path.join(dataDir, 'remotes.json');
  const folder = folderName(options.name);

  const manifestPath = path.join(distDir, MANIFEST_FILE);
  if (!(await exists(manifestPath))) throw new Error(`${manifestPath} not found: build ${folder} first`);
  const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as { metaData?: { name?: string } };
  const remote = manifest.metaData?.name ?? containerName(folder);
  // Read before anything is copied or switched: a build without its paths would be unreachable.
  const declaration = readDeclaration(path.join(distDir, DECLARATION_FILE));

  const version = await contentVersion(distDir);
  const folderDir = path.join(remotesDir, folder);
  const dir = path.join(folderDir, version);
  const copied = !(await exists(dir));
  if (copied) {
    await fs.mkdir(folderDir, { recursive: true });
    const temp = `${dir}.${process.pid}.tmp`;
    await fs.rm(temp, { recursive: true, force: true });
    await fs.cp(distDir, temp, { recursive: true });
    await fs.rename(temp, dir);
  }

  const entry = `/remotes/${folder}/${version}/${MANIFEST_FILE}`;
  await fs.mkdir(path.dirname(configFile), { recursive: true });
  await withLock(configFile, async () => {
    const map = await readRemotesMap(configFile);
    map[remote] = { entry, version, ...declaration };
    await writeAtomically(configFile, `${JSON.stringify(map, null, 2)}\n`);
  });
  await prune(folderDir, version, keep);
  return { remote, folder, version, entry, dir, copied };
}

const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..', '..');

const USAGE = 'usage: npm run deploy:remote -- <remote folder, e.g. mf-public> [--skip-build] [--dist <build folder>]';

/**
 * `npm run deploy:remote -- <name> [--skip-build] [--dist <dir>]`: build one remote with Nx, then
 * deploy it. REMOTES_DIR and REMOTES_CONFIG, as given to the gateway, choose where it goes.
 */
async function main(argv: string[]): Promise<number> {
  const distIndex = argv.indexOf('--dist');
  const distArg = distIndex >= 0 ? argv[distIndex + 1] : undefined;
  const name = argv.find((arg, index) => !arg.startsWith('--') && (distIndex < 0 || index !== distIndex + 1));
  if (!name || (distIndex >= 0 && !distArg)) {
    console.error(USAGE);
    return 2;
  }
  const folder = folderName(name);
  if (!argv.includes('--skip-build') && !distArg) {
    const build = spawnSync('npx', ['nx', 'run', `@hvac/${folder}:build`], { cwd: WORKSPACE_ROOT, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error(`build of ${folder} failed`);
      return build.status ?? 1;
    }
  }
  const dataDir = path.join(WORKSPACE_ROOT, '.data');
  const result = await deployRemote({
    name: folder,
    distDir: distArg ? path.resolve(distArg) : path.join(WORKSPACE_ROOT, folder, 'dist'),
    dataDir,
    remotesDir: process.env.REMOTES_DIR ? path.resolve(WORKSPACE_ROOT, process.env.REMOTES_DIR) : undefined,
    configFile: process.env.REMOTES_CONFIG ? path.resolve(WORKSPACE_ROOT, process.env.REMOTES_CONFIG) : undefined,
  });
  console.log(`${result.remote} ${result.version} → ${result.entry}${result.copied ? '' : ' (already on disk)'}`);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
