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

/** A port the kernel considers free right now (tests and bench stacks run beside `npm start`). */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
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
