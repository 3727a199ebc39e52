import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import { backoffDelay } from '../backoff';
import type { Migration } from '../db';
import type { Mail } from './mailer';

/*
 * The mail outbox (docs/architecture.md#mail): a mail a change asks for is a row written in the change's
 * transaction, so it exists exactly when the change was committed, and survives the process. A relay in
 * every replica claims due rows (SKIP LOCKED, and a lease in next_attempt_at so a claim outlives no
 * crash), sends them and records the outcome. A killed sender's claim runs out and the row is sent again:
 * at least once, never silently never.
 */

export const mailOutboxMigration: Migration = {
  name: '0000_kit_mail_outbox',
  async up(knex) {
    await knex.schema.createTable('mail_outbox', (t) => {
      t.uuid('id').primary();
      t.string('kind', 100).notNullable();
      t.text('recipient').notNullable();
      t.text('subject').notNullable();
      // text, html and replyTo; cleared once sent, so a link in it (a password reset) is not kept.
      t.jsonb('body');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.integer('attempts').notNullable().defaultTo(0);
      t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('sent_at', { useTz: true });
      t.timestamp('failed_at', { useTz: true });
      t.text('last_error');
    });
    await knex.raw('CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL');
  },
};

/** Tries of a mail: the first and seven more, 2 s to a minute apart (about three minutes). */
export const MAIL_MAX_TRIES = 8;
/** How long a claim holds a row: longer than the transport's time-outs allow one send to take. */
const LEASE_MS = 120_000;
const BATCH = 10;
/** A relay with nothing due looks again this often, for rows other replicas wrote or retries fall due. */
const IDLE_MS = 1_000;

type Body = Pick<Mail, 'text' | 'html' | 'replyTo'>;
interface ClaimedRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  body: Body;
  attempts: number;
}

/** Writes the mail in the caller's transaction (or at once, given the pool). */
export async function queueMail(db: Knex | Knex.Transaction, kind: string, mail: Mail): Promise<string> {
  if (mail.attachments?.length) throw new Error('A queued mail carries no attachments: send it with Mailer.send');
  const id = randomUUID();
  const body: Body = { text: mail.text, html: mail.html, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) };
  await db('mail_outbox').insert({ id, kind, recipient: mail.to, subject: mail.subject, body });
  return id;
}

/** Whether the server may take the message later: it could not be reached, or it answered 4xx (try again). */
export function isPassing(err: unknown): boolean {
  const { code, responseCode } = err as { code?: string; responseCode?: number };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'EDNS' || code === 'ECONNREFUSED';
}

export class MailRelay {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private nudged = false;
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Knex,
    private readonly deliver: (mail: Mail) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly retryFirstMs = 2_000,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopping.abort();
    this.wake?.();
    await this.loop;
  }

  /** Sends what is due now, until nothing is; the number of rows it claimed. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claim();
      if (!claimed.length) return total;
      total += claimed.length;
      await Promise.all(claimed.map((row) => this.sendOne(row)));
    }
  }

  /** Rows neither sent nor given up on: due, waiting for a retry, or claimed by a sender. */
  async unsettled(): Promise<number> {
    const [row] = await this.db('mail_outbox').whereNull('sent_at').whereNull('failed_at').count<{ count: string }[]>({ count: '*' });
    return Number(row!.count);
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      this.nudged = false;
      try {
        await this.drain();
        failures = 0;
      } catch (err) {
        failures += 1;
        this.log.warn({ err: (err as Error).message }, 'mail relay pass failed; will retry');
      }
      if (!this.running || this.nudged) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, failures ? backoffDelay(failures - 1, IDLE_MS, 30_000) : IDLE_MS);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  private async claim(): Promise<ClaimedRow[]> {
    const { rows } = await this.db.raw<{ rows: ClaimedRow[] }>(
      `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ?)
       WHERE id IN (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                    ORDER BY next_attempt_at LIMIT ? FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, recipient, subject, body, attempts`,
      [LEASE_MS / 1000, BATCH],
    );
    return rows;
  }

  private async sendOne(row: ClaimedRow): Promise<void> {
    const entry = { kind: row.kind, to: row.recipient, mailId: row.id, tries: row.attempts };
    try {
      await this.deliver({ to: row.recipient, subject: row.subject, ...row.body });
    } catch (err) {
      const message = (err as Error).message;
      if (isPassing(err) && row.attempts < MAIL_MAX_TRIES && !this.stopping.signal.aborted) {
        const retryInMs = backoffDelay(row.attempts - 1, this.retryFirstMs, 60_000);
        this.log.warn({ ...entry, err: message, retryInMs }, 'mail not sent yet; will retry');
        await this.db('mail_outbox').where({ id: row.id }).update({ next_attempt_at: new Date(Date.now() + retryInMs), last_error: message });
        return;
      }
      if (this.stopping.signal.aborted && isPassing(err)) {
        // Stopping is not the mail's failure: the next process picks the row up when the claim runs out.
        await this.db('mail_outbox').where({ id: row.id }).update({ next_attempt_at: new Date(), last_error: message });
        return;
      }
      this.log.error({ ...entry, err: message }, 'mail could not be sent');
      // The body stays: an operator who mends the cause can put the row back (failed_at to null).
      await this.db('mail_outbox').where({ id: row.id }).update({ failed_at: this.db.fn.now(), last_error: message });
      return;
    }
    this.log.info(entry, 'mail sent');
    await this.db('mail_outbox').where({ id: row.id }).update({ sent_at: this.db.fn.now(), last_error: null, body: null });
  }
}
