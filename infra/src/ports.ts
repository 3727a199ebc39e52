import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE' || err.code === 'EACCES') resolve(false);
      else reject(err);
    });
    server.listen({ port, host }, () => server.close(() => resolve(true)));
  });
}

/**
 * Throws a message a person can act on when `port` is taken. `setting` names the variable that moves
 * the component to another port.
 */
export async function assertPortFree(port: number, what: string, setting = 'PORT', host = '127.0.0.1'): Promise<void> {
  if (!(await canListen(port, host))) {
    throw new Error(`Port ${port} (${what}) is already in use. Stop the process using it or set ${setting}.`);
  }
}

export async function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return canListen(port, host);
}

/** The local ports the kernel gives outgoing connections (Linux's setting; elsewhere IANA's dynamic range). */
export function outgoingPortRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: IANA's range below.
  }
  return [49152, 65535];
}

/** Below this, the well-known development ports (3000s, 4222, 5432, 6379, 8080) stay out of the way. */
const PICKED_FROM = 15_000;

/**
 * A free port for a test or bench stack (they run beside `npm start`), picked below the range of
 * outgoing connections' local ports: a stack stops and restarts NATS, PostgreSQL, the mail capture and
 * services on the ports they had, and a port from the kernel's own pick (port 0) can meanwhile be the
 * local end of any outgoing connection on the machine, which makes the restart fail with EADDRINUSE.
 */
export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  const below = outgoingPortRange()[0];
  if (below - PICKED_FROM >= 1_000) {
    for (let tries = 0; tries < 100; tries++) {
      const port = randomInt(PICKED_FROM, below);
      if (await canListen(port, host)) return port;
    }
  }
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts TCP connections on host:port, or rejects after timeoutMs. */
export async function waitForPort(port: number, host = '127.0.0.1', timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`Nothing accepted connections on ${host}:${port} within ${timeoutMs} ms.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
