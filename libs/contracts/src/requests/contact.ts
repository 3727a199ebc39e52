import { Type, type Static } from 'typebox';
import { Required, Success, isValidEmail, type FieldError } from '../core';

/** The contact form's subjects (docs/domains/public-site.md#validation); the first is the default. */
export const CONTACT_SUBJECTS = ['General Inquiry', 'Service Request', 'Quote for New System', 'Feedback', 'Other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_MESSAGES = {
  fullNameRequired: 'Full name is required.',
  emailRequired: 'Email address is required.',
  emailInvalid: 'Please enter a valid email address.',
  phoneInvalid: 'Please enter a valid phone number (e.g., (XXX) XXX-XXXX).',
  messageRequired: 'Message is required.',
  subjectInvalid: 'Please choose a subject.',
  success: "Thank you for your message! We'll get back to you within 24 business hours.",
  failure: 'Sorry, there was an error sending your message. Please try again or call us.',
} as const;

/** A 10-digit US-style number with optional parentheses around the area code and dash, dot or space separators. */
const CONTACT_PHONE_RE = /^(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
export const isValidContactPhone = (value: string): boolean => CONTACT_PHONE_RE.test(value.trim());

export interface ContactInput {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
  subject?: string | null;
  message?: string | null;
}

const blank = (v: string | null | undefined): boolean => v === undefined || v === null || v.trim() === '';

/** Contact form rules, one error per field, in form order. A missing subject means the default. */
export function validateContactMessage(input: ContactInput): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, code: keyof typeof CONTACT_MESSAGES) => errors.push({ field, code, message: CONTACT_MESSAGES[code] });
  if (blank(input.fullName)) add('fullName', 'fullNameRequired');
  if (blank(input.email)) add('email', 'emailRequired');
  else if (!isValidEmail(input.email!)) add('email', 'emailInvalid');
  if (!blank(input.phone) && !isValidContactPhone(input.phone!)) add('phone', 'phoneInvalid');
  if (!blank(input.subject) && !(CONTACT_SUBJECTS as readonly string[]).includes(input.subject!)) add('subject', 'subjectInvalid');
  if (blank(input.message)) add('message', 'messageRequired');
  return errors;
}

export const ContactMessageBody = Type.Object(
  {
    fullName: Required(Type.String({ maxLength: 100 }), CONTACT_MESSAGES.fullNameRequired, 'fullNameRequired'),
    email: Required(Type.String({ maxLength: 320 }), CONTACT_MESSAGES.emailRequired, 'emailRequired'),
    phone: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    subject: Type.Optional(Type.String({ maxLength: 50 })),
    message: Required(Type.String({ maxLength: 5000 }), CONTACT_MESSAGES.messageRequired, 'messageRequired'),
  },
  { additionalProperties: false },
);
export type ContactMessageBody = Static<typeof ContactMessageBody>;

export const ContactMessageResponse = Success({ id: Type.String({ format: 'uuid' }) });
export type ContactMessageResponse = Static<typeof ContactMessageResponse>;

/** The contact form's codes, known to every program that imports them (core/error-codes.ts). */
declare module '../core/error-codes' {
  interface DomainErrorCodes {
    contact: keyof typeof CONTACT_MESSAGES;
  }
}
