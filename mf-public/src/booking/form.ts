import { BUSINESS_TIME_ZONE, todayIn } from '@hvac/contracts';
import { INSTALLATION_ADD_ONS, REPAIR_ADD_ONS, SERVICE_TYPES, bookingVariant } from '@hvac/contracts/requests';
import { DEFAULT_CITY, OTHER_ISSUE } from './options';

/** The dialog's data, named as docs/domains/public-site.md#booking-dialog names it. */
export interface BookingForm {
  serviceType: string;
  description: string;
  commonIssues: string[];
  otherDescription: string;
  systemAge: string;
  systemType: string;
  installationType: string[];
  propertySize: string;
  propertyType: string;
  selectedTier: string;
  addOns: Record<string, boolean>;
  generalNotes: string;
  fullName: string;
  phone: string;
  email: string;
  streetAddress: string;
  aptSuite: string;
  city: string;
  zipCode: string;
  preferredDate1: string;
  preferredTime1: string;
  preferredDate2: string;
  preferredTime2: string;
  schedulingNotes: string;
}

export type ContactField = 'fullName' | 'phone' | 'email' | 'streetAddress' | 'city' | 'zipCode';

const KNOWN_TYPES: readonly string[] = SERVICE_TYPES;

/**
 * Every opening starts at step 1 with empty data (docs/domains/public-site.md#states). The opener may preselect the service
 * type and a description (the /request-quote page does); a type the dialog does not offer is ignored.
 */
export function emptyForm(preset?: Record<string, unknown> | null): BookingForm {
  const serviceType = typeof preset?.serviceType === 'string' && KNOWN_TYPES.includes(preset.serviceType) ? preset.serviceType : '';
  const description = typeof preset?.description === 'string' ? preset.description : '';
  return {
    serviceType,
    description,
    commonIssues: [],
    otherDescription: '',
    systemAge: '',
    systemType: '',
    installationType: [],
    propertySize: '',
    propertyType: '',
    selectedTier: '',
    addOns: {},
    generalNotes: '',
    fullName: '',
    phone: '',
    email: '',
    streetAddress: '',
    aptSuite: '',
    city: DEFAULT_CITY,
    zipCode: '',
    preferredDate1: '',
    preferredTime1: '',
    preferredDate2: '',
    preferredTime2: '',
    schedulingNotes: '',
  };
}

/** Ticking or unticking one problem; unticking Other clears its description (docs/domains/public-site.md#booking-dialog). */
export function toggleIssue(form: BookingForm, issue: string, checked: boolean): BookingForm {
  const commonIssues = checked ? [...form.commonIssues.filter((i) => i !== issue), issue] : form.commonIssues.filter((i) => i !== issue);
  return { ...form, commonIssues, otherDescription: issue === OTHER_ISSUE && !checked ? '' : form.otherDescription };
}

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** The ZIP input takes digits only, five at most (docs/domains/public-site.md#validation, step 3). */
export const zipInput = (value: string): string => digitsOnly(value).slice(0, 5);

/**
 * The earliest day the date fields offer: today in the visitor's calendar, or in Houston's when that
 * is later (the service checks against Houston's day, so a visitor west of it is not offered a day
 * the office already counts as past).
 */
export function localToday(now: Date = new Date()): string {
  const visitor = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
  const office = todayIn(BUSINESS_TIME_ZONE, now);
  return visitor > office ? visitor : office;
}

const trimmed = (value: string): string => value.trim();

/**
 * Body of POST /api/auth/register-service-lead (docs/domains/public-site.md#calls): the phone travels as digits only, with the
 * booking token an earlier call answered for the same e-mail when there is one.
 */
export function leadBody(form: BookingForm, bookingToken?: string) {
  return {
    email: trimmed(form.email),
    fullName: trimmed(form.fullName),
    phone: digitsOnly(form.phone),
    contactStreet: trimmed(form.streetAddress),
    contactCity: trimmed(form.city),
    contactZip: form.zipCode,
    contactApartment: trimmed(form.aptSuite),
    ...(bookingToken ? { bookingToken } : {}),
  };
}

/**
 * Body of POST /api/service-requests (docs/domains/public-site.md#calls). Only the details of the chosen variant travel, so
 * answers left behind after switching the service type never reach the office. The description is
 * the Other-problem text, else the step-1 description, else the service type; when both texts exist
 * the step-1 text follows, so nothing the customer wrote is lost.
 */
export function requestBody(form: BookingForm, userId: string) {
  const variant = bookingVariant(form.serviceType);
  const repair = variant === 'repair';
  const installation = variant === 'installation';
  const otherDescription = repair && form.commonIssues.includes(OTHER_ISSUE) ? trimmed(form.otherDescription) : '';
  const description = [otherDescription, trimmed(form.description)].filter(Boolean).join('\n\n') || form.serviceType;
  const addOnKeys: readonly string[] = repair ? REPAIR_ADD_ONS : installation ? INSTALLATION_ADD_ONS : [];
  const addOns = Object.fromEntries(addOnKeys.map((key) => [key, form.addOns[key] === true]));
  const apartment = trimmed(form.aptSuite);
  return {
    userId,
    contactFullName: trimmed(form.fullName),
    contactPhone: digitsOnly(form.phone),
    contactEmail: trimmed(form.email),
    contactStreet: trimmed(form.streetAddress),
    contactCity: trimmed(form.city),
    contactZip: form.zipCode,
    ...(apartment ? { contactApartment: apartment } : {}),
    serviceType: form.serviceType,
    description,
    schedulingPreferences: {
      preferredDate1: form.preferredDate1,
      preferredTime1: form.preferredTime1,
      preferredDate2: form.preferredDate2,
      preferredTime2: form.preferredTime2,
      notes: trimmed(form.schedulingNotes),
    },
    additionalDetails: {
      commonIssues: repair ? form.commonIssues : [],
      ...(otherDescription ? { otherDescription } : {}),
      systemAge: repair ? form.systemAge : '',
      systemType: repair ? form.systemType : '',
      installationType: installation ? form.installationType : [],
      propertySize: installation ? form.propertySize : '',
      propertyType: installation ? form.propertyType : '',
      selectedTier: installation ? form.selectedTier : '',
      addOns,
      generalNotes: variant === 'other' ? trimmed(form.generalNotes) : '',
    },
  };
}
