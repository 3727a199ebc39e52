import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { ADMIN_ROLES, ErrorBody } from '@hvac/contracts';
import { ANALYTICS_WINDOWS, AnalyticsStatsResponse as StatsResponse, PageViewBody } from '@hvac/contracts/requests';
import { HttpError, badRequest, success, type App } from '@hvac/service-kit';
import type { RequestsContext } from '../config';
import { parseAgent } from './ua';
import { PageViewWriter, RateLimiter, stats } from './service';

const StatsQuery = Type.Object({
  days: Type.Optional(Type.String({ description: 'The window in days: 7, 30 or 90 (default 30)' })),
});

const BURST = 60;
const PER_SECOND = 2;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
// The bucket refills a token every 1/PER_SECOND s, so the next view is welcome within a second.
const pageViewsLimited = () =>
  new HttpError(429, 'Too many page views. Please slow down.', 'rateLimited', undefined, { 'retry-after': String(Math.ceil(1 / PER_SECOND)) });
const tags = ['analytics'];

/** sendBeacon posts a string as text/plain; the schema then validates the parsed object as for JSON. */
async function parseTextBody(request: FastifyRequest): Promise<void> {
  if (typeof request.body !== 'string') return;
  try {
    request.body = JSON.parse(request.body);
  } catch {
    throw badRequest('Request body is not valid JSON.', 'invalidJson');
  }
}

export function analyticsRoutes(app: App, ctx: RequestsContext): void {
  const writer = new PageViewWriter(ctx.db, ctx.log);
  const limiter = new RateLimiter(BURST, PER_SECOND);
  app.addHook('onClose', async () => {
    limiter.close();
    await writer.close();
  });

  app.post(
    '/api/analytics/pageview',
    {
      preValidation: parseTextBody,
      schema: {
        tags,
        summary: 'Record one page view (navigator.sendBeacon; JSON or text/plain). Bots are dropped; no IP address is stored.',
        body: PageViewBody,
        response: { 204: Type.Null(), 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      // The gateway names the real client. Loopback goes free only under the local stack, as at the gateway.
      const exempt = ctx.config.RATE_LIMIT_EXEMPT_LOOPBACK && LOOPBACK.has(request.ip);
      if (!exempt && !limiter.take(request.ip)) throw pageViewsLimited();
      const b = request.body;
      const agent = parseAgent(request.headers['user-agent'], b.viewportWidth);
      if (agent) {
        writer.add({
          created_at: new Date(),
          path: b.path,
          referrer: b.referrer || null,
          visitor_id: b.visitorId,
          browser: agent.browser,
          os: agent.os,
          is_mobile: agent.isMobile,
          viewport_width: b.viewportWidth ?? null,
          render_ms: b.renderMs === undefined ? null : Math.round(b.renderMs),
        });
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/analytics/stats',
    {
      onRequest: ctx.guards.requireRole(...ADMIN_ROLES),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Site analytics for the last 7, 30 or 90 days (admin)',
        querystring: StatsQuery,
        response: { 200: StatsResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const days = Number(request.query.days ?? 30);
      if (!ANALYTICS_WINDOWS.map(String).includes(request.query.days ?? '30')) {
        throw badRequest('The analytics window must be 7, 30 or 90 days.', 'invalidWindow');
      }
      await writer.flush();
      return success({ days, ...(await stats(ctx.db, days)) });
    },
  );
}
