import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppDefinition } from '../src/apps';
import { deploymentContainer, deploymentEnv, renderKustomization } from '../src/deploy-manifests';
import { newService, type NewService } from '../src/new-service';
import { repoRoot } from '../src/paths';

// `npm run new:service` (docs/adding-a-domain.md#checklist) run on a copy of the files it reads and
// edits, with the real libs and node_modules linked in: what it writes must type-check, start from
// npm start's list, be routed by the gateway and render as a Deployment of the shared base.
const real = repoRoot();
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hvac-new-service-'));
  for (const file of ['package.json', 'tsconfig.base.json', 'CODEOWNERS', 'infra/package.json', 'infra/src', 'infra/deploy/k8s', 'infra/deploy/nats-values.yaml', 'gateway/src/config', 'docs/domains']) {
    cpSync(path.join(real, file), path.join(root, file), { recursive: true });
  }
  symlinkSync(path.join(real, 'libs'), path.join(root, 'libs'));
  symlinkSync(path.join(real, 'node_modules'), path.join(root, 'node_modules'));
  // The domain's page comes first; the generator takes its opening paragraph.
  writeFileSync(path.join(root, 'docs', 'domains', 'payroll.md'), "# Payroll\n\nTimesheets and the staff's pay, with\nits tax withholding.\n\n## Status\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const PAYROLL = { domain: 'payroll', port: 3099, prefixes: ['/api/payroll', '/api/timesheets'] };
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('npm run new:service', () => {
  it('writes a service that type-checks, and wires it into the workspace, npm start, the gateway, the manifests and CODEOWNERS', () => {
    const before = JSON.parse(read('package.json')) as { workspaces: string[] };
    const { written, changed } = newService(root, PAYROLL);
    expect(written).toEqual(expect.arrayContaining(['svc-payroll/src/main.ts', 'svc-payroll/src/service.ts', 'svc-payroll/src/config.ts', 'svc-payroll/src/db/migrations/index.ts', 'svc-payroll/test/service.test.ts', 'svc-payroll/test/deploy.test.ts', 'infra/deploy/k8s/svc-payroll/kustomization.yaml']));
    expect(changed.sort()).toEqual(['CODEOWNERS', 'gateway/src/config/upstreams.ts', 'infra/deploy/k8s/gateway.yaml', 'infra/deploy/k8s/kustomization.yaml', 'infra/deploy/nats-values.yaml', 'infra/src/apps.ts', 'package.json']);
    expect(read('infra/deploy/nats-values.yaml')).toContain('- user: svc-payroll\n            password: << $SVC_PAYROLL_PASSWORD >>');

    writeFileSync(path.join(root, 'tsconfig.check.json'), JSON.stringify({ extends: './tsconfig.base.json', include: ['svc-payroll/src', 'svc-payroll/test', 'infra/src/apps.ts', 'gateway/src/config/upstreams.ts'] }));
    execFileSync(path.join(real, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.check.json'], { cwd: root, encoding: 'utf8' });

    const after = JSON.parse(read('package.json')) as { workspaces: string[] };
    const lastService = before.workspaces.findLastIndex((w) => w.startsWith('svc-'));
    expect(after.workspaces).toEqual([...before.workspaces.slice(0, lastService + 1), 'svc-payroll', ...before.workspaces.slice(lastService + 1)]);
    expect({ ...after, workspaces: before.workspaces }).toEqual(before);
    expect(JSON.parse(read('svc-payroll/package.json'))).toMatchObject({ name: '@hvac/svc-payroll', dependencies: { '@hvac/service-kit': '0.1.0' } });
    expect(read('svc-payroll/src/service.ts')).toContain("description: 'Timesheets and the staff\\'s pay, with its tax withholding.'");

    const { APPS } = jest.requireActual<{ APPS: AppDefinition[] }>(path.join(root, 'infra/src/apps.ts'));
    const names = APPS.map((a) => a.name);
    expect(names.indexOf('svc-payroll')).toBe(names.indexOf('gateway') - 1);
    expect(APPS.find((a) => a.name === 'svc-payroll')).toEqual({
      name: 'svc-payroll',
      entry: 'svc-payroll/dist/main.js',
      devPort: 3099,
      portVariable: 'PAYROLL_PORT',
      service: { domain: 'payroll', urlVariable: 'PAYROLL_URL', consumers: [] },
    });

    const upstreams = jest.requireActual<{ SERVICES: Record<string, unknown>; SERVICE_NAMES: readonly string[] }>(path.join(root, 'gateway/src/config/upstreams.ts'));
    expect(upstreams.SERVICE_NAMES.at(-1)).toBe('payroll');
    expect(upstreams.SERVICES.payroll).toEqual({ urlEnv: 'PAYROLL_URL', defaultUrl: 'http://127.0.0.1:3099', prefixes: PAYROLL.prefixes });

    const { objects, read: applied } = renderKustomization(path.join(root, 'infra/deploy/k8s'));
    expect(applied).toContain('svc-payroll/kustomization.yaml');
    expect(deploymentContainer('svc-payroll', objects).image).toBe('hvac/svc-payroll:latest');
    expect(deploymentEnv('svc-payroll', { 'hvac-db-app/uri': 'postgresql://db' }, objects)).toMatchObject({ PORT: '3000', DB_SCHEMA: 'payroll' });
    const gateway = Object.fromEntries((deploymentContainer('gateway', objects).env ?? []).map((e) => [e.name, e.value]));
    expect(gateway.PAYROLL_URL).toBe('http://svc-payroll.hvac.svc');
    expect(gateway.GATEWAY_SERVICES?.split(',').at(-1)).toBe('payroll');

    expect(read('CODEOWNERS')).toMatch(/^\/svc-payroll\/ +@hvac\/team-payroll$/m);
  });

  it('keeps the gateway’s map for a domain it routes already, planned ahead, when the prefixes are the same', () => {
    const file = 'gateway/src/config/upstreams.ts';
    writeFileSync(
      path.join(root, file),
      read(file)
        .replace("] as const;", ", 'payroll'] as const;")
        .replace(/\n};/, "\n  payroll: { urlEnv: 'PAYROLL_URL', defaultUrl: 'http://127.0.0.1:3099', prefixes: ['/api/timesheets', '/api/payroll'] },\n};"),
    );
    const planned = read(file);
    expect(() => newService(root, { ...PAYROLL, prefixes: ['/api/payroll'] })).toThrow(`${file} already routes /api/timesheets, /api/payroll to payroll`);
    expect(newService(root, PAYROLL).changed).not.toContain(file);
    expect(read(file)).toBe(planned);
  });

  it.each([
    ['a domain that is not a plain name', { domain: 'Pay-roll' }, 'The domain "Pay-roll" must be lower case letters and digits'],
    ['a port npm start gives another app', { port: 3001 }, "Port 3001 is svc-identity's under npm start"],
    ['a prefix another service owns', { prefixes: ['/api/payroll', '/api/users'] }, '/api/users belongs to identity'],
    ['a prefix outside /api', { prefixes: ['/payroll'] }, 'The prefix "/payroll" must look like /api/<name>'],
    ['a domain without its page', { domain: 'fleet' }, /domains\/fleet\.md does not exist: write the domain's page first/],
  ] as [string, Partial<NewService>, string | RegExp][])('refuses %s, and writes nothing', (_what, change, error) => {
    const before = read('infra/src/apps.ts');
    expect(() => newService(root, { ...PAYROLL, ...change })).toThrow(error);
    expect(read('infra/src/apps.ts')).toBe(before);
    expect(existsSync(path.join(root, `svc-${change.domain ?? 'payroll'}`))).toBe(false);
  });

  it('refuses a service that exists', () => {
    mkdirSync(path.join(root, 'svc-payroll'));
    expect(() => newService(root, PAYROLL)).toThrow('svc-payroll exists already.');
  });
});
