import { deploymentEnv } from '@hvac/infra';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildGateway } from '../src/app';
import { configFromEnv } from '../src/config/env';
import { startGateway, startUpstream, testConfig } from './helpers';

/** An address inside the range the manifest trusts (the ingress controller's pods). */
const INGRESS = '10.244.3.9';

const attempt = (app: FastifyInstance, forwardedFor: string, remoteAddress = INGRESS) =>
  app.inject({ url: '/api/nothing', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } } as InjectOptions);

describe('the client address behind the ingress (the Kubernetes settings)', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildGateway(configFromEnv({ ...deploymentEnv('gateway', {}), LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '3' }));
  });
  afterEach(() => app.close());

  // The ingress appends the peer it saw to whatever the client sent; only that last entry is its word.
  it('does not let a client move its rate-limit bucket by rotating X-Forwarded-For', async () => {
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await attempt(app, `198.51.100.${i}, 203.0.113.5`)).statusCode);
    expect(codes).toEqual([404, 404, 404, 429, 429]);
    const limited = await attempt(app, '198.51.100.99, 203.0.113.5');
    expect(limited.json()).toEqual({ message: 'Too many requests. Please try again in a minute.', code: 'rateLimited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor behind the same ingress keeps its own bucket.
    expect((await attempt(app, '203.0.113.6')).statusCode).toBe(404);
  });

  it('does not exempt a client that names itself 127.0.0.1', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await attempt(app, '127.0.0.1, 203.0.113.8')).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
  });

  it('ignores X-Forwarded-For from a peer outside the ingress range', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await attempt(app, `198.51.100.${i}`, '192.0.2.50')).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies’ addresses and ranges, and nothing that trusts every sender', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7 fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
    const hops = configFromEnv({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1), hops('10.0.0.3', 2)]).toEqual([true, true, false]);
    expect(() => configFromEnv({ TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY=true /);
    expect(() => configFromEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/^TRUST_PROXY .*"10\.0\.0\.0\/33"/);
    expect(() => configFromEnv({ TRUST_PROXY: 'ingress.local' })).toThrow(/^TRUST_PROXY .*"ingress\.local"/);
  });

  it('with a hop count, takes the address the nearest proxy saw', async () => {
    const app = await buildGateway(testConfig({ TRUST_PROXY: '1', RATE_LIMIT_MAX: '2' }));
    try {
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await attempt(app, `198.51.100.${i}, 203.0.113.9`, '192.0.2.1')).statusCode);
      expect(codes).toEqual([404, 404, 429]);
      expect((await attempt(app, '198.51.100.1, 203.0.113.10', '192.0.2.1')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('forwards to the service the address it determined, and nothing the client claimed', async () => {
    const upstream = await startUpstream();
    const gateway = await startGateway({ IDENTITY_URL: upstream.url, TRUST_PROXY: '127.0.0.1' });
    try {
      const res = await fetch(`${gateway.url}/api/users/me`, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.10' } });
      await res.arrayBuffer();
      expect(upstream.seen.headers?.['x-forwarded-for']).toBe('203.0.113.10');
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });
});

describe('the loopback exemption', () => {
  it('exists only where the local stack asks for it (RATE_LIMIT_EXEMPT_LOOPBACK=true)', async () => {
    for (const [env, expected] of [
      [{}, [404, 404, 404, 429]],
      [{ RATE_LIMIT_EXEMPT_LOOPBACK: 'true' }, [404, 404, 404, 404]],
    ] as const) {
      const app = await buildGateway(testConfig({ RATE_LIMIT_MAX: '3', ...env }));
      try {
        const codes = [];
        for (let i = 0; i < 4; i += 1) codes.push((await app.inject({ url: '/api/nothing' })).statusCode);
        expect(codes).toEqual(expected);
      } finally {
        await app.close();
      }
    }
    expect(configFromEnv(deploymentEnv('gateway', {})).rateLimit.exemptLoopback).toBe(false);
  });
});
