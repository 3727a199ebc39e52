import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { GatewayConfig } from './config/env';
import { errorHandler, frameworkError } from './http/errors';
import { REQUEST_ID_HEADER, clientError, genRequestId, loggedUrl } from '@hvac/service-kit/net';
import { buildSecurityHeaders } from './http/security';
import { docsRoutes } from './ops/docs';
import { readinessRoutes } from './ops/ready';
import { referenceRoutes } from './ops/reference';
import { proxyRoutes } from './proxy/routes';
import { UpstreamClient } from './proxy/upstream-client';
import { seoRoutes } from './web/seo';
import { webRoutes } from './web/static';

/** The edge: /api proxied by prefix, the shell and remotes as static files, /remotes.json, health and docs. */
export async function buildGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Fastify's own request line, with any token a caller put in the query taken out (service-kit's loggedUrl).
      serializers: { req: (req) => ({ method: req.method, url: loggedUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }) },
    },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: genRequestId,
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });

  const security = buildSecurityHeaders(config.frameSrc);
  const clients = config.upstreams.map(
    (upstream) =>
      new UpstreamClient(upstream, { connections: config.upstreamConnections, timeoutMs: config.upstreamTimeoutMs }),
  );
  app.addHook('onClose', async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  app.setErrorHandler(errorHandler);

  // Every reply that goes through Fastify gets the security headers and the request id here; the proxy
  // writes the same headers itself on the replies it streams (those skip onSend).
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(security.object);
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });

  await app.register(fastifyCompress, { global: true, globalDecompression: false, encodings: ['br', 'gzip'] });

  readinessRoutes(app, clients, config.readyTimeoutMs);
  docsRoutes(app, clients, { timeoutMs: config.readyTimeoutMs, cacheMs: config.docsCacheMs });
  await referenceRoutes(app);
  await app.register(proxyRoutes, {
    clients,
    rateLimit: config.rateLimit,
    bodyLimit: config.bodyLimit,
    securityFlat: security.flat,
    logRequests: config.logRequests,
  });
  seoRoutes(app, clients, { publicUrl: config.publicUrl, timeoutMs: config.readyTimeoutMs, cacheMs: config.docsCacheMs });
  await webRoutes(app, config);

  return app;
}
