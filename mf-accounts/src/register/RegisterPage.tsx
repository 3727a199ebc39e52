import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../shared/Trans';
import { Link, useNavigate } from 'react-router-dom';
import type { AuthResponse } from '@hvac/contracts/identity';
import { api } from '@hvac/web-kit';
import { failureText } from '@hvac/web-kit/failure-text';
import { Button, ErrorBox } from '@hvac/ui';
import { Field, Input, useSubmit } from '@hvac/ui/forms';
import { KNOWN_MESSAGES, NS } from '../i18n';
import { AuthCard } from '../shared/AuthCard';
import { PasswordChecklist } from '../shared/PasswordChecklist';
import { usePageMeta } from '../shared/usePageMeta';
import {
  canSubmitRegistration,
  emptyRegistration,
  registrationErrors,
  type RegistrationField,
  type RegistrationForm,
} from './registrationForm';

/** docs/domains/accounts.md#constants: the success message stays up this long before the screen moves on to /login. */
export const REDIRECT_AFTER_REGISTRATION_MS = 2000;

type TextField = Exclude<RegistrationField, 'agreeToTerms'>;

const TEXT_FIELDS: { name: TextField; type: string; autoComplete: string; hint?: string }[] = [
  { name: 'username', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', hint: 'register.phoneHint' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

const LABELS: Record<TextField, string> = {
  username: 'register.fullName',
  email: 'register.email',
  phone: 'register.phone',
  password: 'register.password',
  confirmPassword: 'register.confirmPassword',
};

export function RegisterPage() {
  const { t } = useTranslation(NS);
  usePageMeta('register');
  const navigate = useNavigate();
  const [form, setForm] = useState<RegistrationForm>(emptyRegistration);
  const [touched, setTouched] = useState<Partial<Record<RegistrationField, boolean>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_AFTER_REGISTRATION_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  const errors = registrationErrors(form);
  const shownError = (field: RegistrationField) => (touched[field] ? errors[field] : undefined);
  const message = (field: RegistrationField) => {
    const error = shownError(field);
    return error ? t(`messages.${error.code}`) : undefined;
  };

  const update = <K extends RegistrationField>(field: K, value: RegistrationForm[K]) =>
    setForm((f) => ({ ...f, [field]: value }));
  const touch = (field: RegistrationField) => setTouched((s) => (s[field] ? s : { ...s, [field]: true }));

  const register = async () => {
    setServerError(null);
    try {
      await api.post<AuthResponse>('auth/register', {
        username: form.username.trim(),
        email: form.email.trim(),
        phone: form.phone.trim() || null,
        password: form.password,
      });
      // The new account is not signed in: 'Please log in.' and /login follow (docs/domains/accounts.md#decisions).
      setRegistered(true);
    } catch (err) {
      setServerError(failureText(err, t, 'messages.registrationFailed', { known: KNOWN_MESSAGES }));
    }
  };
  const submit = useSubmit(() => {
    setTouched({ username: true, email: true, phone: true, password: true, confirmPassword: true, agreeToTerms: true });
    return Object.keys(errors).length > 0 || !canSubmitRegistration(form) ? undefined : register();
  });

  if (registered) {
    return (
      <AuthCard heading={t('register.heading')}>
        <p role="status" className="acc-success">
          {t('messages.registrationSuccess')}
        </p>
        <p className="acc-switch">
          <Link to="/login">{t('register.login')}</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading={t('register.heading')} intro={t('register.intro')}>
      <form className="acc-form" onSubmit={submit.onSubmit} noValidate>
        {serverError && <ErrorBox>{serverError}</ErrorBox>}
        {TEXT_FIELDS.map(({ name, type, autoComplete, hint }) => {
          const id = `register-${name}`;
          // The password also points at its checklist; Field wires hint and error for the others.
          const describedBy =
            name === 'password' ? ['register-criteria', message(name) && `${id}-error`].filter(Boolean).join(' ') : undefined;
          return (
            <Fragment key={name}>
              <Field
                label={t(LABELS[name])}
                htmlFor={id}
                error={message(name)}
                hint={hint ? t(hint) : undefined}
                required={name !== 'phone'}
              >
                <Input
                  id={id}
                  name={name}
                  type={type}
                  autoComplete={autoComplete}
                  value={form[name]}
                  aria-invalid={shownError(name) !== undefined}
                  aria-describedby={describedBy}
                  onChange={(e) => update(name, e.target.value)}
                  onBlur={() => touch(name)}
                />
              </Field>
              {name === 'password' && <PasswordChecklist id="register-criteria" password={form.password} />}
            </Fragment>
          );
        })}
        <div className="acc-terms">
          <input
            id="register-terms"
            type="checkbox"
            checked={form.agreeToTerms}
            aria-invalid={shownError('agreeToTerms') !== undefined}
            aria-describedby={shownError('agreeToTerms') ? 'register-terms-error' : undefined}
            onChange={(e) => {
              update('agreeToTerms', e.target.checked);
              touch('agreeToTerms');
            }}
          />
          <label htmlFor="register-terms">
            <Trans
              t={t}
              i18nKey="register.terms"
              components={{ terms: <Link to="/terms-of-service" />, privacy: <Link to="/privacy-policy" /> }}
            />
          </label>
          {/* Kept while empty, like Field's error, so a message moves nothing below the box. */}
          <p id="register-terms-error" role={shownError('agreeToTerms') ? 'alert' : undefined} className="acc-field-error">
            {message('agreeToTerms')}
          </p>
        </div>
        <Button type="submit" variant="primary" loading={submit.submitting} disabled={!canSubmitRegistration(form)}>
          {submit.submitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <p className="acc-switch">
        {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
      </p>
    </AuthCard>
  );
}
