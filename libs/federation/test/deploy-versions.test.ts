import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployRemote } from '../src/deploy/publish';
import { readRecord, readRemotesMap } from '../src/deploy/store';
import { listVersions, promote, rollback, rollTo } from '../src/deploy/versions';
import { declaration, fakeBuild } from './fake-remote-build';

let work: string;
let dataDir: string;
let dist: string;
const configFile = () => path.join(dataDir, 'remotes.json');
const served = async () => (await readRemotesMap(configFile())).mf_public;
const files = async () => ({ map: await fs.readFile(configFile(), 'utf8'), record: await fs.readFile(path.join(dataDir, 'remotes.deployments.json'), 'utf8') });

/** Deploys a build whose content (and English label) is `name`; answers its version. */
async function deploy(name: string, extra: { canary?: number; keep?: number } = {}): Promise<string> {
  await fakeBuild(dist, name, name);
  const { version } = await deployRemote({ name: 'mf-public', distDir: dist, dataDir, ...extra });
  // Publication dates order the list; keep them apart.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return version;
}

beforeEach(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'deploy-versions-'));
  dataDir = path.join(work, '.data');
  dist = path.join(work, 'dist');
});
afterEach(() => fs.rm(work, { recursive: true, force: true }));

describe('kept versions', () => {
  it('--list: every kept version, newest first, with its publication date, current and previous marked', async () => {
    const a = await deploy('A');
    const b = await deploy('B');
    const list = await listVersions({ name: 'mf-public', dataDir });
    expect(list.map(({ version, current, previous }) => ({ version, current, previous }))).toEqual([
      { version: b, current: true, previous: false },
      { version: a, current: false, previous: true },
    ]);
    for (const line of list) expect(new Date(line.published).toISOString()).toBe(line.published);
    const record = await readRecord(path.join(dataDir, 'remotes.deployments.json'));
    expect(record.mf_public?.current).toEqual([a, b]);
  });

  it('--rollback returns to the previous version with its own declaration, and again to the one before', async () => {
    const a = await deploy('A');
    const b = await deploy('B');
    const c = await deploy('C');
    await expect(rollback({ name: 'mf-public', dataDir })).resolves.toEqual({ remote: 'mf_public', current: b });
    expect(await served()).toEqual({ entry: `/remotes/mf-public/${b}/mf-manifest.json`, version: b, ...declaration, labels: { ...declaration.labels, en: { news: 'B' } } });
    await rollback({ name: 'mf_public', dataDir });
    expect((await served())?.version).toBe(a);
    await expect(rollback({ name: 'mf-public', dataDir })).rejects.toThrow(`mf-public has no earlier version kept to roll back to (current: ${a})`);
    // The versions rolled away from stay kept, for --to.
    expect((await listVersions({ name: 'mf-public', dataDir })).map((v) => v.version)).toEqual([c, b, a]);
  });

  it('--to makes a named kept version current; --rollback after it returns to the one before', async () => {
    const a = await deploy('A');
    await deploy('B');
    const c = await deploy('C');
    await expect(rollTo({ name: 'mf-public', dataDir, version: a })).resolves.toEqual({ remote: 'mf_public', current: a });
    expect((await served())?.labels?.en).toEqual({ news: 'A' });
    await rollback({ name: 'mf-public', dataDir });
    expect((await served())?.version).toBe(c);
  });

  it('an unknown version is refused, naming the kept ones, and nothing changes', async () => {
    const a = await deploy('A');
    const b = await deploy('B');
    const before = await files();
    await expect(rollTo({ name: 'mf-public', dataDir, version: 'nope' })).rejects.toThrow(
      `mf-public has no version 'nope' (kept: ${[a, b].sort().join(', ')}); see npm run deploy:remote -- mf-public --list`,
    );
    expect(await files()).toEqual(before);
    await expect(rollback({ name: 'mf-accounts', dataDir })).rejects.toThrow(/mf_accounts is not deployed/);
    await expect(promote({ name: 'mf-public', dataDir })).rejects.toThrow('mf-public has no canary to promote');
    expect(await files()).toEqual(before);
  });
});

describe('canary', () => {
  it('--canary adds the build beside the current one; --promote makes it current for everyone', async () => {
    const a = await deploy('A');
    const b = await deploy('B', { canary: 10 });
    expect(await served()).toMatchObject({
      version: a,
      labels: { en: { news: 'A' } },
      canary: { percent: 10, version: b, entry: `/remotes/mf-public/${b}/mf-manifest.json`, labels: { en: { news: 'B' } }, routes: declaration.routes },
    });
    const list = await listVersions({ name: 'mf-public', dataDir });
    expect(list.find((v) => v.version === b)).toMatchObject({ canary: 10, current: false });
    // Same build again with another share: only the percentage changes (a ramp needs no new build).
    await deploy('B', { canary: 50 });
    expect((await served())?.canary).toMatchObject({ version: b, percent: 50 });

    await expect(promote({ name: 'mf-public', dataDir })).resolves.toEqual({ remote: 'mf_public', current: b });
    expect(await served()).toEqual({ entry: `/remotes/mf-public/${b}/mf-manifest.json`, version: b, ...declaration, labels: { ...declaration.labels, en: { news: 'B' } } });
    // The promoted canary rolls back like any deploy.
    await rollback({ name: 'mf-public', dataDir });
    expect((await served())?.version).toBe(a);
  });

  it('--rollback during a canary drops it and leaves the current version', async () => {
    const a = await deploy('A');
    const b = await deploy('B', { canary: 30 });
    await expect(rollback({ name: 'mf-public', dataDir })).resolves.toEqual({ remote: 'mf_public', current: a, droppedCanary: b });
    expect(await served()).toEqual({ entry: `/remotes/mf-public/${a}/mf-manifest.json`, version: a, ...declaration, labels: { ...declaration.labels, en: { news: 'A' } } });
  });

  it('a plain deploy during a canary ends it; --to the canary version ends it too', async () => {
    await deploy('A');
    const b = await deploy('B', { canary: 30 });
    await fakeBuild(dist, 'C', 'C');
    const c = await deployRemote({ name: 'mf-public', distDir: dist, dataDir });
    expect(c.droppedCanary).toBe(b);
    expect((await served())?.canary).toBeUndefined();
    await deploy('D', { canary: 5 });
    await rollTo({ name: 'mf-public', dataDir, version: c.version });
    expect((await served())?.canary?.percent).toBe(5);
    const d = (await served())!.canary!.version;
    await expect(rollTo({ name: 'mf-public', dataDir, version: d })).resolves.toEqual({ remote: 'mf_public', current: d, droppedCanary: d });
    expect((await served())?.canary).toBeUndefined();
  });

  it('refuses a canary with nothing current to run beside, or of the current build, copying nothing', async () => {
    await fakeBuild(dist, 'A', 'A');
    await expect(deployRemote({ name: 'mf-public', distDir: dist, dataDir, canary: 10 })).rejects.toThrow(
      'mf_public has no current version to run a canary beside: deploy mf-public without --canary first',
    );
    await expect(fs.readdir(dataDir)).rejects.toThrow(/ENOENT/);
    const a = await deploy('A');
    await expect(deploy('A', { canary: 10 })).rejects.toThrow(`this build of mf-public (${a}) is already its current version`);
  });

  it('pruning keeps the current version, the canary and the previous one, whatever `keep` says', async () => {
    const a = await deploy('A', { keep: 1 });
    const b = await deploy('B', { keep: 1 });
    const c = await deploy('C', { keep: 1, canary: 20 });
    await deploy('D', { keep: 1, canary: 20 });
    const kept = (await listVersions({ name: 'mf-public', dataDir })).map((v) => v.version).sort();
    const d = (await served())!.canary!.version;
    expect(kept).toEqual([a, b, d].sort());
    expect(kept).not.toContain(c);
    const record = await readRecord(path.join(dataDir, 'remotes.deployments.json'));
    expect(Object.keys(record.mf_public!.published).sort()).toEqual(kept);
  });
});
