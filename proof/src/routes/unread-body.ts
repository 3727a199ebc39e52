import net from 'node:net';
import { RECEIPT_UPLOAD_BODY_LIMIT, isReceiptUpload } from '@hvac/contracts/finance';
import type { Request } from '../world';

/** The largest JSON body any route takes: the services' body limit and the gateway's BODY_LIMIT. */
const JSON_BODY_LIMIT = 1024 * 1024;
/** The first bytes of the body that are sent; the rest never is. */
const SENT = 16;

/**
 * A guest's request that announces the largest body the gateway passes on for it (11 MB for a receipt
 * upload, else 1 MB) and sends only its first bytes, over a socket of its own. Its answer's status comes
 * back only if the route refused it unread: a guard that waited for the body would still be waiting when
 * `withinMs` ran out (docs/architecture.md#routes-and-errors). Otherwise, what happened instead.
 */
export function answerToUnreadBody(base: string, request: Request, withinMs: number): Promise<number | string> {
  const [type, body] = request.raw ? [request.raw.type, Buffer.from(request.raw.body)] : ['application/json', Buffer.from(JSON.stringify(request.body ?? {}))];
  const announced = isReceiptUpload(request.method, request.url, type) ? RECEIPT_UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT;
  const { hostname, port } = new URL(base);
  const head = `${request.method} ${request.url} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: ${type}\r\nContent-Length: ${announced}\r\n\r\n`;
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    const done = (outcome: number | string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => done(`no answer within ${withinMs} ms with ${SENT} of ${announced} bytes sent`), withinMs);
    socket.on('error', (error) => done(`the connection failed: ${error.message}`));
    socket.on('close', () => done('the connection closed without an answer'));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(answer);
      if (status) done(Number(status[1]));
    });
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body.subarray(0, SENT)]));
  });
}
