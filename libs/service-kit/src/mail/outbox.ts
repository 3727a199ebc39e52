import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import { backoffDelay } from '../backoff';
import { RelayLoop } from '../relay-loop';
import type { Migration } from '../db';

/*
 * The mail outbox (docs/architecture.md#mail): a mail a change asks for is a row written in the change's
 * transaction, so it exists exactly when the change was committed, and survives the process. A relay in
 * every replica locks due rows (FOR UPDATE SKIP LOCKED) for as long as it sends them, and records the
 * outcome in the same transaction. A sender killed mid-send loses its connection and with it the lock, so
 * another process sends the row at once: at least once, never silently never.
 */

/** One message: what a service asks to send and the outbox keeps until it is sent. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent with the message (a document's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

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
const MAIL_MAX_TRIES = 8;
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
function isPassing(err: unknown): boolean {
  const { code, responseCode } = err as { code?: string; responseCode?: number };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'EDNS' || code === 'ECONNREFUSED';
}

export class MailRelay {
  private readonly loop: RelayLoop;
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Knex,
    private readonly deliver: (mail: Mail) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly retryFirstMs = 2_000,
  ) {
    this.loop = new RelayLoop('mail relay', async () => (await this.drain(), IDLE_MS), log);
  }

  start(): void {
    this.loop.start();
  }

  nudge(): void {
    this.loop.nudge();
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.loop.stop();
  }

  /** Sends what is due now, until nothing is; the number of rows it took. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const taken = await this.db.transaction(async (trx) => {
        const { rows } = await trx.raw<{ rows: ClaimedRow[] }>(
          `SELECT id, kind, recipient, subject, body, attempts FROM mail_outbox
           WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
           ORDER BY next_attempt_at LIMIT ? FOR UPDATE SKIP LOCKED`,
          [BATCH],
        );
        await Promise.all(rows.map((row) => this.sendOne(trx, { ...row, attempts: row.attempts + 1 })));
        return rows.length;
      });
      if (!taken) return total;
      total += taken;
    }
  }

  /** Rows neither sent nor given up on: due, waiting for a retry, or being sent. */
  async unsettled(): Promise<number> {
    const [row] = await this.db('mail_outbox').whereNull('sent_at').whereNull('failed_at').count<{ count: string }[]>({ count: '*' });
    return Number(row!.count);
  }

  private async sendOne(trx: Knex.Transaction, row: ClaimedRow): Promise<void> {
    const record = (outcome: Record<string, unknown>) => trx('mail_outbox').where({ id: row.id }).update({ attempts: row.attempts, ...outcome });
    const entry = { kind: row.kind, to: row.recipient, mailId: row.id, tries: row.attempts };
    try {
      await this.deliver({ to: row.recipient, subject: row.subject, ...row.body });
    } catch (err) {
      const message = (err as Error).message;
      if (isPassing(err) && row.attempts < MAIL_MAX_TRIES && !this.stopping.signal.aborted) {
        const retryInMs = backoffDelay(row.attempts - 1, this.retryFirstMs, 60_000);
        this.log.warn({ ...entry, err: message, retryInMs }, 'mail not sent yet; will retry');
        // On PostgreSQL's clock, as the due check reads it: the service's may differ (another host, a test's).
        await record({ next_attempt_at: trx.raw("now() + ? * interval '1 millisecond'", [retryInMs]), last_error: message });
        return;
      }
      if (this.stopping.signal.aborted && isPassing(err)) {
        // Stopping is not the mail's failure: the next process takes the row up.
        await record({ last_error: message });
        return;
      }
      this.log.error({ ...entry, err: message }, 'mail could not be sent');
      // The body stays: an operator who mends the cause can put the row back (failed_at to null).
      await record({ failed_at: trx.fn.now(), last_error: message });
      return;
    }
    this.log.info(entry, 'mail sent');
    await record({ sent_at: trx.fn.now(), last_error: null, body: null });
  }
}
