import type { Knex } from 'knex';

/**
 * Counts failed logins per e-mail and per client IP in a sliding window, in the database so the
 * limit holds across instances and restarts.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Knex,
    private readonly opts: { maxPerEmail: number; maxPerIp: number; windowMinutes: number },
  ) {}

  private since(): Date {
    return new Date(Date.now() - this.opts.windowMinutes * 60_000);
  }

  async isBlocked(email: string, ip: string): Promise<boolean> {
    const since = this.since();
    const [row] = (await this.db('login_failures')
      .select(
        this.db.raw('count(*) filter (where email = ?)::int as by_email', [email]),
        this.db.raw('count(*) filter (where ip = ?)::int as by_ip', [ip]),
      )
      .where('at', '>', since)
      .andWhere((q) => q.where('email', email).orWhere('ip', ip))) as { by_email: number; by_ip: number }[];
    return (row?.by_email ?? 0) >= this.opts.maxPerEmail || (row?.by_ip ?? 0) >= this.opts.maxPerIp;
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.db('login_failures').insert({ email: email.slice(0, 320), ip: ip.slice(0, 64) });
    // Old rows serve no purpose; trimming here keeps the table small without a scheduler.
    await this.db('login_failures').where('at', '<', new Date(Date.now() - 24 * 3600_000)).delete();
  }

  async clear(email: string): Promise<void> {
    await this.db('login_failures').where({ email }).delete();
  }

  get windowMinutes(): number {
    return this.opts.windowMinutes;
  }
}
