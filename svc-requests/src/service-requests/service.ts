import { randomUUID } from 'node:crypto';
import {
  BLOG_LANGUAGES,
  SERVICE_REQUEST_MESSAGES as M,
  isServiceRequestStatus,
  isUuid,
  todayIn,
  validateServiceRequest,
  type BlogLanguage,
  type ServiceRequest,
  type ServiceRequestCreateBody,
  type ServiceRequestUpdateBody,
} from '@hvac/contracts';
import { badRequest, forbidden, notFound, type AuthUser, type Mailer } from '@hvac/service-kit';
import type { RequestsContext } from '../config';
import * as users from '../users/repo';
import * as repo from './repo';
import { serviceRequestAssigned, serviceRequestCreated, serviceRequestStatusChanged } from './events';
import { confirmationMail, officeNotificationMail } from './mail';

const text = (v: string | null | undefined): string => (v ?? '').trim();
const textOrNull = (v: string | null | undefined): string | null => (text(v) === '' ? null : text(v));

/** First language of an Accept-Language header that the site speaks. */
export function languageOf(body: BlogLanguage | undefined, acceptLanguage: string | undefined): BlogLanguage {
  if (body) return body;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().slice(0, 2).toLowerCase();
    if ((BLOG_LANGUAGES as readonly string[]).includes(tag)) return tag as BlogLanguage;
  }
  return 'en';
}

/**
 * Whose request this is. A signed-in caller files only for themselves. A guest sends the lead id from
 * register-service-lead; that lead is created by svc-identity moments before and may not have reached the
 * users projection yet, so an id the projection does not know is accepted (without a token only) and the
 * request shows the contact name until the lead's user-registered event arrives. An id the projection
 * does know must be an active client, so a guest can never file a request in a staff member's name.
 * The owner's projected name comes along for the answer, as the request views join it.
 */
interface Owner {
  id: string;
  name: string | null;
}

/** A signed-in caller with the name the users projection gave the token check (null if it has none yet). */
export interface Caller {
  user: AuthUser;
  projectedName: string | null;
}

async function resolveOwner(ctx: RequestsContext, caller: Caller | undefined, userId: string | undefined): Promise<Owner> {
  if (caller) {
    if (userId !== undefined && userId !== caller.user.id) throw forbidden(M.notOwnUser, 'notOwnUser');
    return { id: caller.user.id, name: caller.projectedName };
  }
  if (!userId || userId.trim() === '') throw badRequest(M.userIdRequired, 'userIdRequired');
  if (!isUuid(userId)) throw badRequest(M.unknownUser, 'unknownUser');
  const known = await users.findUser(ctx.db, userId);
  if (known?.deleted_at) throw badRequest(M.unknownUser, 'unknownUser');
  if (known && known.role !== 'client') throw badRequest(M.notClientUser, 'notClientUser');
  return { id: userId.toLowerCase(), name: known?.username ?? null };
}

export async function createRequest(
  ctx: RequestsContext,
  mailer: Mailer,
  caller: Caller | undefined,
  body: ServiceRequestCreateBody,
  lang: BlogLanguage,
  correlationId: string | null,
): Promise<ServiceRequest> {
  const owner = await resolveOwner(ctx, caller, body.userId);
  const errors = validateServiceRequest(body, todayIn());
  if (errors.length) throw badRequest(errors[0]!.message, errors[0]!.code, { errors });

  const sched = body.schedulingPreferences ?? {};
  const id = randomUUID();
  const serviceType = text(body.serviceType);
  const row = await ctx.db.transaction(async (trx) => {
    const inserted = await repo.insertRequest(trx, {
      id,
      user_id: owner.id,
      contact_full_name: text(body.contactFullName),
      contact_phone: text(body.contactPhone),
      contact_email: text(body.contactEmail).toLowerCase(),
      contact_street: text(body.contactStreet),
      contact_city: text(body.contactCity),
      contact_zip: text(body.contactZip),
      contact_apartment: textOrNull(body.contactApartment),
      service_type: serviceType,
      // Spec 1 §7: the description is the other-description, else the service type.
      description: text(body.description) || serviceType,
      scheduling_preferences: {
        preferredDate1: textOrNull(sched.preferredDate1),
        preferredTime1: textOrNull(sched.preferredTime1),
        preferredDate2: textOrNull(sched.preferredDate2),
        preferredTime2: textOrNull(sched.preferredTime2),
        notes: textOrNull(sched.notes),
      },
      additional_details: body.additionalDetails ?? {},
    });
    await serviceRequestCreated(
      ctx.outbox,
      trx,
      { id, userId: owner.id, serviceType, contactFullName: text(body.contactFullName), contactEmail: text(body.contactEmail).toLowerCase(), status: 'pending' },
      correlationId,
    );
    return inserted;
  });
  // A new request has no technician yet; the customer's name is the one the views would join.
  const created = repo.toServiceRequest({ ...row, customer_name: owner.name, assigned_to_name: null });
  mailer.dispatch('service-request-confirmation', () => confirmationMail(created, lang));
  mailer.dispatch('service-request-office', () => officeNotificationMail(created, ctx.config.OFFICE_EMAIL, ctx.config.PUBLIC_URL));
  return created;
}

export async function getRequest(ctx: RequestsContext, id: string): Promise<ServiceRequest> {
  const row = await repo.findView(ctx.db, id);
  if (!row) throw notFound(M.notFound, 'SERVICE_REQUEST_NOT_FOUND');
  return repo.toServiceRequest(row);
}

/**
 * Status and assignee change under a row lock in one transaction, so two managers saving at once are
 * applied one after the other and each event's `from` is the value the change really replaced.
 */
export async function updateRequest(ctx: RequestsContext, id: string, body: ServiceRequestUpdateBody, correlationId: string | null): Promise<ServiceRequest> {
  if (body.status === undefined && body.assignedTo === undefined) throw badRequest(M.nothingToUpdate, 'nothingToUpdate');
  if (body.status !== undefined && !isServiceRequestStatus(body.status)) throw badRequest(M.statusInvalid, 'statusInvalid');
  let assignee: string | null | undefined = body.assignedTo;
  if (assignee !== undefined && assignee !== null) {
    if (!isUuid(assignee)) throw badRequest(M.assigneeInvalid, 'assigneeInvalid');
    assignee = assignee.toLowerCase();
  }
  await ctx.db.transaction(async (trx) => {
    const current = await repo.lockRow(trx, id);
    if (!current) throw notFound(M.notFound, 'SERVICE_REQUEST_NOT_FOUND');
    if (assignee && !users.isAssignable(await users.findUser(trx, assignee))) throw badRequest(M.assigneeInvalid, 'assigneeInvalid');
    const patch: Parameters<typeof repo.updateRow>[2] = {};
    if (body.status !== undefined && body.status !== current.status) {
      patch.status = body.status as ServiceRequest['status'];
      await serviceRequestStatusChanged(ctx.outbox, trx, { id, from: current.status, to: patch.status }, correlationId);
    }
    if (assignee !== undefined && assignee !== current.assigned_to) {
      patch.assigned_to = assignee;
      await serviceRequestAssigned(ctx.outbox, trx, { id, from: current.assigned_to, to: assignee }, correlationId);
    }
    if (Object.keys(patch).length) await repo.updateRow(trx, id, patch);
  });
  return getRequest(ctx, id);
}
