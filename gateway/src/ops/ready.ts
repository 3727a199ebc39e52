import type { FastifyInstance } from 'fastify';
import type { UpstreamClient } from '../proxy/upstream-client';

export type ServiceState = 'ready' | 'not ready' | 'unreachable';

/**
 * /health answers while the process runs; /ready is 200 only when every configured service's own /ready
 * is 200, so a load balancer never sends users to a gateway whose services cannot answer.
 */
export function readinessRoutes(app: FastifyInstance, clients: readonly UpstreamClient[], timeoutMs: number): void {
  const configured = clients.filter((client) => client.upstream.configured);

  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (_request, reply) => {
    const states = await Promise.all(
      configured.map(async (client): Promise<[string, ServiceState]> => {
        const answer = await client.getJson('/ready', timeoutMs);
        return [client.name, answer === undefined ? 'unreachable' : answer.status === 200 ? 'ready' : 'not ready'];
      }),
    );
    const services = Object.fromEntries(states);
    const waiting = states.filter(([, state]) => state !== 'ready').map(([name]) => name);
    reply.header('cache-control', 'no-store');
    if (waiting.length === 0) return { status: 'ready', services };
    return reply.code(503).send({
      status: 'not ready',
      message: `Not ready: ${waiting.join(', ')}.`,
      code: 'notReady',
      services,
    });
  });
}
