import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { newDomain } from '../src/new-domain';
import { repoRoot } from '../src/paths';
import { ensurePostgres, type Postgres } from '../src/postgres';

// `npm run new:domain` (docs/adding-a-domain.md) as CI runs it: a throwaway domain generated into a copy of
// the files it reads and edits (libs copied too, since it adds the contracts entry and the remotes'
// contract there), then its service and remote built, linted, type-checked and tested where they were
// generated, and the copy deleted. The checkout is never written to, so a failure leaves nothing behind.
const real = repoRoot();
const run = promisify(execFile);
const bin = (tool: string) => path.join(real, 'node_modules', '.bin', tool);
const DOMAIN = 'scratch';
let root: string;
let postgres: Postgres;

const COPIED = [
  'package.json', 'tsconfig.base.json', 'CODEOWNERS', 'README.md', '.swcrc', 'eslint.config.mjs', 'jest.preset.js', 'jest.remote-preset.js', 'jest.clock.js',
  'libs', 'infra/package.json', 'infra/tsconfig.json', 'infra/src', 'infra/deploy', 'gateway/src/config', 'gateway/test/config.test.ts', 'docs/README.md', 'docs/domains',
  'proof/package.json', 'proof/src', 'e2e/package.json', 'e2e/tsconfig.json', 'e2e/test/accessibility.test.ts', 'e2e/test/booking-steps.ts', 'e2e/test/support',
];

/** node_modules whose workspace packages are the copy's own, every other package the checkout's. */
function linkNodeModules(): void {
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(modules, '@hvac'), { recursive: true });
  for (const entry of readdirSync(path.join(real, 'node_modules'))) {
    if (entry !== '@hvac') symlinkSync(path.join(real, 'node_modules', entry), path.join(modules, entry));
  }
  for (const lib of readdirSync(path.join(root, 'libs'))) {
    symlinkSync(path.join(root, 'libs', lib), path.join(modules, '@hvac', lib));
    const own = path.join(real, 'libs', lib, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(root, 'libs', lib, 'node_modules'));
  }
  symlinkSync(path.join(root, 'infra'), path.join(modules, '@hvac', 'infra'));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hvac-new-domain-'));
  for (const file of COPIED) cpSync(path.join(real, file), path.join(root, file), { recursive: true, filter: (src) => !src.includes(`${path.sep}node_modules`) });
  for (const mf of readdirSync(real).filter((name) => name.startsWith('mf-'))) {
    for (const file of ['package.json', 'webpack.config.js']) cpSync(path.join(real, mf, file), path.join(root, mf, file));
  }
  linkNodeModules();
  // Another checkout's cluster may hold the default port; the service's tests only need *a* database.
  postgres = await ensurePostgres({ fallbackToFreePort: true });
}, 120_000);
afterAll(async () => {
  await postgres?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** Runs a workspace tool in `dir` of the copy; a failure shows its output. */
const tool = (dir: string, name: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  run(bin(name), args, { cwd: path.join(root, dir), env: { ...process.env, ...env }, maxBuffer: 16 << 20 }).catch((err: Error & { stdout?: string; stderr?: string }) => {
    throw new Error(`${name} ${args.join(' ')} in ${dir} failed:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
  });

describe('npm run new:domain', () => {
  it('generates a domain whose service and remote build, lint, type-check and pass their tests', async () => {
    const { written, changed } = newDomain(root, { domain: DOMAIN });
    expect(written).toEqual(
      expect.arrayContaining([
        `docs/domains/${DOMAIN}.md`,
        'svc-scratch/src/service.ts',
        'mf-scratch/src/remote.json',
        'mf-scratch/src/routes.tsx',
        'libs/contracts/src/scratch/index.ts',
        'proof/src/routes/scratch.ts',
        'e2e/test/scratch.test.ts',
        'infra/deploy/k8s/svc-scratch/kustomization.yaml',
      ]),
    );
    expect(changed.sort()).toEqual(
      [
        'CODEOWNERS', 'README.md', 'docs/README.md', 'e2e/package.json', 'e2e/test/accessibility.test.ts', 'gateway/src/config/upstreams.ts', 'gateway/test/config.test.ts', 'infra/deploy/README.md',
        'infra/deploy/k8s/gateway.yaml', 'infra/deploy/k8s/kustomization.yaml', 'infra/deploy/k8s/remotes.yaml', 'infra/deploy/nats-values.yaml', 'infra/src/apps.ts',
        'libs/contracts/package.json', 'libs/federation/browser/contract.ts', 'package.json', 'proof/package.json', 'proof/src/routes/index.ts', 'tsconfig.base.json',
      ].sort(),
    );
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    expect(workspaces).toEqual(expect.arrayContaining(['svc-scratch', 'mf-scratch']));
    expect(JSON.parse(read('mf-scratch/src/remote.json'))).toMatchObject({ routes: { '/admin/scratch/*': 'back-office' }, navigation: [{ path: '/admin/scratch', roles: ['admin', 'manager'] }] });
    expect(read('CODEOWNERS')).toMatch(/^\/svc-scratch\/ +@hvac\/team-scratch\n\/mf-scratch\/ +@hvac\/team-scratch$/m);
    expect(read('CODEOWNERS')).toMatch(/^\/libs\/contracts\/src\/scratch\/ +@hvac\/team-scratch$/m);
    expect(read('CODEOWNERS')).toMatch(/^\/docs\/domains\/scratch\.md +@hvac\/team-scratch$/m);
    expect(read('README.md')).toMatch(/^\| 3006 +\| svc-scratch +\|$/m);
    expect(read('README.md')).toContain('`INVENTORY_PORT`, `SCRATCH_PORT`');
    expect(read('infra/deploy/k8s/remotes.yaml')).toContain(', mf-inventory, mf-scratch).');
    expect(read('tsconfig.base.json')).toContain('"@hvac/contracts/scratch": ["./libs/contracts/src/scratch/index.ts"],');

    // The rest of the wiring type-checks with the new entries: the remotes' contract, proof's table, the journeys.
    const check = (name: string, include: string[], lib: string[]) =>
      writeFileSync(path.join(root, name), JSON.stringify({ extends: './tsconfig.base.json', compilerOptions: { lib }, include }));
    check('tsconfig.check.json', ['libs/contracts/src/scratch', 'proof/src/routes', 'infra/src/apps.ts', 'gateway/src/config/upstreams.ts'], ['ES2023']);
    check('tsconfig.e2e.json', ['e2e/test/scratch.test.ts', 'e2e/test/accessibility.test.ts'], ['ES2023', 'DOM']);
    await Promise.all([tool('.', 'tsc', ['-p', 'tsconfig.check.json']), tool('.', 'tsc', ['-p', 'tsconfig.e2e.json'])]);

    await tool('.', 'eslint', ['svc-scratch/src', 'svc-scratch/test', 'mf-scratch/src', 'mf-scratch/test', 'libs/contracts/src/scratch', 'proof/src/routes/scratch.ts', 'e2e/test/scratch.test.ts']);
    await Promise.all([tool('svc-scratch', 'tsc', ['-p', 'tsconfig.json']), tool('mf-scratch', 'tsc', ['-p', 'tsconfig.json'])]);
    await tool('svc-scratch', 'swc', ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../.swcrc']);
    expect(existsSync(path.join(root, 'svc-scratch/dist/main.js'))).toBe(true);
    await tool('mf-scratch', 'webpack', ['--mode', 'production']);
    expect(JSON.parse(read('mf-scratch/dist/mf-manifest.json'))).toMatchObject({ name: 'mf_scratch' });

    await tool('mf-scratch', 'jest', ['--ci']);
    await tool('svc-scratch', 'jest', ['--ci', '--runInBand'], { DATABASE_URL: postgres.testUrl });
  }, 280_000);

  it('writes nothing when one of its checks fails', () => {
    const before = read('CODEOWNERS');
    const other = 'other';
    expect(() => newDomain(root, { domain: other, port: 3001 })).toThrow("Port 3001 is svc-identity's under npm start");
    expect(() => newDomain(root, { domain: 'Other' })).toThrow('The domain "Other" must be lower case letters and digits');
    expect(read('CODEOWNERS')).toBe(before);
    expect([`docs/domains/${other}.md`, `mf-${other}`, `svc-${other}`, `libs/contracts/src/${other}`].filter((f) => existsSync(path.join(root, f)))).toEqual([]);
  });
});
