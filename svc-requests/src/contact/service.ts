import { randomUUID } from 'node:crypto';
import { CONTACT_SUBJECTS, validateContactMessage, type ContactMessageBody } from '@hvac/contracts/requests';
import { badRequest, type Mailer } from '@hvac/service-kit';
import type { RequestsContext } from '../config';
import { contactOfficeMail } from './mail';
import * as repo from './repo';

/** Stores the message and queues its mail to the office together; a failed send is on record and the message is kept. */
export async function submitContactMessage(ctx: RequestsContext, mailer: Mailer, body: ContactMessageBody): Promise<string> {
  const errors = validateContactMessage(body);
  if (errors.length) throw badRequest(errors[0]!.message, errors[0]!.code, { errors });
  const row: repo.ContactRow = {
    id: randomUUID(),
    full_name: body.fullName.trim(),
    email: body.email.trim(),
    phone: body.phone?.trim() || null,
    subject: body.subject?.trim() || CONTACT_SUBJECTS[0],
    message: body.message.trim(),
  };
  await ctx.db.transaction(async (trx) => {
    await repo.insertMessage(trx, row);
    await mailer.queue(trx, 'contact-message', contactOfficeMail(row, ctx.config.OFFICE_EMAIL));
  });
  return row.id;
}
