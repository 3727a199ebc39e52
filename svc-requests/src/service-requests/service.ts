import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, isUuid, normalizeEmail, todayIn } from '@hvac/contracts';
import { BOOKING_MESSAGES, SERVICE_REQUEST_MESSAGES as M, isServiceRequestStatus, validateServiceRequest, type BlogLanguage, type ServiceRequest, type ServiceRequestCreateBody, type ServiceRequestUpdateBody } from '@hvac/contracts/requests';
import {
  badRequest,
  findUser,
  forbidden,
  isActiveWithRole,
  notFound,
  verifyBookingToken,
  type App,
  type AuthUser,
  type DirectoryRow,
  type Mailer,
} from '@hvac/service-kit';
import type { RequestsContext } from '../config';
import * as repo from './repo';
import { serviceRequestAssigned, serviceRequestCreated, serviceRequestStatusChanged } from './events';
import type { BookingLimits } from './limits';
import { confirmationMail, officeNotificationMail } from './mail';

const text = (v: string | null | undefined): string => (v ?? '').trim();
const textOrNull = (v: string | null | undefined): string | null => (text(v) === '' ? null : text(v));

/**
 * Whose request this is. A signed-in caller files only for themselves. A guest sends the booking token
 * that svc-identity's lead call gave the dialog (as `userId`, where the spec puts the guest id): it is
 * bound to the booking's e-mail and names an account only if that call created it, so the request
 * belongs to that fresh account, or to nobody (a guest request) when the e-mail was already known.
 * The owner's projected row comes along for the answer's customer, as the request views join it.
 */
interface Owner {
  id: string | null;
  projected: DirectoryRow | null;
}

/** A signed-in caller with the row the users projection gave the token check (null if it has none yet). */
export interface Caller {
  user: AuthUser;
  projected: DirectoryRow | null;
}

function resolveOwner(app: App, caller: Caller | undefined, body: ServiceRequestCreateBody): Owner {
  if (caller) {
    if (body.userId !== undefined && body.userId !== caller.user.id) throw forbidden(M.notOwnUser, 'notOwnUser');
    return { id: caller.user.id, projected: caller.projected };
  }
  if (!body.userId?.trim()) throw badRequest(M.userIdRequired, 'userIdRequired');
  const booking = verifyBookingToken(app, body.userId);
  if (!booking || normalizeEmail(body.contactEmail ?? '') !== booking.email) throw badRequest(BOOKING_MESSAGES.bookingExpired, 'bookingExpired');
  return { id: booking.uid ?? null, projected: null };
}

export interface NewRequest {
  caller: Caller | undefined;
  body: ServiceRequestCreateBody;
  lang: BlogLanguage;
  /** The client's address, as the gateway determined it. */
  address: string;
  correlationId: string | null;
}

export async function createRequest(
  ctx: RequestsContext,
  { mailer, limits }: { mailer: Mailer; limits: BookingLimits },
  { caller, body, lang, address, correlationId }: NewRequest,
): Promise<ServiceRequest> {
  const errors = validateServiceRequest(body, todayIn());
  if (errors.length) throw badRequest(errors[0]!.message, errors[0]!.code, { errors });
  const owner = resolveOwner(ctx.app, caller, body);
  await limits.admit(caller ? { accountId: caller.user.id } : { address });

  const sched = body.schedulingPreferences ?? {};
  const id = randomUUID();
  const serviceType = text(body.serviceType);
  return ctx.db.transaction(async (trx) => {
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
      // docs/domains/service-requests.md#booking: the description is the text the dialog sends, else the service type.
      description: text(body.description) || serviceType,
      scheduling_preferences: {
        preferredDate1: textOrNull(sched.preferredDate1),
        preferredTime1: textOrNull(sched.preferredTime1),
        preferredDate2: textOrNull(sched.preferredDate2),
        preferredTime2: textOrNull(sched.preferredTime2),
        notes: textOrNull(sched.notes),
      },
      additional_details: body.additionalDetails ?? {},
    }, lang);
    await serviceRequestCreated(
      ctx.outbox,
      trx,
      { id, userId: owner.id, serviceType, contactFullName: text(body.contactFullName), contactEmail: text(body.contactEmail).toLowerCase(), status: 'pending' },
      correlationId,
    );
    // A new request has no technician yet; the customer is the one the views would join.
    const created = repo.toServiceRequest({
      ...inserted,
      customer_username: owner.projected?.username ?? null,
      customer_email: owner.projected?.email ?? null,
      technician_username: null,
      technician_email: null,
    });
    // The mails are queued with the request, so a booking that is filed is a booking that is mailed.
    const holder = owner.id === null ? 'nobody' : caller ? 'account' : 'guestAccount';
    if (await limits.mayConfirm(created.contactEmail)) await mailer.queue(trx, 'service-request-confirmation', confirmationMail(created, lang, holder, ctx.config.PUBLIC_URL));
    else ctx.log.warn({ requestId: created.id }, 'confirmation mail withheld: the address had its share this window');
    await mailer.queue(trx, 'service-request-office', officeNotificationMail(created, ctx.config.OFFICE_EMAIL, ctx.config.PUBLIC_URL));
    return created;
  });
}

export async function getRequest(ctx: RequestsContext, id: string): Promise<ServiceRequest> {
  const row = await repo.findView(ctx.db, id);
  if (!row) throw notFound(M.notFound, 'serviceRequestNotFound');
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
    if (!current) throw notFound(M.notFound, 'serviceRequestNotFound');
    if (assignee && !isActiveWithRole(await findUser(trx, assignee), STAFF_ROLES)) throw badRequest(M.assigneeInvalid, 'assigneeInvalid');
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
