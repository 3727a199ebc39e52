import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { APPS, type AppDefinition } from '../src/apps';
import { dataDir } from '../src/paths';
import { isPortFree } from '../src/ports';
import { startStack } from '../src/stack';

jest.setTimeout(60_000);

// Small stand-ins for a service and the gateway: these tests are about starting, wiring and stopping
// processes, which must not wait for every real app to be built.
const gatewayEnv = APPS.find((a) => a.name === 'gateway')?.env;
const definitions: AppDefinition[] = [
  { name: 'svc-fixture', entry: 'infra/test/fixtures/app.js', devPort: 0, portVariable: 'FIXTURE_PORT', service: { domain: 'fixture', urlVariable: 'FIXTURE_URL', consumers: [] } },
  { name: 'edge', entry: 'infra/test/fixtures/app.js', devPort: 0, portVariable: 'PORT', ...(gatewayEnv ? { env: gatewayEnv } : {}) },
];

const getJson = async (url: string) => (await fetch(url)).json() as Promise<Record<string, string | null>>;

async function schemaExists(databaseUrl: string, schema: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [schema])).rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('startStack (test mode)', () => {
  it('starts services then the gateway with the contract env, isolated from dev data, and cleans up on stop', async () => {
    const stack = await startStack({ mode: 'test', definitions, env: { EXTRA: 'passed' }, deployRemotes: false });
    let stopped = false;
    try {
      const serviceUrl = stack.serviceUrls['svc-fixture'] as string;
      const service = await getJson(`${serviceUrl}/env`);
      const schema = stack.schemas['svc-fixture'] as string;
      expect(schema).toMatch(/^fixture_test_[a-z0-9]+$/);
      expect(service).toMatchObject({
        HOST: '127.0.0.1',
        DB_SCHEMA: schema,
        DATABASE_URL: stack.databaseUrl,
        NATS_URL: stack.natsUrl,
        SMTP_URL: stack.smtp.url,
        JWT_PUBLIC_KEY_FILE: stack.keys.publicKeyFile,
        DEMO_MODE: 'false',
        RATE_LIMIT_EXEMPT_LOOPBACK: 'true',
        EXTRA: 'passed',
      });
      expect(new URL(stack.databaseUrl).pathname).toBe(process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).pathname : '/hvac_test');
      expect(stack.natsUrl).not.toBe('nats://127.0.0.1:54222');
      expect(stack.nats).not.toBeNull();
      expect(await schemaExists(stack.databaseUrl, schema)).toBe(true);

      const gateway = await getJson(`${stack.gatewayUrl}/env`);
      expect(gateway).toMatchObject({
        FIXTURE_URL: serviceUrl,
        GATEWAY_SERVICES: 'fixture',
        PUBLIC_URL: `http://localhost:${new URL(stack.gatewayUrl).port}`,
        DB_SCHEMA: null,
        REMOTES_DIR: stack.remotesDir,
        REMOTES_CONFIG: stack.remotesConfig,
      });
      expect(stack.remotesConfig.startsWith(path.join(dataDir(), 'tmp'))).toBe(true);
      expect(readFileSync(stack.apps[0]!.logFile, 'utf8')).toContain(`fixture starting on ${new URL(serviceUrl).port}`);
      // Logs and captured mail (reset links) are for the owner of the checkout only.
      const mode = (file: string) => statSync(file).mode & 0o777;
      const logDir = path.dirname(stack.apps[0]!.logFile);
      expect([logDir, stack.smtp.dir].map(mode)).toEqual([0o700, 0o700]);
      expect([...stack.apps.map((a) => a.logFile), path.join(logDir, 'nats-server.log')].map(mode)).toEqual([0o600, 0o600, 0o600]);

      const ports = stack.apps.map((a) => a.port);
      const logFile = stack.apps[0]!.logFile;
      await stack.stop();
      stopped = true;
      for (const port of ports) expect(await isPortFree(port)).toBe(true);
      expect(await isPortFree(stack.nats!.port)).toBe(true);
      expect(await schemaExists(stack.databaseUrl, schema)).toBe(false);
      expect(existsSync(logFile)).toBe(false);
    } finally {
      if (!stopped) await stack.stop();
    }
  });

  it('runs replicas of a service behind the gateway, and kills and restarts one without reporting it', async () => {
    const exits: string[] = [];
    const stack = await startStack({ mode: 'test', definitions, replicas: 2, deployRemotes: false, onUnexpectedExit: (name) => exits.push(name) });
    try {
      const replicas = stack.apps.filter((a) => a.name === 'svc-fixture');
      expect(replicas.map((a) => a.replica)).toEqual([0, 1]);
      expect(replicas[1]!.logFile).toMatch(/svc-fixture-2\.log$/);
      expect(stack.serviceUrls['svc-fixture']).toBe(replicas[0]!.url);
      expect((await getJson(`${stack.gatewayUrl}/env`)).FIXTURE_URL).toBe(`${replicas[0]!.url},${replicas[1]!.url}`);

      const before = replicas[1]!.pid;
      await stack.kill('svc-fixture', 1);
      expect(await isPortFree(replicas[1]!.port)).toBe(true);
      await expect(stack.restart('svc-fixture', 0)).rejects.toThrow('svc-fixture replica 0 is still running; kill() it first.');
      await stack.restart('svc-fixture', 1);
      expect(replicas[1]!.pid).not.toBe(before);
      expect((await getJson(`${replicas[1]!.url}/env`)).PORT).toBe(String(replicas[1]!.port));
      expect(exits).toEqual([]);
    } finally {
      await stack.stop();
    }
  });

  it('reports an app that dies, with its last log lines', async () => {
    const exits: { name: string; code: number | null; lines: string }[] = [];
    const stack = await startStack({ mode: 'test', definitions, apps: ['svc-fixture'], onUnexpectedExit: (name, code, lines) => exits.push({ name, code, lines }) });
    try {
      expect(() => stack.gatewayUrl).toThrow('This stack was started without the gateway (apps option).');
      await fetch(`${stack.serviceUrls['svc-fixture']}/crash`).then((r) => r.text());
      const deadline = Date.now() + 5000;
      while (exits.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(exits).toHaveLength(1);
      expect(exits[0]).toMatchObject({ name: 'svc-fixture', code: 3 });
      expect(exits[0]!.lines).toContain('fixture: crashing as asked');
    } finally {
      await stack.stop();
    }
  });

  it('fails start-up with the app name and its output when an app exits early', async () => {
    const error = await startStack({ mode: 'test', definitions, env: { FIXTURE_FAIL: '1' }, deployRemotes: false }).then(
      () => null,
      (err: Error) => err,
    );
    expect(error?.message).toMatch(/^svc-fixture exited during start-up \(code 4\)\. Last lines of .*svc-fixture\.log:\n/);
    expect(error?.message).toContain('fixture: refusing to start as asked');
  });

  it('names an app that is not built', async () => {
    await expect(startStack({ mode: 'test', definitions: [{ ...definitions[0]!, entry: 'nowhere/dist/main.js' }] })).rejects.toThrow(
      'svc-fixture is not built (nowhere/dist/main.js is missing). Run: npx nx run svc-fixture:build',
    );
  });
});
