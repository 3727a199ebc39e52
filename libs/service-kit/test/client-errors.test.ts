import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { clientError } from '../src/net';

/**
 * Found by proof's fuzzing (docs/proof.md#fuzzing): an address just under the gateway's 16 KB passes it, and
 * with the headers the gateway adds it overflows a service's parser, whose 431 was Fastify's
 * `{ error, message, statusCode }`. Every service and the gateway answer it as `{ message, code }`.
 */
let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  app = Fastify({ logger: false, clientErrorHandler: clientError });
  app.get('/page', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** One request on its own connection. */
function get(target: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    http
      .get(target, { agent: false }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
      })
      .on('error', reject);
  });
}

it('answers a request whose address or headers overflow the parser with 431 { message, code }', async () => {
  expect(await get(`${url}/page?limit=${'%00'.repeat(6_000)}`)).toEqual({
    status: 431,
    body: { message: 'The request’s address or headers are too long.', code: 'badRequest' },
  });
  expect(await get(`${url}/page`)).toEqual({ status: 200, body: { ok: true } });
});
