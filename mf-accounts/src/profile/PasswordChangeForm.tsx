import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordChangeBody, PasswordChangedResponse } from '@hvac/contracts/identity';
import { api, ApiError, useSession } from '@hvac/web-kit';
import { failureText } from '@hvac/web-kit/failure-text';
import { Button, ErrorBox } from '@hvac/ui';
import { Field, Input, useSubmit } from '@hvac/ui/forms';
import { KNOWN_MESSAGES, NS } from '../i18n';
import { PasswordChecklist } from '../shared/PasswordChecklist';
import { validatePasswordChange, type PasswordChangeInput, type PasswordChangeProblem } from './validatePasswordChange';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

const invalidFields = (problem: PasswordChangeProblem, v: PasswordChangeInput): (keyof PasswordChangeInput)[] => {
  if (problem === 'newPasswordsMismatch') return ['confirmPassword'];
  if (problem === 'passwordCriteria') return ['newPassword'];
  return (Object.keys(v) as (keyof PasswordChangeInput)[]).filter((k) => v[k] === '');
};

const FIELDS: { name: keyof PasswordChangeInput; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'profile.currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'profile.newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'profile.confirmNewPassword', autoComplete: 'new-password' },
];

/** 'Change Your Password', wired to PUT /api/users/password (the spec's screen only pretended). */
export function PasswordChangeForm() {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState<PasswordChangeInput>(EMPTY);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [invalid, setInvalid] = useState<(keyof PasswordChangeInput)[]>([]);

  const change = async () => {
    setResult(null);
    try {
      const body: PasswordChangeBody = { currentPassword: values.currentPassword, newPassword: values.newPassword };
      // The change ends every earlier token, this device's too; it continues with the one in the answer.
      const { token } = await api.put<PasswordChangedResponse>('users/password', body);
      const { user, setSession } = useSession.getState();
      if (user) setSession(token, user);
      setValues(EMPTY);
      setResult({ ok: true, text: t('messages.passwordUpdated') });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'currentPasswordWrong') setInvalid(['currentPassword']);
      setResult({ ok: false, text: failureText(err, t, 'profile.passwordChangeFailed', { known: KNOWN_MESSAGES }) });
    }
  };
  const submit = useSubmit(() => {
    const problem = validatePasswordChange(values);
    setInvalid(problem ? invalidFields(problem, values) : []);
    if (!problem) return change();
    setResult({ ok: false, text: t(`messages.${problem}`) });
  });

  const failed = result !== null && !result.ok;
  return (
    <section className="acc-panel" aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading">{t('profile.passwordHeading')}</h2>
      <form className="acc-form" onSubmit={submit.onSubmit} noValidate>
        {failed && <ErrorBox>{result.text}</ErrorBox>}
        {result?.ok && (
          <p role="status" className="acc-success">
            {result.text}
          </p>
        )}
        {FIELDS.map(({ name, label, autoComplete }) => (
          <Fragment key={name}>
            <Field label={t(label)} htmlFor={`password-${name}`}>
              <Input
                id={`password-${name}`}
                name={name}
                type="password"
                autoComplete={autoComplete}
                value={values[name]}
                aria-invalid={invalid.includes(name)}
                aria-describedby={name === 'newPassword' ? 'password-criteria' : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              />
            </Field>
            {name === 'newPassword' && <PasswordChecklist id="password-criteria" password={values.newPassword} />}
          </Fragment>
        ))}
        <Button type="submit" variant="primary" loading={submit.submitting}>
          {submit.submitting ? t('profile.changingPassword') : t('profile.changePassword')}
        </Button>
      </form>
    </section>
  );
}
