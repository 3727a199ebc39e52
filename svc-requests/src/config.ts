import { Type } from 'typebox';
import type { ServiceConfig, ServiceContext } from '@hvac/service-kit';

export const RequestsConfig = Type.Object({
  SMTP_URL: Type.String({ pattern: '^smtps?://' }),
  MAIL_FROM: Type.String({ default: 'Bayou City Comfort HVAC <no-reply@bayoucitycomfort.com>' }),
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
  /** Where booking notifications and contact messages go. */
  OFFICE_EMAIL: Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', default: 'office@bayoucitycomfort.com' }),
});

export type RequestsConfig = ServiceConfig<(typeof RequestsConfig)['properties']>;
export type RequestsContext = ServiceContext<RequestsConfig>;
