import type { Knex } from 'knex';
import { Throttle, tooManyAttempts } from '@hvac/service-kit';
import type { RequestsConfig } from '../config';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Anyone may book, and every booking mails its contact address: bookings are capped per client address
 * (guests) or per account (signed in), and confirmations per recipient, so the form can neither fill
 * the request list nor flood someone's inbox.
 */
export class BookingLimits {
  private readonly byAddress: Throttle;
  private readonly byAccount: Throttle;
  private readonly confirmations: Throttle;

  constructor(
    db: Knex,
    private readonly config: RequestsConfig,
  ) {
    const windowMs = config.BOOKING_LIMIT_WINDOW_MINUTES * 60_000;
    this.byAddress = new Throttle(db, 'booking:address', { limit: config.BOOKINGS_MAX_PER_IP, windowMs });
    this.byAccount = new Throttle(db, 'booking:account', { limit: config.BOOKINGS_MAX_PER_ACCOUNT, windowMs });
    this.confirmations = new Throttle(db, 'booking:confirmation', { limit: config.BOOKING_CONFIRMATIONS_MAX_PER_EMAIL, windowMs });
  }

  /** Counts one booking; a 429 with Retry-After once the address or the account has had its share. */
  async admit(caller: { accountId: string } | { address: string }): Promise<void> {
    if ('address' in caller && this.config.RATE_LIMIT_EXEMPT_LOOPBACK && LOOPBACK.has(caller.address)) return;
    const taken = 'address' in caller ? await this.byAddress.take(caller.address) : await this.byAccount.take(caller.accountId);
    if (!taken.allowed) throw tooManyAttempts('Too many bookings.', 'bookingRateLimited', taken.retryAfterMs);
  }

  /** Whether this address may get one more confirmation; past its share the booking is filed unmailed. */
  async mayConfirm(email: string): Promise<boolean> {
    return (await this.confirmations.take(email.toLowerCase())).allowed;
  }
}
