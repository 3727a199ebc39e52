import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployRemote } from '../src/deploy/publish';
import { readRemotesMap } from '../src/deploy/store';
import { declaration, fakeBuild } from './fake-remote-build';

let work: string;

beforeEach(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'deploy-remote-'));
});
afterEach(() => fs.rm(work, { recursive: true, force: true }));

describe('deployRemote', () => {
  it('copies the build into a versioned folder and points remotes.json at its manifest, with its routes and navigation', async () => {
    const dist = path.join(work, 'dist');
    await fakeBuild(dist, 'home v1');
    const dataDir = path.join(work, '.data');
    const result = await deployRemote({ name: 'mf-public', distDir: dist, dataDir });

    expect(result.remote).toBe('mf_public');
    expect(result.version).toMatch(/^[0-9a-f]{12}$/);
    expect(result.entry).toBe(`/remotes/mf-public/${result.version}/mf-manifest.json`);
    await expect(fs.readFile(path.join(dataDir, 'remotes/mf-public', result.version, 'assets/home.js'), 'utf8')).resolves.toBe('home v1');
    await expect(readRemotesMap(path.join(dataDir, 'remotes.json'))).resolves.toEqual({
      mf_public: { entry: result.entry, version: result.version, ...declaration },
    });
  });

  it('gives a changed build a new version, keeps other remotes and the older version on disk', async () => {
    const dist = path.join(work, 'dist');
    const dataDir = path.join(work, '.data');
    const configFile = path.join(dataDir, 'remotes.json');
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(configFile, JSON.stringify({ mf_accounts: { entry: '/remotes/mf-accounts/abc/mf-manifest.json', version: 'abc' } }));

    await fakeBuild(dist, 'home v1');
    const first = await deployRemote({ name: 'mf_public', distDir: dist, dataDir });
    await fakeBuild(dist, 'home v2');
    const second = await deployRemote({ name: 'mf_public', distDir: dist, dataDir });

    expect(second.version).not.toBe(first.version);
    const map = await readRemotesMap(configFile);
    expect(map.mf_public).toEqual({ entry: second.entry, version: second.version, ...declaration });
    expect(map.mf_accounts?.version).toBe('abc');
    await expect(fs.readdir(path.join(dataDir, 'remotes/mf-public'))).resolves.toEqual([first.version, second.version].sort());
    const leftovers = (await fs.readdir(dataDir)).filter((f) => f.includes('.tmp') || f.endsWith('.lock'));
    expect(leftovers).toEqual([]);
  });

  it('redeploying the same build copies nothing and keeps the version', async () => {
    const dist = path.join(work, 'dist');
    await fakeBuild(dist, 'same');
    const dataDir = path.join(work, '.data');
    const first = await deployRemote({ name: 'mf-public', distDir: dist, dataDir });
    const again = await deployRemote({ name: 'mf-public', distDir: dist, dataDir });
    expect(again).toMatchObject({ version: first.version, copied: false });
  });

  it('prunes versions beyond `keep`', async () => {
    const dist = path.join(work, 'dist');
    const dataDir = path.join(work, '.data');
    const versions: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      await fakeBuild(dist, `home v${n}`);
      versions.push((await deployRemote({ name: 'mf-public', distDir: dist, dataDir, keep: 2 })).version);
      // mtime decides which versions are newest; keep them apart on coarse file systems
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await expect(fs.readdir(path.join(dataDir, 'remotes/mf-public'))).resolves.toEqual(versions.slice(2).sort());
  });

  it('two deploys at once both land in remotes.json', async () => {
    const dataDir = path.join(work, '.data');
    const a = path.join(work, 'a');
    const b = path.join(work, 'b');
    await fakeBuild(a, 'a');
    await fakeBuild(b, 'b');
    await fs.writeFile(path.join(b, 'mf-manifest.json'), JSON.stringify({ metaData: { name: 'mf_accounts' } }));
    await Promise.all([
      deployRemote({ name: 'mf-public', distDir: a, dataDir }),
      deployRemote({ name: 'mf-accounts', distDir: b, dataDir }),
    ]);
    expect(Object.keys(await readRemotesMap(path.join(dataDir, 'remotes.json'))).sort()).toEqual(['mf_accounts', 'mf_public']);
  });

  it('refuses a build without a valid declaration, before copying or switching anything', async () => {
    const dist = path.join(work, 'dist');
    const dataDir = path.join(work, '.data');
    await fakeBuild(dist, 'home');
    await fs.rm(path.join(dist, 'remote.json'));
    await expect(deployRemote({ name: 'mf-public', distDir: dist, dataDir })).rejects.toThrow(/remote\.json: ENOENT/);
    await fs.writeFile(path.join(dist, 'remote.json'), JSON.stringify({ ...declaration, navigation: [{ ...declaration.navigation[0], roles: ['owner'] }] }));
    await expect(deployRemote({ name: 'mf-public', distDir: dist, dataDir })).rejects.toThrow(/navigation\[0\]\.roles: some of client, staff, manager, admin/);
    await expect(fs.readdir(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a folder that is not a remote build', async () => {
    await expect(deployRemote({ name: 'mf-public', distDir: work, dataDir: path.join(work, '.data') })).rejects.toThrow(/mf-manifest\.json not found/);
  });
});
