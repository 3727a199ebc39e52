import type { Knex } from 'knex';
import type { ErrorCode } from '@hvac/contracts';
import { ConfigError, HttpError, Throttle, resetThrottle, tooManyAttempts, type ThrottleRule } from '@hvac/service-kit';
import type { IdentityConfig } from '../config';

/** Wrong passwords per client address: logins and password changes draw on the same allowance. */
const ADDRESS_SCOPE = 'password-guess:address';
const LOGIN_SCOPE = 'login:email';

export function passwordAttemptRules(config: IdentityConfig): { perAddress: ThrottleRule; perAccount: ThrottleRule } {
  const windowMs = config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  const maxMs = config.LOGIN_MAX_DELAY_SECONDS * 1_000;
  if (config.LOGIN_FIRST_PAUSE_SECONDS > config.LOGIN_MAX_DELAY_SECONDS) {
    throw new ConfigError(
      `LOGIN_FIRST_PAUSE_SECONDS (${config.LOGIN_FIRST_PAUSE_SECONDS}) must not exceed LOGIN_MAX_DELAY_SECONDS (${config.LOGIN_MAX_DELAY_SECONDS}).`,
    );
  }
  if (maxMs > windowMs) {
    throw new ConfigError(
      `LOGIN_MAX_DELAY_SECONDS (${config.LOGIN_MAX_DELAY_SECONDS}) must not exceed LOGIN_FAILURE_WINDOW_MINUTES (${config.LOGIN_FAILURE_WINDOW_MINUTES} minutes): an e-mail's failures are forgotten after that quiet time.`,
    );
  }
  return {
    perAddress: { limit: config.LOGIN_MAX_FAILURES_PER_IP, windowMs },
    perAccount: { windowMs, backoff: { free: config.LOGIN_FREE_FAILURES_PER_EMAIL, baseMs: config.LOGIN_FIRST_PAUSE_SECONDS * 1_000, maxMs } },
  };
}

export interface PasswordAttemptsOptions {
  /** Scope of the per-account count. */
  scope: string;
  /** The error code of a wrong password: only that outcome keeps the attempt counted. */
  wrongCode: string;
  refusal: { message: string; code: ErrorCode };
}

/**
 * Password guesses, limited per client address (a cap per window) and per account (a growing pause instead
 * of a lock: the first attempt after a pause is checked, whoever makes it). Each attempt is
 * counted before the password is checked, in one atomic statement, and given back unless it turned out
 * to be a wrong password.
 */
export class PasswordAttempts {
  private readonly byAddress: Throttle;
  private readonly byAccount: Throttle;

  constructor(
    db: Knex,
    config: IdentityConfig,
    private readonly options: PasswordAttemptsOptions,
  ) {
    const rules = passwordAttemptRules(config);
    this.byAddress = new Throttle(db, ADDRESS_SCOPE, rules.perAddress);
    this.byAccount = new Throttle(db, options.scope, rules.perAccount);
  }

  /** Runs `attempt` if this address and account may guess now; a 429 with Retry-After if not. */
  async guard<T>(account: string, address: string, attempt: () => Promise<T>): Promise<T> {
    const byAddress = await this.byAddress.take(address);
    if (!byAddress.allowed) throw this.refused(byAddress.retryAfterMs);
    const byAccount = await this.byAccount.take(account);
    if (!byAccount.allowed) {
      await this.byAddress.refund(address);
      throw this.refused(byAccount.retryAfterMs);
    }
    let result: T;
    try {
      result = await attempt();
    } catch (err) {
      if (!(err instanceof HttpError && err.code === this.options.wrongCode)) {
        await Promise.all([this.byAddress.refund(address), this.byAccount.refund(account)]);
      }
      throw err;
    }
    await Promise.all([this.byAddress.refund(address), this.byAccount.reset(account)]);
    return result;
  }

  private refused(retryAfterMs: number): HttpError {
    return tooManyAttempts(this.options.refusal.message, this.options.refusal.code, retryAfterMs);
  }
}

export const loginAttempts = (db: Knex, config: IdentityConfig): PasswordAttempts =>
  new PasswordAttempts(db, config, {
    scope: LOGIN_SCOPE,
    wrongCode: 'loginInvalid',
    refusal: { message: 'Too many failed login attempts.', code: 'loginRateLimited' },
  });

/** Guesses of the current password when changing it, with a token that may have been stolen. */
export const passwordChangeAttempts = (db: Knex, config: IdentityConfig): PasswordAttempts =>
  new PasswordAttempts(db, config, {
    scope: 'password-change:user',
    wrongCode: 'currentPasswordWrong',
    refusal: { message: 'Too many wrong passwords.', code: 'passwordRateLimited' },
  });

/** A password reset proves the owner: the e-mail's failed logins stop counting. `db` may be a transaction. */
export const forgetFailedLogins = (db: Knex, email: string): Promise<void> => resetThrottle(db, LOGIN_SCOPE, email);
