import { Pool } from 'undici';
import type { Upstream } from '../config/upstreams';

export interface PoolOptions {
  connections: number;
  timeoutMs: number;
}

/** One keep-alive pool per service, shared by the proxy, /ready and /api/docs. */
export class UpstreamClient {
  readonly pool: Pool;

  constructor(
    readonly upstream: Upstream,
    options: PoolOptions,
  ) {
    this.pool = new Pool(upstream.origin, {
      connections: options.connections,
      pipelining: 1,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connectTimeout: Math.min(options.timeoutMs, 10_000),
    });
  }

  get name(): string {
    return this.upstream.name;
  }

  /** GET a small JSON document from the service; undefined when it is down, slow or answers non-200. */
  async getJson(path: string, timeoutMs: number): Promise<{ status: number; body: unknown } | undefined> {
    try {
      const res = await this.pool.request({
        path,
        method: 'GET',
        headers: { accept: 'application/json' },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      if (res.statusCode !== 200) {
        await res.body.dump();
        return { status: res.statusCode, body: undefined };
      }
      return { status: 200, body: await res.body.json() };
    } catch {
      return undefined;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
