import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
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

export interface FloorLoad {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/** The gateway's default UPSTREAM_CONNECTIONS, so both pools behave alike. */
const UPSTREAM_CONNECTIONS = 128;

/** Starts the reference proxy and its upstream, loads the proxy as the gateway row is loaded, stops both. */
export async function measureProxyFloor(connections: number, seconds: number): Promise<FloorLoad> {
  const upstream = await startScript(UPSTREAM, {});
  try {
    const proxy = await startScript(PROXY, { UPSTREAM_PORT: String(upstream.port), CONNECTIONS: String(UPSTREAM_CONNECTIONS) });
    try {
      const url = `http://127.0.0.1:${proxy.port}/api/users/me`;
      await autocannon({ url, connections, duration: 2 });
      const r = await autocannon({ url, connections, duration: seconds });
      return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts };
    } finally {
      proxy.child.kill();
    }
  } finally {
    upstream.child.kill();
  }
}
