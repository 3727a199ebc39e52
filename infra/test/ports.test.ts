import net from 'node:net';
import { assertPortFree, findFreePort, isPortFree, outgoingPortRange } from '../src/ports';

describe('ports', () => {
  it('names the port, what needed it and the setting to change when the port is taken', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      await expect(assertPortFree(port, 'gateway')).rejects.toThrow(
        `Port ${port} (gateway) is already in use. Stop the process using it or set PORT.`,
      );
      await expect(assertPortFree(port, 'NATS', 'NATS_PORT')).rejects.toThrow(`Port ${port} (NATS) is already in use. Stop the process using it or set NATS_PORT.`);
      expect(await isPortFree(port)).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    await expect(assertPortFree(port, 'gateway')).resolves.toBeUndefined();
  });

  it('sees a port taken on all interfaces as taken on loopback too', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      expect(await isPortFree(port)).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('finds a port that can be listened on, below the ports of outgoing connections, and not the same twice in a row', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => findFreePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(15_000);
      expect(port).toBeLessThan(outgoingPortRange()[0]);
      await expect(assertPortFree(port, 'test')).resolves.toBeUndefined();
    }
    expect(new Set(ports).size).toBeGreaterThan(15);
  });
});
