import { RelayLoop, type Mailer } from '@hvac/service-kit';
import type { RequestsContext } from '../config';
import { visitMail } from './mail';
import type { VisitView } from './repo';
import * as repo from './repo';

const BATCH = 50;

/**
 * The day-before reminders (docs/domains/service-requests.md#visit-mail). Each pass takes scheduled
 * visits starting within the next 24 hours that have none yet, locked so that replicas share them
 * (SKIP LOCKED), and queues each reminder in the mail outbox in the same transaction that marks the
 * visit: a reminder is queued exactly once, and the outbox sends it even across a restart. PostgreSQL's
 * clock decides what is due, as for the mail outbox.
 */
export function reminderLoop(ctx: RequestsContext, mailer: Mailer): RelayLoop {
  const pass = async (): Promise<number> => {
    const queued = await ctx.db.transaction(async (trx) => {
      const due = (await trx('visits')
        .where('status', 'scheduled')
        .whereNull('reminder_queued_at')
        .whereRaw("starts_at > now() AND starts_at <= now() + interval '24 hours'")
        .orderBy('starts_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .select('id')) as { id: string }[];
      for (const { id } of due) {
        const view = (await repo.findView(trx, id)) as VisitView;
        await mailer.queue(trx, 'visit-reminder', visitMail('reminder', view));
      }
      if (due.length) await trx('visits').whereIn('id', due.map((d) => d.id)).update({ reminder_queued_at: trx.fn.now() });
      return due.length;
    });
    return queued === BATCH ? 0 : ctx.config.VISIT_REMINDER_INTERVAL_SECONDS * 1000;
  };
  return new RelayLoop('visit reminders', pass, ctx.log);
}
