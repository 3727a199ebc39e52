import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  /**
   * Sends in the background: the user's request never waits for SMTP and never fails because of it.
   * A failed send is logged at error level with what was being sent and to whom.
   */
  dispatch(kind: string, mail: Mail): void;
  /** Resolves when every dispatched mail has been sent or has failed (shutdown, tests). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  const pending = new Set<Promise<void>>();
  const settle = async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  };
  return {
    dispatch(kind, mail) {
      const p = transport
        .sendMail({ from, ...mail })
        .then(
          () => log.info({ kind, to: mail.to }, 'mail sent'),
          (err: Error) => log.error({ kind, to: mail.to, subject: mail.subject, err: err.message }, 'mail could not be sent'),
        )
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    settle,
    async close() {
      await settle();
      transport.close();
    },
  };
}
