import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { PAYLOAD_TOO_LARGE, badGateway, gatewayTimeout, serviceUnavailable } from '../http/errors';
import { RECEIPT_UPLOAD_BODY_LIMIT, isReceiptUpload } from '@hvac/contracts/finance';
import { REQUEST_ID_HEADER } from '@hvac/service-kit/net';
import type { UpstreamClient } from './upstream-client';

// The proxy's hot path. It streams both ways through undici's dispatcher instead of going through
// @fastify/reply-from: that plugin copied the headers twice, parsed a URL and built a cache key per
// request, which cost about a quarter of the gateway's throughput in the bench.

/** Hop-by-hop headers (RFC 9110 §7.6.1) plus what the gateway sets itself. */
const REQUEST_SKIP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  // Node already answered "100 Continue" to the client; undici refuses the header.
  'expect',
  REQUEST_ID_HEADER,
  'x-forwarded-for',
]);
const RESPONSE_SKIP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'trailer',
  'upgrade',
  REQUEST_ID_HEADER,
  // Names the framework behind the edge: nothing a client needs, something an attacker likes.
  'x-powered-by',
]);

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
]);
const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** The replica never got the request: any request may go to another one. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT']);
/** Methods that may be sent again after a connection broke under them (RFC 9110 §9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

class BodyTooLargeError extends Error {
  readonly code = 'payloadTooLarge';
}

class ClientGoneError extends Error {
  readonly code = 'CLIENT_GONE';
}

/**
 * How much of a body the gateway reads and drops once it has answered without forwarding all of it (its
 * own 413, or a service that answered or broke off mid-upload). Most HTTP clients outside browsers send
 * their whole body before they read a byte of the answer, and a socket closed with unread data on it is
 * reset, which loses the answer with it: the client saw a reset, and the web client retried three times.
 * Read to its end, the body leaves the connection ready for the next request; past this much it is cut.
 */
const DISCARD_LIMIT = 32 * 1024 * 1024;

/** Reads and drops the rest of a request's body, `seen` bytes of it already read (docs/architecture.md#request-flow). */
function discardBody(raw: IncomingMessage, seen: number): void {
  if (raw.readableEnded || raw.destroyed) return;
  let read = seen;
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DISCARD_LIMIT) raw.destroy();
  });
  raw.resume();
}

/**
 * The request body on its way to the service, counted against the limit (a chunked body has no
 * Content-Length to check up front). undici destroys the body it sends when the service answers or breaks
 * off mid-upload; were that the client's request itself, the client's socket would never be read again (a
 * client still uploading never gets the answer, the connection never closes), so undici gets this stream
 * and the client's request stays the gateway's.
 */
class RequestBody extends Transform {
  private seen = 0;

  constructor(
    private readonly raw: IncomingMessage,
    private readonly limit: number,
  ) {
    super();
    raw.pipe(this);
    raw.once('error', (error) => this.destroy(error));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) callback(new BodyTooLargeError('Request body is too large.'));
    else callback(null, chunk);
  }

  /** The service stopped taking the body before its end, or it grew past the limit. */
  discardRest(): void {
    this.raw.unpipe(this);
    discardBody(this.raw, this.seen);
  }
}

export interface ForwardOptions {
  bodyLimit: number;
  /** The site's security headers as flat name/value pairs, for answers that set none of their own. */
  securityFlat: readonly string[];
  logRequests: boolean;
}

function connectionListed(value: string | undefined): Set<string> | undefined {
  if (value === undefined) return undefined;
  const lower = value.toLowerCase();
  if (lower === 'keep-alive' || lower === 'close') return undefined;
  return new Set(lower.split(',').map((token) => token.trim()));
}

function requestHeaders(request: FastifyRequest): string[] {
  const source = request.raw.headers;
  const listed = connectionListed(source.connection);
  const out: string[] = [];
  for (const name in source) {
    if (REQUEST_SKIP.has(name) || listed?.has(name)) continue;
    const value = source[name];
    if (value === undefined) continue;
    if (typeof value === 'string') out.push(name, value);
    else for (const item of value) out.push(name, item);
  }
  out.push(REQUEST_ID_HEADER, request.id, 'x-forwarded-for', request.ip);
  return out;
}

class ProxyHandler implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | null = null;
  private responding = false;
  private done = false;
  private readonly res: ServerResponse;
  private readonly started = performance.now();
  private readonly firstReplica: number;
  private tries = 0;

  constructor(
    private readonly client: UpstreamClient,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly options: ForwardOptions,
    private readonly dispatchOptions: Dispatcher.DispatchOptions,
    private readonly body: RequestBody | null,
  ) {
    this.res = reply.raw;
    this.res.once('close', this.onClientClose);
    this.firstReplica = client.nextReplica();
  }

  /** Sends the request to the next replica it has not tried; false when every one was tried. */
  dispatch(): boolean {
    const { pools } = this.client;
    if (this.tries >= pools.length) return false;
    const pool = pools[(this.firstReplica + this.tries) % pools.length]!;
    this.tries += 1;
    pool.dispatch(this.dispatchOptions, this);
    return true;
  }

  /** A replica that is down (killed, restarting) costs no answer while another can take the request. */
  private retryElsewhere(code: string): boolean {
    const safe = NOT_CONNECTED.has(code) || (UNREACHABLE.has(code) && IDEMPOTENT.has(this.request.raw.method ?? ''));
    return safe && this.dispatch();
  }

  private readonly onClientClose = (): void => {
    if (!this.done) {
      this.done = true;
      this.controller?.abort(new ClientGoneError('The client closed the connection.'));
    }
  };

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.done) controller.abort(new ClientGoneError('The client closed the connection.'));
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
    statusMessage?: string,
  ): void {
    // 1xx answers (100 Continue, 103 Early Hints) are not relayed; the final answer follows.
    if (statusCode < 200 || this.done) return;
    this.responding = true;
    this.reply.hijack();
    const out: string[] = [];
    for (const name in headers) {
      if (RESPONSE_SKIP.has(name)) continue;
      const value = headers[name];
      if (value === undefined) continue;
      if (typeof value === 'string') out.push(name, value);
      else for (const item of value) out.push(name, item);
    }
    // A service's own security header is meant for its answer and is the stricter one (a receipt's
    // sandboxing CSP): the site's apply only where it set none (docs/architecture.md#request-flow).
    const { securityFlat } = this.options;
    for (let i = 0; i < securityFlat.length; i += 2) {
      const name = securityFlat[i]!;
      if (headers[name] === undefined) out.push(name, securityFlat[i + 1]!);
    }
    out.push(REQUEST_ID_HEADER, this.request.id);
    this.res.writeHead(statusCode, statusMessage || undefined, out);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (!this.res.write(chunk)) {
      controller.pause();
      this.res.once('drain', () => controller.resume());
    }
  }

  onResponseEnd(): void {
    this.done = true;
    this.res.end();
    this.body?.discardRest();
    if (this.options.logRequests) {
      this.request.log.info(
        { statusCode: this.res.statusCode, responseTime: performance.now() - this.started, service: this.client.name },
        'request completed',
      );
    }
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    const alreadyDone = this.done;
    this.done = true;
    if (error instanceof ClientGoneError || alreadyDone) return;
    if (!this.responding && this.retryElsewhere((error as { code?: string }).code ?? '')) {
      this.done = false;
      return;
    }
    this.body?.discardRest();
    if (this.responding) {
      // Headers are out: the only honest signal left is to cut the connection.
      this.request.log.warn({ err: error, service: this.client.name }, 'upstream response broke off');
      this.res.destroy(error);
      return;
    }
    const { reply } = this;
    if (reply.sent || this.res.destroyed) return;
    const code = (error as { code?: string }).code ?? '';
    if (error instanceof BodyTooLargeError) {
      reply.code(413).send(PAYLOAD_TOO_LARGE);
    } else if (TIMEOUTS.has(code)) {
      this.request.log.warn({ service: this.client.name, code }, 'upstream timed out');
      reply.code(504).send(gatewayTimeout(this.client.name));
    } else if (UNREACHABLE.has(code)) {
      this.request.log.warn({ service: this.client.name, code }, 'upstream unavailable');
      reply.code(503).send(serviceUnavailable(this.client.name));
    } else {
      this.request.log.error({ err: error, service: this.client.name }, 'upstream request failed');
      reply.code(502).send(badGateway(this.client.name));
    }
  }
}

function requestBody(raw: IncomingMessage, bodyLimit: number): RequestBody | null {
  if (raw.method === 'GET' || raw.method === 'HEAD') return null;
  const length = raw.headers['content-length'];
  if (length === undefined ? raw.headers['transfer-encoding'] === undefined : length === '0') return null;
  return new RequestBody(raw, bodyLimit);
}

/** Builds the route handler forwarding a request, path and query unchanged, to one service. */
export function forwardTo(client: UpstreamClient, options: ForwardOptions) {
  return function forward(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const raw = request.raw;
    // Receipts are multipart files of up to 10 MB (docs/domains/finance.md#receipts); every other body keeps the limit.
    const bodyLimit = isReceiptUpload(raw.method, raw.url, raw.headers['content-type']) ? Math.max(options.bodyLimit, RECEIPT_UPLOAD_BODY_LIMIT) : options.bodyLimit;
    const length = raw.headers['content-length'];
    if (length !== undefined && Number(length) > bodyLimit) {
      discardBody(raw, 0);
      return reply.code(413).send(PAYLOAD_TOO_LARGE);
    }
    const body = requestBody(raw, bodyLimit);
    const dispatchOptions: Dispatcher.DispatchOptions = {
      path: raw.url ?? '/',
      method: raw.method as Dispatcher.HttpMethod,
      headers: requestHeaders(request),
      body,
    };
    new ProxyHandler(client, request, reply, options, dispatchOptions, body).dispatch();
    return reply;
  };
}
