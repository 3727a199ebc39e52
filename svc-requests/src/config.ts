import { Type } from 'typebox';
import { MailConfig, type ServiceConfig, type ServiceContext } from '@hvac/service-kit';

export const RequestsConfig = Type.Object({
  ...MailConfig.properties,
  /** Where booking notifications and contact messages go. */
  OFFICE_EMAIL: Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', default: 'office@bayoucitycomfort.com' }),
  /** Bookings per window from one client address (guests) or one account (signed in). */
  BOOKINGS_MAX_PER_IP: Type.Integer({ minimum: 1, default: 20 }),
  BOOKINGS_MAX_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 20 }),
  /** Confirmation mails per window to one address; later bookings are filed without one. */
  BOOKING_CONFIRMATIONS_MAX_PER_EMAIL: Type.Integer({ minimum: 1, default: 5 }),
  BOOKING_LIMIT_WINDOW_MINUTES: Type.Integer({ minimum: 1, default: 60 }),
  /** How often the visit reminders look for visits starting within a day (docs/domains/service-requests.md#visit-mail). */
  VISIT_REMINDER_INTERVAL_SECONDS: Type.Integer({ minimum: 1, default: 300 }),
});

export type RequestsConfig = ServiceConfig<(typeof RequestsConfig)['properties']>;
export type RequestsContext = ServiceContext<RequestsConfig>;
