import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { type Upstream, type WebFixture, startUpstream, webFixture } from './helpers';

// main.ts as it runs in production: compiled by swc, started with node, stopped with a signal.
const root = path.resolve(__dirname, '../..');
let outDir: string;
let web: WebFixture;
let identity: Upstream;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'hvac-gateway-dist-'));
  execFileSync(
    path.join(root, 'node_modules/.bin/swc'),
    ['src', '-d', outDir, '--strip-leading-paths', '--config-file', '../.swcrc'],
    { cwd: path.join(root, 'gateway'), stdio: 'pipe' },
  );
  web = await webFixture();
  identity = await startUpstream({ name: 'identity' });
}, 30_000);

afterAll(async () => {
  await identity.close();
  await web.cleanup();
  rmSync(outDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      // The gateway's own node_modules first: npm nests a dependency there when the root holds another version.
      NODE_PATH: [path.join(root, 'gateway', 'node_modules'), path.join(root, 'node_modules')].join(path.delimiter),
      SHELL_DIR: web.shellDir,
      REMOTES_DIR: web.remotesDir,
      REMOTES_CONFIG: web.remotesConfig,
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Started on PORT=0: the port the system gave, read from the listening line once it is printed. */
async function listeningPort(started: Started, suffix = ''): Promise<number> {
  const line = new RegExp(`gateway listening on http://127\\.0\\.0\\.1:(\\d+)${suffix.replace(/[()]/g, '\\$&')}`);
  await waitFor(() => line.test(started.output()), 'the listening line');
  const port = Number(line.exec(started.output())![1]);
  expect(port).toBeGreaterThan(0);
  return port;
}

it('stops at start with a message naming a bad variable', async () => {
  const started = run({ BODY_LIMIT: 'lots' });
  expect(await started.exited).toBe(1);
  expect(started.output()).toContain('gateway: BODY_LIMIT must be a whole number');
});

it('names the port when it is taken', async () => {
  const port = Number(new URL(identity.url).port);
  const started = run({ PORT: String(port) });
  expect(await started.exited).toBe(1);
  expect(started.output()).toContain(`Port ${port} (gateway) is already in use. Stop the process using it or set PORT.`);
});

it('serves, then on SIGTERM finishes the request in flight and exits 0', async () => {
  const started = run({ PORT: '0', IDENTITY_URL: identity.url });
  try {
    const port = await listeningPort(started);
    const inFlight = request(`http://127.0.0.1:${port}/api/users/slow`);
    await waitFor(() => (identity.hits['/api/users/slow'] ?? 0) > 0, 'the request to reach the service');
    started.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.statusCode).toBe(200);
    expect(await res.body.json()).toEqual({ late: true });
    expect(await started.exited).toBe(0);
  } finally {
    started.child.kill('SIGKILL');
  }
});

/** The gateway's worker processes (Linux: the kernel lists a process's children). */
function workerPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

it('serves one port from several workers and replaces a worker that dies', async () => {
  const started = run({ PORT: '0', IDENTITY_URL: identity.url, GATEWAY_WORKERS: '2' });
  try {
    const port = await listeningPort(started, ' (2 workers)');
    const pid = started.child.pid!;
    const [first, second] = workerPids(pid);
    expect(second).toBeDefined();
    process.kill(first!, 'SIGKILL');
    await waitFor(() => workerPids(pid).length === 2 && !workerPids(pid).includes(first!), 'a replacement worker');
    for (let i = 0; i < 6; i++) {
      const res = await request(`http://127.0.0.1:${port}/api/users/me`, { reset: true });
      expect(res.statusCode).toBe(200);
      await res.body.dump();
    }
    expect(started.output()).toContain(`gateway: worker ${first} exited (SIGKILL); starting another`);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
  } finally {
    started.child.kill('SIGKILL');
  }
});

it('holds the documented rate limit for the gateway as a whole, however many workers share the port', async () => {
  const started = run({ PORT: '0', IDENTITY_URL: identity.url, GATEWAY_WORKERS: '2', RATE_LIMIT_MAX: '10', RATE_LIMIT_EXEMPT_LOOPBACK: 'false' });
  try {
    const port = await listeningPort(started, ' (2 workers)');
    const statuses: number[] = [];
    // A new connection each: the primary deals connections to its workers in turn.
    for (let i = 0; i < 20; i++) {
      const res = await request(`http://127.0.0.1:${port}/api/users/me`, { reset: true });
      statuses.push(res.statusCode);
      await res.body.dump();
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(10).fill(429)]);
  } finally {
    started.child.kill('SIGKILL');
  }
});

it('stops every worker and exits 1 when workers cannot start', async () => {
  const port = Number(new URL(identity.url).port);
  const started = run({ PORT: String(port), GATEWAY_WORKERS: '2' });
  expect(await started.exited).toBe(1);
  expect(started.output()).toContain(`Port ${port} (gateway) is already in use. Stop the process using it or set PORT.`);
});

it('keeps a token someone puts in a query (no route takes one) out of its request lines', async () => {
  const started = run({ PORT: '0', IDENTITY_URL: identity.url, GATEWAY_WORKERS: '1', LOG_REQUESTS: 'true', LOG_LEVEL: 'info' });
  try {
    const port = await listeningPort(started);
    const secret = 'eyJhbGciOiJSUzI1NiJ9.c2VjcmV0LXRva2Vu.c2lnbmF0dXJl';
    const res = await request(`http://127.0.0.1:${port}/api/documents/invoice/00000000-0000-4000-8000-000000000001/view?lang=en&token=${secret}`);
    await res.body.dump();
    await waitFor(() => started.output().includes('token=[redacted]'), 'the request line').catch((err: Error) => {
      throw new Error(`${err.message}; output: ${started.output().slice(-1500)}`);
    });
    expect(started.output()).not.toContain(secret);
  } finally {
    started.child.kill('SIGKILL');
  }
});
