import { Type, type Static } from 'typebox';
import { BlogLanguageSchema } from './blog';
import { NextVisit } from './visits';
import { OrNull, Paginated, Required, Role, Success, isValidEmail, todayIn, type FieldError } from '../core';

export const SERVICE_REQUEST_STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];
const statusLiterals = [
  Type.Literal('pending'),
  Type.Literal('confirmed'),
  Type.Literal('in_progress'),
  Type.Literal('completed'),
  Type.Literal('cancelled'),
] as const;
export const ServiceRequestStatusSchema = Type.Union([...statusLiterals]);
export const isServiceRequestStatus = (v: unknown): v is ServiceRequestStatus =>
  typeof v === 'string' && (SERVICE_REQUEST_STATUSES as readonly string[]).includes(v);

/** Booking dialog step 1 (docs/domains/public-site.md#booking-dialog). */
export const SERVICE_TYPES = [
  'AC Repair',
  'Heating Installation',
  'Maintenance Plan Inquiry',
  'Indoor Air Quality Consultation',
  'Other',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The time windows (docs/domains/public-site.md#booking-dialog), sent as these exact values (screens translate the labels). */
export const TIME_WINDOWS = ['Morning (8 AM - 12 PM)', 'Afternoon (12 PM - 4 PM)', 'Evening (4 PM - 8 PM)', 'Any Time'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];

/** Step 2 option values (docs/domains/public-site.md#booking-dialog). */
export const COMMON_ISSUES = [
  'Not Cooling / Blowing Warm Air',
  'Strange Noises',
  'Leaking Water',
  "Unit Won't Turn On",
  'Thermostat Issues',
  'Routine Maintenance Request',
  'Other',
] as const;
export const SYSTEM_AGES = ['0-5 years', '6-10 years', '10+ years', 'Unsure'] as const;
export const SYSTEM_TYPES = ['Central AC', 'Ductless Mini-Split', 'Heat Pump', 'Unsure'] as const;
export const INSTALLATION_TYPES = ['New System Installation (First Time)', 'Replacing Existing System'] as const;
export const PROPERTY_SIZES = ['Under 1500 sq ft', '1500-2500 sq ft', '2500-3500 sq ft', 'Over 3500 sq ft'] as const;
export const PROPERTY_TYPES = ['Single-Family Home', 'Townhouse', 'Condo'] as const;
export const SYSTEM_TIERS = ['standard', 'performance', 'premium'] as const;
export const REPAIR_ADD_ONS = ['capacitor', 'tuneUp', 'smartThermostat'] as const;
export const INSTALLATION_ADD_ONS = ['smartThermostatUpgrade', 'airPurifier', 'extendedWarranty'] as const;

export const BOOKING_MESSAGES = {
  serviceTypeRequired: 'Please select a service type.',
  stepFieldsRequired: 'Please fill in all required fields for this step.',
  fullNameRequired: 'Full name is required.',
  phoneRequired: 'Phone number is required.',
  phoneDigits: 'Phone number must be 10 digits.',
  emailRequired: 'Email address is required.',
  emailInvalid: 'Invalid email format.',
  streetRequired: 'Street address is required.',
  cityRequired: 'City is required.',
  zipRequired: 'ZIP code is required.',
  zipDigits: 'ZIP code must be 5 digits.',
  scheduleRequired: 'Please select at least your first preferred date and time window.',
  dateInvalid: 'Please choose a valid date.',
  datePast: 'Preferred dates cannot be in the past.',
  timeWindowInvalid: 'Please choose one of the offered time windows.',
  bookingExpired: 'Your booking session has expired. Please confirm your contact details again.',
} as const;
export type BookingMessageCode = keyof typeof BOOKING_MESSAGES;

export const SERVICE_REQUEST_MESSAGES = {
  notFound: 'Service request not found.',
  statusInvalid: `Status must be one of: ${SERVICE_REQUEST_STATUSES.join(', ')}.`,
  assigneeInvalid: 'The assignee must be an admin, manager or staff member.',
  nothingToUpdate: 'Send a status or an assignedTo value to update.',
  userIdRequired: 'A user id is required to file a service request.',
  notOwnUser: 'You can only file service requests for yourself.',
  adminOnly: 'Access denied. Admin or Manager role required.',
} as const;

const blank = (v: string | null | undefined): boolean => v === undefined || v === null || v.trim() === '';
const add = (errors: FieldError[], field: string, code: BookingMessageCode) =>
  errors.push({ field, code, message: BOOKING_MESSAGES[code] });

/** The step-2 variant a service type opens (docs/domains/public-site.md#booking-dialog): repair/maintenance, installation, or free notes. */
export type BookingVariant = 'repair' | 'installation' | 'other';
export const bookingVariant = (serviceType: string): BookingVariant => {
  const t = serviceType.toLowerCase();
  if (t.includes('repair') || t.includes('maintenance')) return 'repair';
  if (t.includes('installation')) return 'installation';
  return 'other';
};

export function validateBookingServiceType(serviceType: string | null | undefined): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(serviceType) || !(SERVICE_TYPES as readonly string[]).includes(serviceType!)) add(errors, 'serviceType', 'serviceTypeRequired');
  return errors;
}

export interface BookingDetailsInput {
  commonIssues?: readonly string[] | null;
  installationType?: readonly string[] | string | null;
  propertySize?: string | null;
  propertyType?: string | null;
  selectedTier?: string | null;
}

/** Step 2: at least one problem for repair/maintenance; installation type, size, property type and tier for installation. */
export function validateBookingDetails(serviceType: string, details: BookingDetailsInput): FieldError[] {
  const errors: FieldError[] = [];
  const variant = bookingVariant(serviceType);
  if (variant === 'repair' && !(details.commonIssues && details.commonIssues.length > 0)) {
    add(errors, 'commonIssues', 'stepFieldsRequired');
  }
  if (variant === 'installation') {
    const inst = details.installationType;
    const hasInst = Array.isArray(inst) ? inst.length > 0 : !blank(inst as string | null | undefined);
    if (!hasInst || blank(details.propertySize) || blank(details.propertyType) || blank(details.selectedTier)) {
      add(errors, 'form', 'stepFieldsRequired');
    }
  }
  return errors;
}

export interface BookingContactInput {
  fullName?: string | null;
  phone?: string | null;
  email?: string | null;
  streetAddress?: string | null;
  city?: string | null;
  zipCode?: string | null;
}

/** Step 3, with the dialog's field names; only digits count for the phone. */
export function validateBookingContact(input: BookingContactInput): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(input.fullName)) add(errors, 'fullName', 'fullNameRequired');
  if (blank(input.phone)) add(errors, 'phone', 'phoneRequired');
  else if (input.phone!.replace(/\D/g, '').length !== 10) add(errors, 'phone', 'phoneDigits');
  if (blank(input.email)) add(errors, 'email', 'emailRequired');
  else if (!isValidEmail(input.email!)) add(errors, 'email', 'emailInvalid');
  if (blank(input.streetAddress)) add(errors, 'streetAddress', 'streetRequired');
  if (blank(input.city)) add(errors, 'city', 'cityRequired');
  if (blank(input.zipCode)) add(errors, 'zipCode', 'zipRequired');
  else if (!/^\d{5}$/.test(input.zipCode!.trim())) add(errors, 'zipCode', 'zipDigits');
  return errors;
}

const isCalendarDate = (v: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const isTimeWindow = (v: string): boolean => (TIME_WINDOWS as readonly string[]).includes(v);

export interface BookingScheduleInput {
  preferredDate1?: string | null;
  preferredTime1?: string | null;
  preferredDate2?: string | null;
  preferredTime2?: string | null;
}

/** Step 4: first date and window required; dates are YYYY-MM-DD not before `today`; windows are TIME_WINDOWS. */
export function validateBookingSchedule(input: BookingScheduleInput, today: string = todayIn()): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(input.preferredDate1) || blank(input.preferredTime1)) {
    add(errors, 'preferredDate1', 'scheduleRequired');
    return errors;
  }
  const checkDate = (field: 'preferredDate1' | 'preferredDate2', value: string) => {
    if (!isCalendarDate(value)) add(errors, field, 'dateInvalid');
    else if (value < today) add(errors, field, 'datePast');
  };
  checkDate('preferredDate1', input.preferredDate1!.trim());
  if (!isTimeWindow(input.preferredTime1!)) add(errors, 'preferredTime1', 'timeWindowInvalid');
  if (!blank(input.preferredDate2)) checkDate('preferredDate2', input.preferredDate2!.trim());
  if (!blank(input.preferredTime2) && !isTimeWindow(input.preferredTime2!)) add(errors, 'preferredTime2', 'timeWindowInvalid');
  return errors;
}

const S = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const List = Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }), Type.Null()]));

export const SchedulingPreferences = Type.Object(
  {
    preferredDate1: Required(Type.Union([Type.String({ maxLength: 10 }), Type.Null()]), BOOKING_MESSAGES.scheduleRequired, 'scheduleRequired'),
    preferredTime1: Required(Type.Union([Type.String({ maxLength: 40 }), Type.Null()]), BOOKING_MESSAGES.scheduleRequired, 'scheduleRequired'),
    preferredDate2: S(10),
    preferredTime2: S(40),
    notes: S(2000),
  },
  { additionalProperties: false },
);
export type SchedulingPreferences = Static<typeof SchedulingPreferences>;

export const AdditionalDetails = Type.Object(
  {
    commonIssues: List,
    otherDescription: S(2000),
    systemAge: S(50),
    systemType: S(50),
    installationType: Type.Optional(
      Type.Union([Type.Array(Type.String({ maxLength: 200 }), { maxItems: 10 }), Type.String({ maxLength: 200 }), Type.Null()]),
    ),
    propertySize: S(50),
    propertyType: S(50),
    selectedTier: S(50),
    addOns: Type.Optional(Type.Union([Type.Record(Type.String({ maxLength: 50 }), Type.Boolean()), Type.Null()])),
    generalNotes: S(2000),
  },
  { additionalProperties: false },
);
export type AdditionalDetails = Static<typeof AdditionalDetails>;

/** A field the dialog requires, refused in its own words when absent; blank or null is judged by its rule. */
const R = (max: number, code: BookingMessageCode) => Required(Type.Union([Type.String({ maxLength: max }), Type.Null()]), BOOKING_MESSAGES[code], code);

/**
 * Create body (docs/domains/service-requests.md#calls), its fields in the dialog's order so the first
 * one missing is the one the dialog would name; lengths are bounded so nothing oversized reaches the database.
 */
export const ServiceRequestCreateBody = Type.Object(
  {
    userId: Type.Optional(
      Type.String({ maxLength: 2048, description: "A signed-in caller's own id, or a guest's booking token from register-service-lead." }),
    ),
    serviceType: R(100, 'serviceTypeRequired'),
    description: S(5000),
    additionalDetails: Type.Optional(AdditionalDetails),
    contactFullName: R(100, 'fullNameRequired'),
    contactPhone: R(40, 'phoneRequired'),
    contactEmail: R(320, 'emailRequired'),
    contactStreet: R(200, 'streetRequired'),
    contactCity: R(100, 'cityRequired'),
    contactZip: R(10, 'zipRequired'),
    contactApartment: S(50),
    schedulingPreferences: Required(SchedulingPreferences, BOOKING_MESSAGES.scheduleRequired, 'scheduleRequired'),
    /** Language of the confirmation e-mail (the dialog's current language); else Accept-Language, else en. */
    language: Type.Optional(BlogLanguageSchema),
  },
  { additionalProperties: false },
);
export type ServiceRequestCreateBody = Static<typeof ServiceRequestCreateBody>;

/** Every rule of the dialog (steps 1–4) applied to a create body, in dialog order. */
export function validateServiceRequest(body: Partial<ServiceRequestCreateBody>, today: string = todayIn()): FieldError[] {
  const details = body.additionalDetails ?? {};
  const sched = body.schedulingPreferences ?? {};
  const step1 = validateBookingServiceType(body.serviceType);
  return [
    ...step1,
    ...(step1.length === 0 ? validateBookingDetails(body.serviceType!, details) : []),
    ...validateBookingContact({
      fullName: body.contactFullName,
      phone: body.contactPhone,
      email: body.contactEmail,
      streetAddress: body.contactStreet,
      city: body.contactCity,
      zipCode: body.contactZip,
    }).map((e) => ({ ...e, field: CONTACT_FIELD[e.field] ?? e.field })),
    ...validateBookingSchedule(sched, today),
  ];
}
const CONTACT_FIELD: Record<string, string> = {
  fullName: 'contactFullName',
  phone: 'contactPhone',
  email: 'contactEmail',
  streetAddress: 'contactStreet',
  city: 'contactCity',
  zipCode: 'contactZip',
};

/** The account a request belongs to, as the local users directory knows it. */
export const ServiceRequestCustomer = Type.Object({
  id: Type.String({ format: 'uuid' }),
  username: Type.String(),
  email: Type.String(),
});
export type ServiceRequestCustomer = Static<typeof ServiceRequestCustomer>;

/** The staff member `assignedTo` names. */
export const ServiceRequestTechnician = Type.Object({
  username: Type.String(),
  email: Type.String(),
});
export type ServiceRequestTechnician = Static<typeof ServiceRequestTechnician>;

export const ServiceRequest = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    userId: Type.Union([Type.String(), Type.Null()]),
    customer: Type.Union([ServiceRequestCustomer, Type.Null()], {
      description: 'Null for a guest: a request whose account the users directory does not know (yet).',
    }),
    contactFullName: Type.String(),
    contactPhone: Type.String(),
    contactEmail: Type.String(),
    contactStreet: Type.String(),
    contactCity: Type.String(),
    contactZip: Type.String(),
    contactApartment: Type.Union([Type.String(), Type.Null()]),
    serviceType: Type.String(),
    description: Type.String(),
    status: ServiceRequestStatusSchema,
    assignedTo: Type.Union([Type.String(), Type.Null()]),
    technician: Type.Union([ServiceRequestTechnician, Type.Null()], { description: 'Null while unassigned.' }),
    schedulingPreferences: Type.Object({
      preferredDate1: Type.Union([Type.String(), Type.Null()]),
      preferredTime1: Type.Union([Type.String(), Type.Null()]),
      preferredDate2: Type.Union([Type.String(), Type.Null()]),
      preferredTime2: Type.Union([Type.String(), Type.Null()]),
      notes: Type.Union([Type.String(), Type.Null()]),
    }),
    additionalDetails: Type.Record(Type.String(), Type.Unknown()),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { description: 'A service request; customer and technician come from the local projection of identity users.' },
);
export type ServiceRequest = Static<typeof ServiceRequest>;

export const ServiceRequestResponse = Success({ serviceRequest: ServiceRequest });
export type ServiceRequestResponse = Static<typeof ServiceRequestResponse>;

/** A request as its customer and its technician list it, with its next open visit (docs/domains/service-requests.md#visits). */
export const ListedServiceRequest = Type.Object({ ...ServiceRequest.properties, nextVisit: Type.Optional(OrNull(NextVisit)) });
export type ListedServiceRequest = Static<typeof ListedServiceRequest>;

export const MyServiceRequestsResponse = Type.Array(ListedServiceRequest);
export type MyServiceRequestsResponse = Static<typeof MyServiceRequestsResponse>;

export const SERVICE_REQUEST_SORTS = ['createdAt', 'updatedAt', 'status', 'contactFullName', 'serviceType'] as const;
export type ServiceRequestSort = (typeof SERVICE_REQUEST_SORTS)[number];
export const SERVICE_REQUEST_PAGE_SIZE = 25;

export const ServiceRequestListQuery = Type.Object({
  status: Type.Optional(Type.Union([...statusLiterals, Type.Literal('all')])),
  unassigned: Type.Optional(Type.Literal('true', { description: 'Open requests (pending, confirmed, in progress) nobody is assigned to only: the overview widget\'s figure.' })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Optional(
    Type.Union(
      [Type.Literal('createdAt'), Type.Literal('updatedAt'), Type.Literal('status'), Type.Literal('contactFullName'), Type.Literal('serviceType')],
      { default: 'createdAt' },
    ),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: SERVICE_REQUEST_PAGE_SIZE })),
  _t: Type.Optional(Type.String({ maxLength: 30, description: 'Cache buster; ignored.' })),
});
export type ServiceRequestListQuery = Static<typeof ServiceRequestListQuery>;

export const ServiceRequestCounts = Type.Object({
  total: Type.Integer(),
  pending: Type.Integer(),
  confirmed: Type.Integer(),
  in_progress: Type.Integer(),
  completed: Type.Integer(),
  cancelled: Type.Integer(),
});
export type ServiceRequestCounts = Static<typeof ServiceRequestCounts>;

export const ServiceRequestListResponse = Paginated('serviceRequests', ServiceRequest, { counts: ServiceRequestCounts });
export type ServiceRequestListResponse = Static<typeof ServiceRequestListResponse>;

/** Status is a plain string here so an unknown value gets the readable SERVICE_REQUEST_MESSAGES.statusInvalid. */
export const ServiceRequestUpdateBody = Type.Object(
  {
    status: Type.Optional(Type.String({ maxLength: 40 })),
    // Null first: with ajv's type coercion a string branch tried first would turn null into ''.
    assignedTo: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 64 })])),
  },
  { additionalProperties: false },
);
export type ServiceRequestUpdateBody = Static<typeof ServiceRequestUpdateBody>;

export const Assignee = Type.Object({
  id: Type.String({ format: 'uuid' }),
  username: Type.String(),
  email: Type.String(),
  role: Role,
});
export type Assignee = Static<typeof Assignee>;

export const AssigneesResponse = Success({ assignees: Type.Array(Assignee) });
export type AssigneesResponse = Static<typeof AssigneesResponse>;

/** Booking's and the service requests' codes, known to every program that imports them (core/error-codes.ts). */
declare module '../core/error-codes' {
  interface DomainErrorCodes {
    serviceRequests: BookingMessageCode | keyof typeof SERVICE_REQUEST_MESSAGES | 'serviceRequestNotFound' | 'bookingRateLimited';
  }
}
