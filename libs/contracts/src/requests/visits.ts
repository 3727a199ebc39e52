import { Type, type Static } from 'typebox';
import { OrNull, Success } from '../core';

/* Visits to a service request, the technicians' working hours and the public availability (docs/domains/service-requests.md#visits). */

export const VISIT_STATUSES = ['scheduled', 'on_the_way', 'started', 'completed', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const VisitStatusSchema = Type.Union([
  Type.Literal('scheduled'),
  Type.Literal('on_the_way'),
  Type.Literal('started'),
  Type.Literal('completed'),
  Type.Literal('cancelled'),
]);

/** The way a visit goes, one step at a time (docs/domains/service-requests.md#visit-statuses); `cancelled` is off this path. */
export const VISIT_STATUS_ORDER: readonly VisitStatus[] = ['scheduled', 'on_the_way', 'started', 'completed'];

/** How far ahead of the server's clock a phone's `at` may be before it is refused (clock skew). */
export const VISIT_CLOCK_SKEW_MS = 5 * 60_000;

export const VISIT_MESSAGES = {
  visitNotFound: 'Visit not found.',
  visitEndsBeforeStart: 'A visit must end after it starts.',
  visitTechnicianInvalid: 'The technician must be an active admin, manager or staff member.',
  visitRequestClosed: 'A completed or cancelled service request cannot get new visits.',
  visitClosed: 'A completed or cancelled visit cannot be changed.',
  visitNothingToUpdate: 'Send a technicianId, startsAt or endsAt to update.',
  visitStatusOrder: 'A visit goes scheduled, on the way, started, completed, one step at a time; it can be cancelled until it is completed.',
  visitNotYours: 'Only the assigned technician, a manager or an admin can change this visit.',
  visitCancelForbidden: 'Only a manager or an admin can cancel a visit.',
  visitTimeInFuture: 'The time of a status change cannot be in the future.',
  visitRangeInvalid: 'The period must start before it ends and span at most 92 days.',
  visitOverlaps: 'The technician already has a visit at that time.',
  technicianNotFound: 'Technician not found.',
  workingHoursInvalid: 'Working hours must be HH:MM, start before end, and name each day at most once.',
  availabilityDateInvalid: 'Please choose a valid date.',
} as const;
export type VisitMessageCode = keyof typeof VISIT_MESSAGES;

/** The longest period one visit list covers. */
export const VISIT_RANGE_MAX_DAYS = 92;

const Instant = Type.String({ format: 'date-time' });

/** The service request a visit is for, with what a technician needs on the phone. */
export const VisitRequest = Type.Object({
  id: Type.String({ format: 'uuid' }),
  /** The customer's account (null for a guest): whom an invoice for the visit is made out to. */
  clientId: OrNull(Type.String({ format: 'uuid' })),
  status: Type.String(),
  customerName: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  serviceType: Type.String(),
  description: Type.String(),
});
export type VisitRequest = Static<typeof VisitRequest>;

export const Visit = Type.Object({
  id: Type.String({ format: 'uuid' }),
  serviceRequestId: Type.String({ format: 'uuid' }),
  technicianId: Type.String({ format: 'uuid' }),
  /** The technician's name as the users directory knows it; a deleted user keeps theirs. */
  technicianName: Type.String(),
  /**
   * The technician was deleted or is no longer staff: the visit waits to be reassigned
   * (docs/domains/service-requests.md#orphaned-visits).
   */
  orphaned: Type.Boolean(),
  startsAt: Instant,
  endsAt: Instant,
  status: VisitStatusSchema,
  /** The completion notes. */
  notes: OrNull(Type.String()),
  request: VisitRequest,
  createdAt: Instant,
  updatedAt: Instant,
});
export type Visit = Static<typeof Visit>;

export const VisitHistoryEntry = Type.Object({
  status: VisitStatusSchema,
  at: Instant,
  by: OrNull(Type.String({ format: 'uuid' })),
  byName: OrNull(Type.String()),
  notes: OrNull(Type.String()),
});
export type VisitHistoryEntry = Static<typeof VisitHistoryEntry>;

export const VisitResponse = Success({ visit: Visit });
export type VisitResponse = Static<typeof VisitResponse>;
export const VisitDetailResponse = Success({ visit: Visit, history: Type.Array(VisitHistoryEntry) });
export type VisitDetailResponse = Static<typeof VisitDetailResponse>;
export const VisitListResponse = Success({ visits: Type.Array(Visit) });
export type VisitListResponse = Static<typeof VisitListResponse>;

/**
 * A visit as the dispatch board and the overview draw it: who, when, whose and what, without the
 * request's contact details, description and notes, so a week of 50 technicians stays a small answer
 * (docs/domains/service-requests.md#visits).
 */
export const VisitCard = Type.Object({
  ...Type.Pick(Visit, ['id', 'serviceRequestId', 'technicianId', 'technicianName', 'orphaned', 'startsAt', 'endsAt', 'status']).properties,
  customerName: Type.String(),
  serviceType: Type.String(),
});
export type VisitCard = Static<typeof VisitCard>;
export const VisitCardListResponse = Success({ visits: Type.Array(VisitCard) });
export type VisitCardListResponse = Static<typeof VisitCardListResponse>;

export const VisitCreateBody = Type.Object(
  { technicianId: Type.String({ format: 'uuid' }), startsAt: Instant, endsAt: Instant },
  { additionalProperties: false },
);
export type VisitCreateBody = Static<typeof VisitCreateBody>;

export const VisitUpdateBody = Type.Object(
  { technicianId: Type.Optional(Type.String({ format: 'uuid' })), startsAt: Type.Optional(Instant), endsAt: Type.Optional(Instant) },
  { additionalProperties: false },
);
export type VisitUpdateBody = Static<typeof VisitUpdateBody>;

export const VisitStatusBody = Type.Object(
  {
    status: Type.Union([Type.Literal('on_the_way'), Type.Literal('started'), Type.Literal('completed'), Type.Literal('cancelled')]),
    notes: Type.Optional(Type.String({ maxLength: 5000 })),
    /** When the change was made on the phone; an offline change arrives late and keeps this time. */
    at: Type.Optional(Instant),
  },
  { additionalProperties: false },
);
export type VisitStatusBody = Static<typeof VisitStatusBody>;

export const VisitListQuery = Type.Object({
  from: Type.Optional(Instant),
  to: Type.Optional(Instant),
  technicianId: Type.Optional(Type.String({ format: 'uuid' })),
  /** Only the open visits of deleted or no longer staff technicians, from now on (from and to are then ignored). */
  orphaned: Type.Optional(Type.Boolean()),
});
export type VisitListQuery = Static<typeof VisitListQuery>;

export const MyVisitsQuery = Type.Object({ from: Type.Optional(Instant), to: Type.Optional(Instant) });
export type MyVisitsQuery = Static<typeof MyVisitsQuery>;

/** The next open visit of a request, as its customer sees it on My Service Requests. */
export const NextVisit = Type.Object({
  /** The Houston calendar day it starts on. */
  date: Type.String(),
  startsAt: Instant,
  endsAt: Instant,
  technicianFirstName: Type.String(),
  status: VisitStatusSchema,
});
export type NextVisit = Static<typeof NextVisit>;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const Clock = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

export const WorkingDay = Type.Object(
  {
    day: Type.Union([
      Type.Literal('monday'),
      Type.Literal('tuesday'),
      Type.Literal('wednesday'),
      Type.Literal('thursday'),
      Type.Literal('friday'),
      Type.Literal('saturday'),
      Type.Literal('sunday'),
    ]),
    start: Clock,
    end: Clock,
  },
  { additionalProperties: false },
);
export type WorkingDay = Static<typeof WorkingDay>;

/** Monday to Saturday, 8 AM to 6 PM in Houston, until an admin sets a technician's own. */
export const DEFAULT_WORKING_DAYS: readonly WorkingDay[] = WEEKDAYS.filter((d) => d !== 'sunday').map((day) => ({ day, start: '08:00', end: '18:00' }));

export const WorkingHoursBody = Type.Object({ days: Type.Array(WorkingDay, { maxItems: 7 }) }, { additionalProperties: false });
export type WorkingHoursBody = Static<typeof WorkingHoursBody>;

export const WorkingHours = Type.Object({
  technicianId: Type.String({ format: 'uuid' }),
  /** Days not listed are days off; times are Houston's wall clock. */
  days: Type.Array(WorkingDay),
  /** True while no admin has set this technician's hours. */
  isDefault: Type.Boolean(),
});
export type WorkingHours = Static<typeof WorkingHours>;
export const WorkingHoursResponse = Success({ workingHours: WorkingHours });
export type WorkingHoursResponse = Static<typeof WorkingHoursResponse>;

/** The wall-clock span of each booking window (service-requests.ts' TIME_WINDOWS but Any Time, which is any of them). */
export const TIME_WINDOW_SPANS: Readonly<Record<string, { start: string; end: string }>> = {
  'Morning (8 AM - 12 PM)': { start: '08:00', end: '12:00' },
  'Afternoon (12 PM - 4 PM)': { start: '12:00', end: '16:00' },
  'Evening (4 PM - 8 PM)': { start: '16:00', end: '20:00' },
};

export const AvailabilityQuery = Type.Object({
  date: Type.String({ maxLength: 10 }),
  serviceType: Type.Optional(Type.String({ maxLength: 100 })),
});
export type AvailabilityQuery = Static<typeof AvailabilityQuery>;

export const AvailabilitySlot = Type.Object({ timeSlot: Type.String(), available: Type.Boolean() });
export type AvailabilitySlot = Static<typeof AvailabilitySlot>;
export const AvailabilityResponse = Success({ date: Type.String(), slots: Type.Array(AvailabilitySlot) });
export type AvailabilityResponse = Static<typeof AvailabilityResponse>;

declare module '../core/error-codes' {
  interface DomainErrorCodes {
    visits: VisitMessageCode;
  }
}
