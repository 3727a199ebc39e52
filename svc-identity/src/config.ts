import { Type } from 'typebox';
import type { ServiceConfig, ServiceContext } from '@hvac/service-kit';

export const IdentityConfig = Type.Object({
  JWT_PRIVATE_KEY_FILE: Type.String({ minLength: 1 }),
  SMTP_URL: Type.String({ pattern: '^smtps?://' }),
  MAIL_FROM: Type.String({ default: 'Bayou City Comfort HVAC <no-reply@bayoucitycomfort.com>' }),
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
  ADMIN_EMAIL: Type.Optional(Type.String()),
  ADMIN_PASSWORD: Type.Optional(Type.String()),
  /** Failed logins allowed in the window, per e-mail and per client IP. */
  LOGIN_MAX_FAILURES_PER_EMAIL: Type.Integer({ minimum: 1, default: 5 }),
  LOGIN_MAX_FAILURES_PER_IP: Type.Integer({ minimum: 1, default: 30 }),
  LOGIN_FAILURE_WINDOW_MINUTES: Type.Integer({ minimum: 1, default: 15 }),
});

export type IdentityConfig = ServiceConfig<(typeof IdentityConfig)['properties']>;
export type IdentityContext = ServiceContext<IdentityConfig>;
