import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { repoRoot } from '../paths';

/**
 * The least any Node.js proxy costs on this machine: Node's http server in front of an undici pool (what
 * the gateway is built on), forwarding to a server that answers a fixed JSON body as large as /me's,
 * no database, no auth, no logging. Measured like the gateway row (autocannon, same connections and
 * duration, same machine, same run), it tells the gateway's own overhead from the machine's.
 */

const UPSTREAM = `
const http = require('node:http');
const body = JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', username: 'Admin', email: 'admin@example.com', role: 'admin', phone: null,
  contactStreet: null, contactCity: null, contactZip: null, contactApartment: null, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() });
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

const PROXY = `
const http = require('node:http');
const { Pool } = require('undici');
const pool = new Pool('http://127.0.0.1:' + process.env.UPSTREAM_PORT, { connections: Number(process.env.CONNECTIONS) });
const server = http.createServer((req, res) => {
  const { host, connection, ...headers } = req.headers;
  pool.request({ path: req.url, method: req.method, headers }).then(
    ({ statusCode, headers, body }) => {
      res.writeHead(statusCode, headers);
      body.pipe(res);
    },
    () => {
      res.statusCode = 502;
      res.end();
    },
  );
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

async function startScript(source: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['-e', source], { cwd: repoRoot(), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const [first] = (await Promise.race([once(lines, 'line'), once(child, 'exit').then(() => [undefined])])) as [string | undefined];
  const port = Number(first);
  if (!port) throw new Error('The proxy-floor reference server did not start.');
  return { child, port };
}

/** The gateway's default UPSTREAM_CONNECTIONS, so both pools behave alike. */
const UPSTREAM_CONNECTIONS = 128;

export interface ProxyFloor {
  /** The proxied /api/users/me. */
  url: string;
  stop(): void;
}

/** Starts the reference proxy and its upstream; the caller loads `url` as it loads the gateway. */
export async function startProxyFloor(): Promise<ProxyFloor> {
  const upstream = await startScript(UPSTREAM, {});
  try {
    const proxy = await startScript(PROXY, { UPSTREAM_PORT: String(upstream.port), CONNECTIONS: String(UPSTREAM_CONNECTIONS) });
    return {
      url: `http://127.0.0.1:${proxy.port}/api/users/me`,
      stop: () => {
        proxy.child.kill();
        upstream.child.kill();
      },
    };
  } catch (err) {
    upstream.child.kill();
    throw err;
  }
}
