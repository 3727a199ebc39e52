import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_SUBJECTS, validateContactMessage, type ContactMessageBody, type ContactMessageResponse, type ContactSubject } from '@hvac/contracts/requests';
import { Button, ErrorBox } from '@hvac/ui';
import { Field, Input, Select, Textarea, useSubmit } from '@hvac/ui/forms';
import { api } from '@hvac/web-kit';
import { PAGES_NS } from '../i18n/pages';

export interface ContactValues {
  fullName: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
}

type FieldName = keyof ContactValues;
type Errors = Partial<Record<FieldName, string>>;

export const emptyContact = (preset: Partial<ContactValues> = {}): ContactValues => ({
  fullName: '',
  email: '',
  phone: '',
  subject: CONTACT_SUBJECTS[0],
  message: '',
  ...preset,
});

const SUBJECT_KEYS: Record<ContactSubject, string> = {
  'General Inquiry': 'generalInquiry',
  'Service Request': 'serviceRequest',
  'Quote for New System': 'quote',
  Feedback: 'feedback',
  Other: 'other',
};

/**
 * Contact form (docs/domains/public-site.md#validation): the browser's own checks are off, each field shows its message, an
 * error clears when its field is edited; docs/domains/public-site.md#states: idle, sending, success (form replaced, fields reset), error.
 * The message really goes to svc-requests, which stores it and e-mails the office.
 */
export function ContactForm({ initial }: { initial: ContactValues }) {
  const { t } = useTranslation(PAGES_NS);
  const [values, setValues] = useState<ContactValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);

  const change = (name: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const send = async () => {
    setErrors({});
    setOutcome(null);
    const body: ContactMessageBody = {
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      subject: values.subject,
      message: values.message.trim(),
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    };
    try {
      await api.post<ContactMessageResponse>('contact-messages', body);
      setValues(emptyContact());
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  };
  const submit = useSubmit(() => {
    const found = validateContactMessage(values);
    if (found.length === 0) return send();
    setErrors(Object.fromEntries(found.map((e) => [e.field, t(`contact.errors.${e.code}`)])));
  });

  if (outcome === 'sent') {
    return (
      <div className="pub-contact-success" role="status">
        <p>{t('contact.success')}</p>
        <Button type="button" variant="secondary" onClick={() => setOutcome(null)}>
          {t('contact.sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <form className="pub-contact-form" noValidate onSubmit={submit.onSubmit} aria-labelledby="contact-form-heading">
      {outcome === 'failed' && <ErrorBox>{t('contact.failure')}</ErrorBox>}
      <Field label={t('contact.fields.fullName')} htmlFor="contact-fullName" error={errors.fullName} required>
        <Input name="fullName" autoComplete="name" value={values.fullName} onChange={change('fullName')} />
      </Field>
      <Field label={t('contact.fields.email')} htmlFor="contact-email" error={errors.email} required>
        <Input name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} />
      </Field>
      <Field label={t('contact.fields.phone')} htmlFor="contact-phone" error={errors.phone} hint={t('contact.fields.phoneHint')}>
        <Input name="phone" type="tel" autoComplete="tel" dir="ltr" value={values.phone} onChange={change('phone')} />
      </Field>
      <Field label={t('contact.fields.subject')} htmlFor="contact-subject" error={errors.subject} required>
        <Select name="subject" value={values.subject} onChange={change('subject')}>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {t(`contact.subjects.${SUBJECT_KEYS[subject]}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('contact.fields.message')} htmlFor="contact-message" error={errors.message} required>
        <Textarea name="message" rows={6} value={values.message} onChange={change('message')} />
      </Field>
      <Button type="submit" variant="primary" size="lg" disabled={submit.submitting}>
        {submit.submitting ? t('contact.sending') : t('contact.submit')}
      </Button>
    </form>
  );
}
