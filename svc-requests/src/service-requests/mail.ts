import { formatCalendarDay, formatUsPhone, shortReference } from '@hvac/contracts';
import { BOOKING_LABELS, type BlogLanguage, type BookingLabels, type ServiceRequest } from '@hvac/contracts/requests';
import { composeMail, type Mail } from '@hvac/service-kit';
import { CONFIRMATION, type ConfirmationTexts } from './confirmation-texts';

const address = (r: ServiceRequest) =>
  [r.contactStreet, r.contactApartment, `${r.contactCity} ${r.contactZip}`].filter((p): p is string => !!p && p.trim() !== '').join(', ');

const when = (date: string | null, window: string | null) => [date, window].filter(Boolean).join(' · ');

type Row = { label: string; value: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A stored value in the mail's language: its label when it is one of the dialog's options, else as written. */
const word = (group: Readonly<Record<string, string>>, value: unknown): string => group[text(value)] ?? text(value);

/** The step-2 answers the customer gave, in the dialog's order and the mail's words; unanswered ones are left out. */
function detailRows(details: Record<string, unknown>, t: ConfirmationTexts['labels'], l: BookingLabels): Row[] {
  const list = (group: Readonly<Record<string, string>>, values: unknown) => (Array.isArray(values) ? values.map((v) => word(group, v)).join(', ') : '');
  const addOns = Object.entries((details.addOns ?? {}) as Record<string, unknown>)
    .filter(([, chosen]) => chosen === true)
    .map(([key]) => word(l.addOnNames, key));
  const tier = typeof details.selectedTier === 'string' ? l.tiers[details.selectedTier as keyof BookingLabels['tiers']]?.name : undefined;
  return [
    { label: t.problems, value: list(l.issues, details.commonIssues) },
    { label: t.otherProblem, value: text(details.otherDescription) },
    { label: t.systemAge, value: word(l.systemAges, details.systemAge) },
    { label: t.systemType, value: word(l.systemTypes, details.systemType) },
    { label: t.installationType, value: list(l.installationTypes, details.installationType) },
    { label: t.propertySize, value: word(l.propertySizes, details.propertySize) },
    { label: t.propertyType, value: word(l.propertyTypes, details.propertyType) },
    { label: t.tier, value: tier ?? text(details.selectedTier) },
    { label: t.addOns, value: addOns.join(', ') },
    { label: t.notes, value: text(details.generalNotes) },
  ];
}

/** Whose the request is, which decides how the mail points to My Service Requests. */
export type RequestHolder = 'account' | 'guestAccount' | 'nobody';

/**
 * The customer's confirmation, all of it in the booking's language (docs/domains/service-requests.md#mail): the site's short
 * reference, the request's details, phones as people write them, and where to follow it.
 */
export function confirmationMail(r: ServiceRequest, lang: BlogLanguage, holder: RequestHolder, publicUrl: string): Mail {
  const t = CONFIRMATION[lang];
  const l = BOOKING_LABELS[lang];
  const s = r.schedulingPreferences;
  const slot = (date: string | null, window: string | null) => when(date && formatCalendarDay(date, lang), window && word(l.timeWindows, window));
  const rows: Row[] = [
    { label: t.labels.reference, value: t.ltr(shortReference(r.id)) },
    { label: t.labels.service, value: word(l.serviceTypes, r.serviceType) },
    { label: t.labels.description, value: r.description === r.serviceType ? '' : r.description },
    ...detailRows(r.additionalDetails, t.labels, l),
    { label: t.labels.address, value: address(r) },
    { label: t.labels.phone, value: t.ltr(formatUsPhone(r.contactPhone)) },
    { label: t.labels.email, value: t.ltr(r.contactEmail) },
    { label: t.labels.preferred, value: slot(s.preferredDate1, s.preferredTime1) },
    { label: t.labels.alternative, value: slot(s.preferredDate2, s.preferredTime2) },
    { label: t.labels.schedulingNotes, value: s.notes ?? '' },
  ];
  const paragraphs = [t.intro, t.callback];
  if (holder !== 'nobody') paragraphs.push(t.follow);
  if (holder === 'guestAccount') paragraphs.push(t.setPassword(r.contactEmail, `${publicUrl}/forgot-password`));
  return composeMail(r.contactEmail, t.subject, {
    lang,
    heading: t.heading(r.contactFullName),
    paragraphs,
    ...(holder === 'nobody' ? {} : { action: { label: t.myRequests, url: `${publicUrl}/my-service-requests` } }),
    rows: rows.filter((row) => row.value.trim() !== ''),
  });
}

/** The office reads English; the customer's address is the reply-to so a reply reaches them. */
export function officeNotificationMail(r: ServiceRequest, office: string, publicUrl: string): Mail {
  const s = r.schedulingPreferences;
  const details = Object.entries(r.additionalDetails)
    .filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => ({
      label: k,
      value: Array.isArray(v)
        ? v.join(', ')
        : typeof v === 'object'
          ? Object.entries(v as Record<string, unknown>).filter(([, on]) => on === true).map(([name]) => name).join(', ')
          : String(v),
    }))
    .filter((row) => row.value !== '');
  return composeMail(
    office,
    `New service request: ${r.serviceType} — ${r.contactFullName}`,
    {
      lang: 'en',
      heading: `New service request: ${r.serviceType}`,
      paragraphs: [`${r.contactFullName} requested ${r.serviceType}. Please call within 1-2 business hours.`, `${publicUrl}/admin/service-requests/${r.id}`],
      rows: [
        { label: 'Customer', value: r.contactFullName },
        { label: 'Phone', value: formatUsPhone(r.contactPhone) },
        { label: 'Email', value: r.contactEmail },
        { label: 'Address', value: address(r) },
        { label: 'Description', value: r.description },
        { label: 'Preferred', value: when(s.preferredDate1, s.preferredTime1) },
        { label: 'Alternative', value: when(s.preferredDate2, s.preferredTime2) },
        { label: 'Notes', value: s.notes ?? '' },
        ...details,
      ].filter((row) => row.value !== ''),
      footer: [`Reference ${r.id}`],
      signed: false,
    },
    r.contactEmail,
  );
}
