import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { repoRoot } from '../paths';

/**
 * The reference the gateway is held to: Node's http server in front of an undici pool (what the gateway
 * is built on) forwarding to the same service the gateway proxies, with no routing, request ids, limits
 * or logging. Loaded like the gateway (autocannon, same connections and duration, same run), both pay
 * the same machine's price for a proxy hop, so what the gateway does worse is its own doing.
 */

const PROXY = `
const http = require('node:http');
const { Pool } = require('undici');
const pool = new Pool(process.env.UPSTREAM_ORIGIN, { connections: Number(process.env.CONNECTIONS) });
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

/** The gateway's default UPSTREAM_CONNECTIONS, so both pools behave alike. */
const UPSTREAM_CONNECTIONS = 128;

export interface BareProxy {
  /** Where to send what would go to the upstream's origin. */
  origin: string;
  stop(): void;
}

/** Starts the bare proxy in front of `upstreamOrigin` (say svc-identity's http://127.0.0.1:port). */
export async function startBareProxy(upstreamOrigin: string): Promise<BareProxy> {
  const child = spawn(process.execPath, ['-e', PROXY], {
    cwd: repoRoot(),
    env: { ...process.env, UPSTREAM_ORIGIN: upstreamOrigin, CONNECTIONS: String(UPSTREAM_CONNECTIONS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [first] = (await Promise.race([once(lines, 'line'), once(child, 'exit').then(() => [undefined])])) as [string | undefined];
  const port = Number(first);
  if (!port) {
    child.kill();
    throw new Error('The bench\'s bare reference proxy did not start.');
  }
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}
