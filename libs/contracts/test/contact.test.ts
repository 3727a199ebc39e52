import type { FieldError } from '@hvac/contracts';
import { CONTACT_MESSAGES, CONTACT_SUBJECTS, isValidContactPhone, validateContactMessage } from '@hvac/contracts/requests';

const fields = (errors: FieldError[]) => errors.map((e) => [e.field, e.code, e.message]);
const complete = { fullName: 'Dana Rivera', email: 'dana@example.com', phone: '(713) 555-0142', subject: 'Feedback', message: 'Great visit.' };

describe('contact texts (docs/domains/public-site.md#validation)', () => {
  it('holds every message letter by letter', () => {
    expect(CONTACT_MESSAGES).toEqual({
      fullNameRequired: 'Full name is required.',
      emailRequired: 'Email address is required.',
      emailInvalid: 'Please enter a valid email address.',
      phoneInvalid: 'Please enter a valid phone number (e.g., (XXX) XXX-XXXX).',
      messageRequired: 'Message is required.',
      subjectInvalid: 'Please choose a subject.',
      success: "Thank you for your message! We'll get back to you within 24 business hours.",
      failure: 'Sorry, there was an error sending your message. Please try again or call us.',
    });
  });

  it('offers the subjects of the form, General Inquiry first', () => {
    expect(CONTACT_SUBJECTS).toEqual(['General Inquiry', 'Service Request', 'Quote for New System', 'Feedback', 'Other']);
  });
});

describe('contact phone', () => {
  it('accepts the contact form’s phone shapes and refuses others', () => {
    for (const ok of ['(713) 555-0142', '713-555-0142', '713.555.0142', '7135550142', '713 555 0142', ' 7135550142 ']) expect(isValidContactPhone(ok)).toBe(true);
    for (const bad of ['555-0142', '+1 713 555 0142', '(713)-555-01420', '713-555-01423', 'phone']) expect(isValidContactPhone(bad)).toBe(false);
  });
});

describe('validateContactMessage', () => {
  it('passes a complete message, and one without phone or subject', () => {
    expect(validateContactMessage(complete)).toEqual([]);
    expect(validateContactMessage({ ...complete, phone: null, subject: undefined })).toEqual([]);
    expect(validateContactMessage({ ...complete, phone: '', subject: '' })).toEqual([]);
  });

  it('reports one error per field, in form order', () => {
    expect(fields(validateContactMessage({}))).toEqual([
      ['fullName', 'fullNameRequired', 'Full name is required.'],
      ['email', 'emailRequired', 'Email address is required.'],
      ['message', 'messageRequired', 'Message is required.'],
    ]);
    expect(fields(validateContactMessage({ fullName: ' ', email: 'dana@', phone: '555-0142', subject: 'Complaint', message: '\n' }))).toEqual([
      ['fullName', 'fullNameRequired', 'Full name is required.'],
      ['email', 'emailInvalid', 'Please enter a valid email address.'],
      ['phone', 'phoneInvalid', 'Please enter a valid phone number (e.g., (XXX) XXX-XXXX).'],
      ['subject', 'subjectInvalid', 'Please choose a subject.'],
      ['message', 'messageRequired', 'Message is required.'],
    ]);
  });

  it('takes every offered subject', () => {
    for (const subject of CONTACT_SUBJECTS) expect(validateContactMessage({ ...complete, subject })).toEqual([]);
  });
});
