import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildGateway } from '../src/app';
import { configFromEnv, type GatewayConfig } from '../src/config/env';
import type { Env } from '../src/config/upstreams';

export interface Upstream {
  app: FastifyInstance;
  url: string;
  /** What /ready answers; tests flip it. */
  readyStatus: number;
  /** Last request the upstream saw. */
  seen: { url?: string; headers?: Record<string, string | string[] | undefined>; body?: Buffer };
  /** Requests per URL. */
  hits: Record<string, number>;
  close(): Promise<void>;
}

/** A small service standing in for svc-*: it echoes what reached it, as a real one would see it. */
export async function startUpstream(options: { name?: string; openapi?: unknown } = {}): Promise<Upstream> {
  const app = Fastify({ logger: false });
  const state: Upstream = {
    app,
    url: '',
    readyStatus: 200,
    seen: {},
    hits: {},
    close: async () => {
      await app.close();
    },
  };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 }, (_req, body, done) => done(null, body));
  app.addHook('onRequest', async (request) => {
    state.seen = { url: request.url, headers: { ...request.headers } };
    state.hits[request.url] = (state.hits[request.url] ?? 0) + 1;
  });
  app.addHook('preHandler', async (request) => {
    state.seen.body = request.body as Buffer | undefined;
  });
  app.get('/ready', async (_request, reply) => reply.code(state.readyStatus).send({ status: state.readyStatus === 200 ? 'ready' : 'not ready' }));
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/openapi.json', async () => options.openapi ?? { openapi: '3.0.3', info: { title: options.name ?? 'svc', version: '1' }, paths: {} });
  app.get('/api/users/me', async (request, reply) => {
    reply.header('x-powered-by', 'Express');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    reply.header('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
    return { user: { id: 'u1', email: 'admin@example.com' }, url: request.url, requestId: request.headers['x-request-id'] };
  });
  app.get('/api/users/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_500).unref());
    return { late: true };
  });
  app.get('/api/users/big', async (_request, reply) => reply.type('application/octet-stream').send(Buffer.alloc(3 * 1024 * 1024, 7)));
  app.post('/api/auth/login', async (request, reply) =>
    reply.code(201).send({
      received: (request.body as Buffer | undefined)?.length ?? 0,
      contentType: request.headers['content-type'],
      echo: (request.body as Buffer | undefined)?.toString('utf8').slice(0, 200),
    }),
  );
  app.put('/api/quotes/:id', async (request) => ({ service: 'billing', id: (request.params as { id: string }).id }));
  app.get('/api/quotes', async (_request, reply) => reply.code(503).send({ message: 'Quotes are paused.', code: 'PAUSED' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  state.url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return state;
}

/**
 * A port nothing listens on, for an upstream that is down: bound once, then released. Never a port a
 * test then listens on itself (that is PORT=0, read back), so a port taken meanwhile cannot race it.
 */
export async function closedPort(): Promise<number> {
  const probe = Fastify();
  await probe.listen({ port: 0, host: '127.0.0.1' });
  const { port } = probe.server.address() as AddressInfo;
  await probe.close();
  return port;
}

export interface WebFixture {
  dir: string;
  shellDir: string;
  remotesDir: string;
  remotesConfig: string;
  cleanup(): Promise<void>;
}

export const BIG_SCRIPT = `console.log(${JSON.stringify('hvac '.repeat(4000))});\n`;

/** A built shell and one remote with two versions, laid out as the frontend builds publish them. */
export async function webFixture(options: { withShell?: boolean } = {}): Promise<WebFixture> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hvac-gateway-'));
  const shellDir = path.join(dir, 'shell');
  const remotesDir = path.join(dir, 'remotes');
  const remotesConfig = path.join(dir, 'remotes.json');
  if (options.withShell !== false) {
    await mkdir(shellDir, { recursive: true });
    await writeFile(path.join(shellDir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script src="/main.3f2a9c1b.js"></script></body></html>');
    await writeFile(path.join(shellDir, 'main.3f2a9c1b.js'), BIG_SCRIPT);
    await writeFile(path.join(shellDir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await writeFile(path.join(shellDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    await writeFile(path.join(shellDir, 'apple-touch-icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await writeFile(path.join(shellDir, 'site.webmanifest'), JSON.stringify({ name: 'HVAC' }));
  }
  for (const version of ['1.0.0', '1.1.0']) {
    const remote = path.join(remotesDir, 'mf-accounts', version);
    await mkdir(remote, { recursive: true });
    await writeFile(path.join(remote, 'remoteEntry.js'), `/* mf_accounts ${version} */`);
    await writeFile(path.join(remote, 'mf-manifest.json'), JSON.stringify({ id: 'mf_accounts', version }));
    await writeFile(path.join(remote, '__federation_expose_routes.8f7a6b5c4d3e2f1a.js'), `/* routes ${version} */`);
  }
  await writeFile(
    remotesConfig,
    JSON.stringify({ mf_accounts: { entry: '/remotes/mf-accounts/1.0.0/mf-manifest.json', version: '1.0.0' } }),
  );
  return { dir, shellDir, remotesDir, remotesConfig, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export function testConfig(env: Env = {}): GatewayConfig {
  return configFromEnv({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '0', ...env });
}

export interface RunningGateway {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

export async function startGateway(env: Env): Promise<RunningGateway> {
  const app = await buildGateway(testConfig(env));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: () => app.close(),
  };
}

export const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;connect-src 'self';frame-src https://www.google.com;frame-ancestors 'none';base-uri 'self';form-action 'self';object-src 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

export function expectSecurityHeaders(headers: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name]).toBe(value);
  }
  expect(headers['x-powered-by']).toBeUndefined();
}
