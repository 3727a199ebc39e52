import { Type } from 'typebox';

/** The one SMTP setting block of every service that sends mail (`mail: true` in its definition). */
export const MailConfig = Type.Object({
  SMTP_URL: Type.String({ pattern: '^smtps?://' }),
  MAIL_FROM: Type.String({ default: 'Bayou City Comfort HVAC <no-reply@bayoucitycomfort.com>' }),
  /** Where links in mail point: the site as its visitors reach it. */
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
});
