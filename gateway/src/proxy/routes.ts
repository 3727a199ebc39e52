import cluster from 'node:cluster';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RateLimitConfig } from '../config/env';
import { NOT_FOUND } from '../http/errors';
import { type ForwardOptions, forwardTo } from './forward';
import { primaryStore } from './shared-rate-limit';
import type { UpstreamClient } from './upstream-client';

export interface ProxyRoutesOptions extends ForwardOptions {
  clients: readonly UpstreamClient[];
  rateLimit: RateLimitConfig;
}

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/** Encapsulated: bodies stay unread streams here and are piped to the service untouched. */
export async function proxyRoutes(app: FastifyInstance, options: ProxyRoutesOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const { max, windowMs, exemptLoopback } = options.rateLimit;
  if (max > 0) {
    await app.register(rateLimit, {
      max,
      timeWindow: windowMs,
      allowList: exemptLoopback ? (request) => isLoopback(request.ip) : undefined,
      // One count per gateway: a worker's own would let each worker grant the whole limit.
      store: cluster.isWorker ? primaryStore() : undefined,
      // The error handler turns any 429 into the gateway's JSON body.
      errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: 'rate limited' }),
    });
  }

  for (const client of options.clients) {
    const handler = forwardTo(client, options);
    for (const prefix of client.upstream.prefixes) {
      for (const url of [prefix, `${prefix}/*`]) {
        app.all(url, { compress: false, decompress: false }, handler);
      }
    }
  }

  for (const url of ['/api', '/api/*']) {
    app.all(url, { compress: false, decompress: false }, async (_request, reply) => reply.code(404).send(NOT_FOUND));
  }
}
