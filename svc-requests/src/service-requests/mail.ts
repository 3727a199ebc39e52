import type { BlogLanguage, ServiceRequest } from '@hvac/contracts';
import { composeMail, type Mail } from '@hvac/service-kit';

interface ConfirmationTexts {
  subject: string;
  heading: (name: string) => string;
  intro: string;
  callback: string;
  labels: { reference: string; service: string; address: string; phone: string; email: string; preferred: string; alternative: string };
}

/** The customer's confirmation in the three site languages (docs/domains/service-requests.md#mail: callback within 1-2 business hours). */
const CONFIRMATION: Record<BlogLanguage, ConfirmationTexts> = {
  en: {
    subject: 'We received your service request',
    heading: (name) => `Thank you, ${name}!`,
    intro: 'We received your service request at Bayou City Comfort HVAC.',
    callback: 'Our team will call you within 1-2 business hours to confirm your appointment. Indicative prices are confirmed on that call.',
    labels: { reference: 'Reference', service: 'Service', address: 'Address', phone: 'Phone', email: 'Email', preferred: 'Preferred time', alternative: 'Alternative time' },
  },
  fa: {
    subject: 'درخواست خدمات شما دریافت شد',
    heading: (name) => `${name}، از شما سپاسگزاریم!`,
    intro: 'درخواست خدمات شما در Bayou City Comfort HVAC دریافت شد.',
    callback: 'تیم ما ظرف ۱ تا ۲ ساعت کاری با شما تماس می‌گیرد تا وقت شما را تأیید کند. قیمت‌های تقریبی در همان تماس تأیید می‌شوند.',
    labels: { reference: 'شماره پیگیری', service: 'خدمت', address: 'نشانی', phone: 'تلفن', email: 'ایمیل', preferred: 'زمان ترجیحی', alternative: 'زمان جایگزین' },
  },
  es: {
    subject: 'Recibimos su solicitud de servicio',
    heading: (name) => `¡Gracias, ${name}!`,
    intro: 'Recibimos su solicitud de servicio en Bayou City Comfort HVAC.',
    callback: 'Nuestro equipo le llamará en un plazo de 1 a 2 horas hábiles para confirmar su cita. Los precios orientativos se confirman en esa llamada.',
    labels: { reference: 'Referencia', service: 'Servicio', address: 'Dirección', phone: 'Teléfono', email: 'Correo electrónico', preferred: 'Horario preferido', alternative: 'Horario alternativo' },
  },
};

const address = (r: ServiceRequest) =>
  [r.contactStreet, r.contactApartment, `${r.contactCity} ${r.contactZip}`].filter((p): p is string => !!p && p.trim() !== '').join(', ');

const when = (date: string | null, window: string | null) => [date, window].filter(Boolean).join(' · ');

export function confirmationMail(r: ServiceRequest, lang: BlogLanguage): Mail {
  const t = CONFIRMATION[lang];
  const s = r.schedulingPreferences;
  const rows = [
    { label: t.labels.reference, value: r.id },
    { label: t.labels.service, value: r.serviceType },
    { label: t.labels.address, value: address(r) },
    { label: t.labels.phone, value: r.contactPhone },
    { label: t.labels.email, value: r.contactEmail },
    { label: t.labels.preferred, value: when(s.preferredDate1, s.preferredTime1) },
  ];
  if (s.preferredDate2 || s.preferredTime2) rows.push({ label: t.labels.alternative, value: when(s.preferredDate2, s.preferredTime2) });
  return composeMail(r.contactEmail, t.subject, { lang, heading: t.heading(r.contactFullName), paragraphs: [t.intro, t.callback], rows });
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
        { label: 'Phone', value: r.contactPhone },
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
