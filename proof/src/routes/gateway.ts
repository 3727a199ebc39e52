import { anyone, type RouteRule } from './rule';

/**
 * The gateway's own API routes (gateway/src/ops/docs.ts, reference.ts): public, the reference page, the
 * merged document and one service's. They are in no service's OpenAPI document, so they are listed here by hand.
 */
export const GATEWAY_ROUTES: RouteRule[] = [
  { method: 'GET', path: '/api/docs', who: anyone() },
  { method: 'GET', path: '/api/docs/openapi.json', who: anyone() },
  { method: 'GET', path: '/api/docs/{service}', who: anyone(), params: () => ({ service: 'billing' }) },
];
