import net from 'node:net';
import { request } from 'undici';
import { type RunningGateway, type Upstream, startGateway, startUpstream } from './helpers';

/**
 * What Node's parser refuses before any route runs still answers `{ message, code }` (docs/architecture.md#routes-and-errors).
 * Found by proof's fuzzing: an address over 16 KB got Fastify's `{ error, message, statusCode }`.
 */
describe('requests the HTTP parser refuses', () => {
  let identity: Upstream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    identity = await startUpstream();
    gateway = await startGateway({ IDENTITY_URL: identity.url, GATEWAY_SERVICES: 'identity' });
  });
  afterAll(async () => {
    await gateway.close();
    await identity.close();
  });

  it('answers 431 with { message, code } for an address over 16 KB, without bothering a service', async () => {
    const res = await request(`${gateway.url}/api/users/me?q=${'a'.repeat(20_000)}`);
    expect(res.statusCode).toBe(431);
    expect(await res.body.json()).toEqual({ message: 'The request’s address or headers are too long.', code: 'badRequest' });
    expect(identity.hits).toEqual({});
  });

  it('answers 400 with { message, code } for a request line that is not HTTP', async () => {
    const { port } = new URL(gateway.url);
    const raw = await new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ message: 'Bad request', code: 'badRequest' });
  });
});
