import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isValidEmail } from '@hvac/contracts';
import { api } from '@hvac/web-kit';
import { failureText } from '@hvac/web-kit/failure-text';
import { Button, ErrorBox } from '@hvac/ui';
import { Field, Input, useSubmit } from '@hvac/ui/forms';
import { KNOWN_MESSAGES, NS } from '../i18n';
import { AuthCard } from '../shared/AuthCard';
import { usePageMeta } from '../shared/usePageMeta';

/**
 * /forgot-password. The confirmation is the same whether or not the address has an account, so the
 * screen never tells a stranger which e-mails are registered.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation(NS);
  usePageMeta('forgot');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<'emailRequired' | 'emailInvalid' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const send = async (trimmed: string) => {
    setError(null);
    try {
      // The link's mail is written in the language the visitor reads the site in.
      await api.post<{ message: string }>('auth/forgot-password', { email: trimmed, language: i18n.resolvedLanguage });
      setSent(true);
    } catch (err) {
      setError(failureText(err, t, 'forgot.failed', { known: KNOWN_MESSAGES }));
    }
  };
  const submit = useSubmit(() => {
    const trimmed = email.trim();
    const problem = trimmed === '' ? 'emailRequired' : isValidEmail(trimmed) ? null : 'emailInvalid';
    setFieldError(problem);
    return problem ? undefined : send(trimmed);
  });

  return (
    <AuthCard heading={t('forgot.heading')} intro={sent ? undefined : t('forgot.intro')}>
      {sent ? (
        <p role="status" className="acc-success">
          {t('forgot.sent')}
        </p>
      ) : (
        <form className="acc-form" onSubmit={submit.onSubmit} noValidate>
          {error && <ErrorBox>{error}</ErrorBox>}
          <Field label={t('forgot.email')} htmlFor="forgot-email" error={fieldError ? t(`messages.${fieldError}`) : undefined}>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              value={email}
              required
              aria-invalid={fieldError !== null}
              onChange={(e) => {
                setEmail(e.target.value);
                setFieldError(null);
              }}
            />
          </Field>
          <Button type="submit" variant="primary" loading={submit.submitting}>
            {submit.submitting ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
      <p className="acc-switch">
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
