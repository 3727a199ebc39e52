import { composeMail, type Mail } from '@hvac/service-kit';
import type { ContactRow } from './repo';

/** The office's copy of a contact message; replying answers the sender. */
export function contactOfficeMail(m: ContactRow, office: string): Mail {
  const content = {
    lang: 'en' as const,
    heading: `Contact form: ${m.subject}`,
    paragraphs: [m.message],
    rows: [
      { label: 'From', value: m.full_name },
      { label: 'Email', value: m.email },
      ...(m.phone ? [{ label: 'Phone', value: m.phone }] : []),
      { label: 'Subject', value: m.subject },
    ],
    footer: [`Reference ${m.id}. We promise a reply within 24 business hours.`],
    signed: false,
  };
  return composeMail(office, `Contact form: ${m.subject} — ${m.full_name}`, content, m.email);
}
