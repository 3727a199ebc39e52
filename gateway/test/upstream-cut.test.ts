import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { type RunningGateway, startGateway } from './helpers';

/**
 * A service that hangs up while the gateway is still streaming a receipt to it: it refuses the upload early
 * (413, as a service past its body limit does) or dies mid-upload. The caller must get an answer at once,
 * not when the gateway's 30 s upstream time-out runs out, and the gateway must not keep its connection.
 */
const UPLOAD = 8 * 1024 * 1024;
/** A receipt travels as multipart/form-data; only as such may it pass the gateway's 1 MB. */
const RECEIPT_TYPE = 'multipart/form-data; boundary=x';
const CHUNK = 64 * 1024;
const TOO_LARGE = { message: 'Receipt is too large.', code: 'receiptTooLarge' };
const UNAVAILABLE = { message: 'The finance service is unavailable. Please try again shortly.', code: 'serviceUnavailable' };
/** Well under the gateway's upstream time-out. */
const PROMPTLY = 10_000;

/** What the stand-in for svc-finance does once the first 16 KB of a body are in. */
type Behaviour =
  /** Answers 413, stops reading and closes its side once the answer is out. */
  | 'refuse'
  /** Answers 413 and destroys the socket at once (the unread body turns the close into a reset). */
  | 'refuse-and-reset'
  /** Destroys the socket without a word, as a SIGKILLed process does. */
  | 'die'
  /** Reads the whole body and says how much it got. */
  | 'accept';

type Framing = 'content-length' | 'chunked';
type Answer = { status: number | undefined; body: unknown };

/** Reads while it writes, as browsers and undici do. */
async function streamingUpload(url: string, framing: Framing): Promise<Answer> {
  const chunks = Array.from({ length: UPLOAD / CHUNK }, () => Buffer.alloc(CHUNK, 120));
  const res = await request(url, {
    method: 'POST',
    headers: { 'content-type': RECEIPT_TYPE, ...(framing === 'content-length' ? { 'content-length': String(UPLOAD) } : {}) },
    body: Readable.from(chunks),
  });
  return { status: res.statusCode, body: await res.body.json() };
}

/**
 * Sends the whole body before it counts on an answer, as most HTTP libraries outside browsers do: it only
 * gets one if the gateway reads the rest of the body after the service stopped.
 */
async function writeFirstUpload(url: string, framing: Framing): Promise<Answer> {
  // Its own keep-alive agent: a pooled socket the gateway closed after the previous test would fail the write.
  const agent = new http.Agent({ keepAlive: true });
  try {
    return await writeFirst(url, framing, agent);
  } finally {
    agent.destroy();
  }
}

function writeFirst(url: string, framing: Framing, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': RECEIPT_TYPE, ...(framing === 'content-length' ? { 'content-length': String(UPLOAD) } : { 'transfer-encoding': 'chunked' }) };
    const req = http.request(url, { method: 'POST', headers, agent });
    const sent = new Promise((done) => req.once('finish', done));
    const answered = new Promise<Answer>((done) =>
      req.once('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode, body: JSON.parse(body) }));
      }),
    );
    req.on('error', reject);
    req.end(Buffer.alloc(UPLOAD, 120));
    Promise.all([sent, answered]).then(([, answer]) => resolve(answer), reject);
  });
}

/** Connections the gateway holds for a request: none once every answer is out and every body read. */
function busyConnections(server: http.Server): Promise<number> {
  server.closeIdleConnections();
  return new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

describe('a service that cuts the connection while the gateway streams a request body to it', () => {
  let finance: http.Server;
  let behaviour: Behaviour = 'accept';
  let gateway: RunningGateway;
  let url: string;

  beforeAll(async () => {
    finance = http.createServer((req, res) => {
      let received = 0;
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received < 16 * 1024 || behaviour === 'accept' || res.headersSent || req.socket.destroyed) return;
        if (behaviour === 'die') {
          req.socket.destroy();
          return;
        }
        if (behaviour === 'refuse') {
          // Half-closed, the socket stays open with the body unread: a close now would be a reset.
          req.pause();
          res.writeHead(413, { 'content-type': 'application/json' }).end(JSON.stringify(TOO_LARGE), () => req.socket.end());
        } else {
          res.writeHead(413, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify(TOO_LARGE), () => req.socket.destroy());
        }
      });
      req.on('end', () => {
        if (!res.headersSent) res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ received }));
      });
    });
    await new Promise<void>((resolve) => finance.listen(0, '127.0.0.1', () => resolve()));
    // The default upstream time-out (30 s): an answer that waits for it fails the test's own.
    gateway = await startGateway({ FINANCE_URL: `http://127.0.0.1:${(finance.address() as AddressInfo).port}` });
    url = `${gateway.url}/api/expenses/e1/receipt`;
  });

  afterEach(async () => {
    while ((await busyConnections(gateway.app.server)) > 0) await sleep(20);
  }, PROMPTLY);

  afterAll(async () => {
    await gateway.close();
    finance.closeAllConnections();
    await new Promise((resolve) => finance.close(resolve));
  });

  const clients = [
    ['a streaming client', (framing: Framing) => streamingUpload(url, framing)],
    ['a client that writes its whole body first', (framing: Framing) => writeFirstUpload(url, framing)],
  ] as const;
  const cases = clients.flatMap(([client, upload]) => (['content-length', 'chunked'] as const).map((framing) => [client, framing, upload] as const));

  describe.each(cases)('%s, body sent with %s', (_client, framing, upload) => {
    it('gets the service’s early 413 and its body', async () => {
      behaviour = 'refuse';
      expect(await upload(framing)).toEqual({ status: 413, body: TOO_LARGE });
    }, PROMPTLY);

    it('gets the 413 too when the service resets the connection right after it, or else the 503 of a service gone', async () => {
      // The reset can reach the gateway before it has read the answer: then the answer is lost with the socket.
      behaviour = 'refuse-and-reset';
      expect([
        { status: 413, body: TOO_LARGE },
        { status: 503, body: UNAVAILABLE },
      ]).toContainEqual(await upload(framing));
    }, PROMPTLY);

    it('gets the 503 of a service gone when the service dies before answering', async () => {
      behaviour = 'die';
      expect(await upload(framing)).toEqual({ status: 503, body: UNAVAILABLE });
    }, PROMPTLY);

    it('still gets the answer of a service that reads the whole body', async () => {
      behaviour = 'accept';
      expect(await upload(framing)).toEqual({ status: 201, body: { received: UPLOAD } });
    }, PROMPTLY);
  });
});
