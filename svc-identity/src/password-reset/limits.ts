import type { Knex } from 'knex';
import { Throttle, tooManyAttempts } from '@hvac/service-kit';
import type { IdentityConfig } from '../config';

const refused = (retryAfterMs: number) => tooManyAttempts('Too many password reset requests.', 'resetRateLimited', retryAfterMs);

/**
 * Reset links are mail sent to whatever address a stranger types: capped per e-mail (so nobody's inbox
 * can be flooded) and per client address (so nobody can mail the whole customer list).
 */
export class ResetRequestLimits {
  private readonly perAddress: Throttle;
  private readonly perEmail: Throttle;

  constructor(db: Knex, config: IdentityConfig) {
    const windowMs = config.FORGOT_PASSWORD_WINDOW_MINUTES * 60_000;
    this.perAddress = new Throttle(db, 'reset-request:address', { limit: config.FORGOT_PASSWORD_MAX_PER_IP, windowMs });
    this.perEmail = new Throttle(db, 'reset-request:email', { limit: config.FORGOT_PASSWORD_MAX_PER_EMAIL, windowMs });
  }

  /** Counts one request; a 429 with Retry-After when the address or the e-mail has had its share. */
  async admit(email: string, address: string): Promise<void> {
    const byAddress = await this.perAddress.take(address);
    if (!byAddress.allowed) throw refused(byAddress.retryAfterMs);
    const byEmail = await this.perEmail.take(email);
    if (!byEmail.allowed) {
      // A refused request sends nothing, so it costs the address nothing either.
      await this.perAddress.refund(address);
      throw refused(byEmail.retryAfterMs);
    }
  }
}
