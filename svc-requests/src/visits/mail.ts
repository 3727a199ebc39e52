import { isDocumentLanguage, shortReference } from '@hvac/contracts';
import { BOOKING_LABELS } from '@hvac/contracts/requests';
import { composeMail, type Mail } from '@hvac/service-kit';
import { addressOf, firstName, type VisitView } from './repo';
import { windowText } from './times';
import { VISIT_TEXTS } from './visit-texts';

/**
 * A mail to the request's customer about a visit, in the booking's language (docs/domains/service-requests.md#visit-mail):
 * the technician's first name and the visit's day and time window in Houston's time.
 */
export function visitMail(kind: 'onTheWay' | 'reminder', v: VisitView): Mail {
  const lang = isDocumentLanguage(v.language) ? v.language : 'en';
  const t = VISIT_TEXTS[lang];
  const { day, from, to } = windowText(v.starts_at, v.ends_at, lang);
  const service = (BOOKING_LABELS[lang].serviceTypes as Readonly<Record<string, string>>)[v.service_type] ?? v.service_type;
  return composeMail(v.contact_email, t[kind].subject, {
    lang,
    heading: t[kind].heading(v.contact_full_name),
    paragraphs: [t[kind].body(firstName(v.technician_name), day, from, to)],
    rows: [
      { label: t.labels.reference, value: t.ltr(shortReference(v.service_request_id)) },
      { label: t.labels.service, value: service },
      { label: t.labels.address, value: t.ltr(addressOf(v)) },
    ],
  });
}
