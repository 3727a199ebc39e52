import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { FieldError } from '@hvac/contracts';
import { validateRegistration } from '@hvac/contracts/identity';
import { api } from '@hvac/web-kit';
import { failureText } from '@hvac/web-kit/failure-text';
import { Button, ErrorBox } from '@hvac/ui';
import { Field, Input, useSubmit } from '@hvac/ui/forms';
import { KNOWN_MESSAGES, NS } from '../i18n';
import { AuthCard } from '../shared/AuthCard';
import { PasswordChecklist } from '../shared/PasswordChecklist';
import { usePageMeta } from '../shared/usePageMeta';

type ResetField = 'password' | 'confirmPassword';

/** The registration rules for the two password fields (criteria, confirmation), nothing else. */
const resetErrors = (password: string, confirmPassword: string): Partial<Record<ResetField, FieldError>> => {
  const byField: Partial<Record<ResetField, FieldError>> = {};
  for (const error of validateRegistration({ password, confirmPassword }, { checkTerms: false })) {
    if (error.field === 'password' || error.field === 'confirmPassword') byField[error.field] ??= error;
  }
  return byField;
};

/** /reset-password?token=…, the page the e-mailed link opens. The token is single-use on the server. */
export function ResetPasswordPage() {
  const { t } = useTranslation(NS);
  usePageMeta('reset');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const errors = resetErrors(password, confirmPassword);
  const message = (field: ResetField) => {
    const e = submitted ? errors[field] : undefined;
    return e ? t(`messages.${e.code}`) : undefined;
  };

  const reset = async () => {
    setError(null);
    try {
      await api.post<{ message: string }>('auth/reset-password', { token, password });
      setDone(true);
    } catch (err) {
      setError(failureText(err, t, 'reset.failed', { known: KNOWN_MESSAGES }));
    }
  };
  const submit = useSubmit(() => {
    setSubmitted(true);
    return Object.keys(errors).length > 0 ? undefined : reset();
  });

  if (!token) {
    return (
      <AuthCard heading={t('reset.heading')}>
        <ErrorBox>{t('messages.resetInvalid')}</ErrorBox>
        <p className="acc-switch">
          <Link to="/forgot-password">{t('reset.requestNew')}</Link>
        </p>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard heading={t('reset.heading')}>
        <p role="status" className="acc-success">
          {t('reset.success')}
        </p>
        <p className="acc-switch">
          <Link to="/login">{t('reset.login')}</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading={t('reset.heading')} intro={t('reset.intro')}>
      <form className="acc-form" onSubmit={submit.onSubmit} noValidate>
        {error && (
          <>
            <ErrorBox>{error}</ErrorBox>
            <p className="acc-aside">
              <Link to="/forgot-password">{t('reset.requestNew')}</Link>
            </p>
          </>
        )}
        <Field label={t('reset.password')} htmlFor="reset-password" error={message('password')}>
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            value={password}
            required
            aria-invalid={message('password') !== undefined}
            aria-describedby={['reset-criteria', message('password') && 'reset-password-error'].filter(Boolean).join(' ')}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <PasswordChecklist id="reset-criteria" password={password} />
        <Field label={t('reset.confirmPassword')} htmlFor="reset-confirm" error={message('confirmPassword')}>
          <Input
            id="reset-confirm"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            required
            aria-invalid={message('confirmPassword') !== undefined}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="primary" loading={submit.submitting}>
          {submit.submitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
