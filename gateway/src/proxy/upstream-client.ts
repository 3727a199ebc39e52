import { Pool } from 'undici';
import type { Upstream } from '../config/upstreams';

export interface PoolOptions {
  connections: number;
  timeoutMs: number;
}

/**
 * One keep-alive pool per replica of a service, shared by the proxy, /ready and /api/docs. Requests take
 * the replicas in turn; the proxy moves a request to the next one when its replica refuses the connection.
 */
export class UpstreamClient {
  readonly pools: readonly Pool[];
  private turn = 0;

  constructor(
    readonly upstream: Upstream,
    options: PoolOptions,
  ) {
    this.pools = upstream.origins.map(
      (origin) =>
        new Pool(origin, {
          connections: options.connections,
          pipelining: 1,
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
          connectTimeout: Math.min(options.timeoutMs, 10_000),
        }),
    );
  }

  get name(): string {
    return this.upstream.name;
  }

  /** Index of the replica whose turn it is. */
  nextReplica(): number {
    const replica = this.turn;
    this.turn = (this.turn + 1) % this.pools.length;
    return replica;
  }

  /**
   * GET a small JSON document from the service; undefined when it is down, slow or answers non-200. With
   * replicas, the first that answers 200 wins: one ready replica can serve.
   */
  async getJson(path: string, timeoutMs: number): Promise<{ status: number; body: unknown } | undefined> {
    const first = this.nextReplica();
    let answer: { status: number; body: unknown } | undefined;
    for (let i = 0; i < this.pools.length; i++) {
      answer = (await this.getJsonFrom(this.pools[(first + i) % this.pools.length]!, path, timeoutMs)) ?? answer;
      if (answer?.status === 200) return answer;
    }
    return answer;
  }

  private async getJsonFrom(pool: Pool, path: string, timeoutMs: number): Promise<{ status: number; body: unknown } | undefined> {
    try {
      const res = await pool.request({
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

  async close(): Promise<void> {
    await Promise.all(this.pools.map((pool) => pool.close()));
  }
}
