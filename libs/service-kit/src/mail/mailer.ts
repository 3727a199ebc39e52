import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Knex } from 'knex';
import { MailRelay, queueMail, type Mail } from './outbox';

export interface Mailer {
  /**
   * Queues a mail in the caller's transaction (the mail outbox, docs/architecture.md#mail): it is sent
   * after the commit, by this service or a replica of it, and never if the change rolled back. The user
   * never waits for SMTP. A send the server could not take for a passing reason (not reachable, a 4xx
   * answer) is tried again after 2, 4, 8 … s, at most a minute apart, for about three minutes, each try
   * logged as a warning; a mail given up on is logged at error level and stays in the outbox as failed.
   */
  queue(db: Knex | Knex.Transaction, kind: string, mail: Mail): Promise<void>;
  /**
   * Sends now and resolves once the mail server accepted the message, or rejects with its reason: for
   * a send the user waits on and must hear the result of (a document e-mailed from its page).
   */
  send(kind: string, mail: Mail): Promise<void>;
  /** Starts sending the outbox's rows, those an earlier process left included. */
  start(): void;
  /** Resolves when no queued mail is left unsent or not given up on (tests, the fault suite). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Pooled unless the URL says `pool=false`: a connection per message cost a TCP handshake, a greeting,
 * EHLO and QUIT each time, and a booking sends two messages. Time-outs of seconds, not nodemailer's
 * minutes, unless the URL sets them: a document's sender waits on `send`, and a queued mail holds its
 * row's lock, and a database connection, while it is sent.
 */
function transportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { pool: 'true', connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

export function createMailer(smtpUrl: string, from: string, db: Knex, log: FastifyBaseLogger, options: { retryFirstMs?: number } = {}): Mailer {
  const transport: Transporter = nodemailer.createTransport(transportUrl(smtpUrl));
  const relay = new MailRelay(db, async (mail) => void (await transport.sendMail({ from, ...mail })), log, options.retryFirstMs);
  return {
    start: () => relay.start(),
    async queue(trx, kind, mail) {
      await queueMail(trx, kind, mail);
      if ('executionPromise' in trx) trx.executionPromise.then(() => relay.nudge(), () => undefined);
      else relay.nudge();
    },
    async send(kind, mail) {
      try {
        await transport.sendMail({ from, ...mail });
      } catch (err) {
        log.error({ kind, to: mail.to, err: (err as Error).message }, 'mail could not be sent');
        throw err;
      }
      log.info({ kind, to: mail.to }, 'mail sent');
    },
    async settle() {
      while ((await relay.unsettled()) > 0) {
        await relay.drain();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      await relay.stop();
      transport.close();
    },
  };
}
