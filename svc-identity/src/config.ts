import { Type } from 'typebox';
import { MailConfig, type ServiceConfig, type ServiceContext } from '@hvac/service-kit';

export const IdentityConfig = Type.Object({
  ...MailConfig.properties,
  JWT_PRIVATE_KEY_FILE: Type.String({ minLength: 1 }),
  ADMIN_EMAIL: Type.Optional(Type.String()),
  ADMIN_PASSWORD: Type.Optional(Type.String()),
  /** Wrong passwords for one e-mail (or one account's password change) before each further one costs a pause. */
  LOGIN_FREE_FAILURES_PER_EMAIL: Type.Integer({ minimum: 1, default: 5 }),
  /** The first of those pauses; each further wrong password doubles it. */
  LOGIN_FIRST_PAUSE_SECONDS: Type.Integer({ minimum: 1, default: 1 }),
  /** The longest of those pauses. */
  LOGIN_MAX_DELAY_SECONDS: Type.Integer({ minimum: 1, default: 300 }),
  /** Wrong passwords allowed per client address in the window, logins and password changes together. */
  LOGIN_MAX_FAILURES_PER_IP: Type.Integer({ minimum: 1, default: 30 }),
  /** The per-address window; an e-mail's failures are forgotten after this long without one. */
  LOGIN_FAILURE_WINDOW_MINUTES: Type.Integer({ minimum: 1, default: 15 }),
  /** Reset links mailed per e-mail, and reset requests per client address, in the window. */
  FORGOT_PASSWORD_MAX_PER_EMAIL: Type.Integer({ minimum: 1, default: 3 }),
  FORGOT_PASSWORD_MAX_PER_IP: Type.Integer({ minimum: 1, default: 10 }),
  FORGOT_PASSWORD_WINDOW_MINUTES: Type.Integer({ minimum: 1, default: 60 }),
  /** Life of an access token; the browser renews it past half its life while the user is active. */
  TOKEN_TTL_MINUTES: Type.Integer({ minimum: 5, maximum: 1440, default: 120 }),
});

export type IdentityConfig = ServiceConfig<(typeof IdentityConfig)['properties']>;
export type IdentityContext = ServiceContext<IdentityConfig>;
