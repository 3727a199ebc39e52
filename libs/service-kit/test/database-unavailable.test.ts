import net from 'node:net';
import Fastify from 'fastify';
import { createDb } from '../src/db';
import { DATABASE_UNAVAILABLE_MESSAGE, installErrorHandlers } from '../src/errors';

/** A loopback port nothing listens on: a database that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('answers 503 with a message and Retry-After, not a 500, while the database is down', async () => {
  const db = createDb(`postgres://hvac:x@127.0.0.1:${await closedPort()}/hvac`, 'public');
  const app = Fastify({ logger: false });
  installErrorHandlers(app);
  app.get('/api/things', async () => db.raw('select 1'));
  try {
    const res = await app.inject({ method: 'GET', url: '/api/things' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'serviceUnavailable' });
  } finally {
    await app.close();
    await db.destroy();
  }
});

it('still answers 500 for a fault of its own', async () => {
  const app = Fastify({ logger: false });
  installErrorHandlers(app);
  app.get('/api/things', async () => {
    throw new Error('a bug');
  });
  const res = await app.inject({ method: 'GET', url: '/api/things' });
  expect(res.statusCode).toBe(500);
  expect(res.json().code).toBe('internalError');
  await app.close();
});
