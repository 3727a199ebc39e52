import Fastify from 'fastify';
import { Type } from 'typebox';
import { requireNotFoundWords } from '../src/errors';
import { startHarness, type Harness } from '../src/testing';
import { counterService } from './counter-service';

/**
 * A malformed id in a path names nothing, so it is answered as an unknown one: the route's own 404, never
 * validator text such as `params/id must match format "uuid"` (docs/architecture.md#routes-and-errors).
 */
let h: Harness<unknown>;
beforeAll(async () => {
  h = await startHarness(counterService);
});
afterAll(() => h.close());

it('answers a malformed id with the route’s not-found message and code', async () => {
  for (const id of ['not-a-uuid', '123', '00000000-0000-4000-8000-00000000000', "1' or '1'='1", 'x'.repeat(80)]) {
    const res = await h.service.app.inject({ method: 'GET', url: `/things/by-id/${encodeURIComponent(id)}` });
    expect([id, res.statusCode, res.json()]).toEqual([id, 404, { message: 'Thing not found', code: 'notFound' }]);
  }
});

it('still hands a well-formed id to the route', async () => {
  const res = await h.service.app.inject({ method: 'GET', url: '/things/by-id/00000000-0000-4000-8000-000000000001' });
  expect([res.statusCode, res.json().message]).toEqual([404, 'Thing not found (no 00000000-0000-4000-8000-000000000001)']);
});

it('refuses to register a route whose path uuid does not say how an unknown one is answered', () => {
  const app = Fastify();
  app.addHook('onRoute', requireNotFoundWords);
  expect(() => app.get('/things/:id', { schema: { params: Type.Object({ id: Type.String({ format: 'uuid' }) }) } }, async () => ({}))).toThrow(
    /GET \/things\/:id: path parameter id is a uuid without its not-found words/,
  );
});
