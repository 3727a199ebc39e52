import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { backoffDelay, sleep } from '../backoff';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent with the message (a document's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /**
   * Renders and sends in the background, after the current request has been answered: the user never
   * waits for templates or SMTP, and a request never fails because of them. A send the server could not
   * take for a passing reason (not reachable, a 4xx answer) is tried again after 2, 4, 8 … s, at most a
   * minute apart, for about three minutes, each try logged as a warning; a mail given up on (a failed
   * render, a refusal, the tries used up, the service stopping) is logged at error level with what was
   * being sent.
   */
  dispatch(kind: string, render: () => Mail): void;
  /**
   * Sends now and resolves once the mail server accepted the message, or rejects with its reason: for
   * a send the user waits on and must hear the result of (a document e-mailed from its page).
   */
  send(kind: string, mail: Mail): Promise<void>;
  /** Resolves when every dispatched mail has been sent or has failed (shutdown, tests). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Pooled unless the URL says `pool=false`: a connection per message cost a TCP handshake, a greeting,
 * EHLO and QUIT each time, and a booking sends two messages.
 */
function pooledUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/** Tries of a background mail: the first and seven more, 2 s to a minute apart (about three minutes). */
const MAX_TRIES = 8;

/** Whether the server may take the message later: it could not be reached, or it answered 4xx (try again). */
function isPassing(err: unknown): boolean {
  const { code, responseCode } = err as { code?: string; responseCode?: number };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'EDNS' || code === 'ECONNREFUSED';
}

export function createMailer(smtpUrl: string, from: string, log: FastifyBaseLogger, options: { retryFirstMs?: number } = {}): Mailer {
  const transport: Transporter = nodemailer.createTransport(pooledUrl(smtpUrl));
  const pending = new Set<Promise<void>>();
  const closing = new AbortController();
  const retryFirstMs = options.retryFirstMs ?? 2_000;
  const settle = async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  };
  const deliver = async (kind: string, mail: Mail) => {
    for (let tries = 1; ; tries++) {
      try {
        await transport.sendMail({ from, ...mail });
        return;
      } catch (err) {
        if (!isPassing(err) || tries >= MAX_TRIES || closing.signal.aborted) throw err;
        const retryInMs = backoffDelay(tries - 1, retryFirstMs, 60_000);
        log.warn({ kind, to: mail.to, err: (err as Error).message, tries, retryInMs }, 'mail not sent yet; will retry');
        await sleep(retryInMs, closing.signal);
      }
    }
  };
  return {
    dispatch(kind, render) {
      let to: string | undefined;
      // setImmediate: Fastify writes the reply when the handler's promise settles, before the check phase.
      const p = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => {
          const mail = render();
          to = mail.to;
          return deliver(kind, mail);
        })
        .then(
          () => log.info({ kind, to }, 'mail sent'),
          (err: Error) => log.error({ kind, to, err: err.message }, 'mail could not be sent'),
        )
        .finally(() => pending.delete(p));
      pending.add(p);
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
    settle,
    async close() {
      closing.abort();
      await settle();
      transport.close();
    },
  };
}
