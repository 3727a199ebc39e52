import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileUpdateBody, User } from '@hvac/contracts/identity';
import { api, useSession } from '@hvac/web-kit';
import { failureText } from '@hvac/web-kit/failure-text';
import { Button, ErrorBox } from '@hvac/ui';
import { Field, Input, useSubmit } from '@hvac/ui/forms';
import { KNOWN_MESSAGES, NS } from '../i18n';

type EditableField = 'username' | 'phone' | 'contactStreet' | 'contactCity' | 'contactZip' | 'contactApartment';

const FIELDS: { name: EditableField; label: string; type: string; autoComplete: string; maxLength: number }[] = [
  { name: 'username', label: 'profile.username', type: 'text', autoComplete: 'name', maxLength: 100 },
  { name: 'phone', label: 'profile.phone', type: 'tel', autoComplete: 'tel', maxLength: 40 },
  { name: 'contactStreet', label: 'profile.street', type: 'text', autoComplete: 'address-line1', maxLength: 200 },
  { name: 'contactApartment', label: 'profile.apartment', type: 'text', autoComplete: 'address-line2', maxLength: 50 },
  { name: 'contactCity', label: 'profile.city', type: 'text', autoComplete: 'address-level2', maxLength: 100 },
  { name: 'contactZip', label: 'profile.zip', type: 'text', autoComplete: 'postal-code', maxLength: 10 },
];

const fromUser = (user: User): Record<EditableField, string> => ({
  username: user.username ?? '',
  phone: user.phone ?? '',
  contactStreet: user.contactStreet ?? '',
  contactCity: user.contactCity ?? '',
  contactZip: user.contactZip ?? '',
  contactApartment: user.contactApartment ?? '',
});

/** 'Update Your Information': everything but the e-mail, which is shown read-only and never submitted. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(NS);
  const setUser = useSession((s) => s.setUser);
  const [values, setValues] = useState(() => fromUser(user));
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = useSubmit(async () => {
    setResult(null);
    const optional = (v: string) => v.trim() || null;
    const body: ProfileUpdateBody = {
      username: values.username.trim(),
      phone: optional(values.phone),
      contactStreet: optional(values.contactStreet),
      contactCity: optional(values.contactCity),
      contactZip: optional(values.contactZip),
      contactApartment: optional(values.contactApartment),
    };
    try {
      const updated = await api.put<User>('users/profile', body);
      setUser(updated);
      setValues(fromUser(updated));
      setResult({ ok: true, text: t('messages.profileUpdated') });
    } catch (err) {
      setResult({ ok: false, text: failureText(err, t, 'messages.profileUpdateFailed', { known: KNOWN_MESSAGES }) });
    }
  });

  return (
    <section className="acc-panel" aria-labelledby="profile-info-heading">
      <h2 id="profile-info-heading">{t('profile.infoHeading')}</h2>
      <form className="acc-form" onSubmit={submit.onSubmit} noValidate>
        {result && !result.ok && <ErrorBox>{result.text}</ErrorBox>}
        {result?.ok && (
          <p role="status" className="acc-success">
            {result.text}
          </p>
        )}
        <Field label={t('profile.email')} htmlFor="profile-email" hint={t('profile.emailHint')}>
          <Input id="profile-email" type="email" value={user.email} readOnly aria-readonly="true" />
        </Field>
        {FIELDS.map(({ name, label, type, autoComplete, maxLength }) => (
          <Field key={name} label={t(label)} htmlFor={`profile-${name}`}>
            <Input
              id={`profile-${name}`}
              name={name}
              type={type}
              autoComplete={autoComplete}
              maxLength={maxLength}
              value={values[name]}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            />
          </Field>
        ))}
        <Button type="submit" variant="primary" loading={submit.submitting}>
          {submit.submitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </form>
    </section>
  );
}
