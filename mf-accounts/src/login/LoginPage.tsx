import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { AuthResponse } from '@hvac/contracts/identity';
import { api, useSession } from '@hvac/web-kit';
import { returnAddress } from '@hvac/web-kit/screens';
import { failureText } from '@hvac/web-kit/failure-text';
import { Button, ErrorBox } from '@hvac/ui';
import { Field, Input, useSubmit } from '@hvac/ui/forms';
import { KNOWN_MESSAGES, NS } from '../i18n';
import { homeOf } from '../homes/homes';
import { AuthCard } from '../shared/AuthCard';
import { usePageMeta } from '../shared/usePageMeta';
import { validateLogin } from './validateLogin';

export function LoginPage() {
  const { t } = useTranslation(NS);
  usePageMeta('login');
  const navigate = useNavigate();
  const location = useLocation();
  const setSession = useSession((s) => s.setSession);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const logIn = async () => {
    setError(null);
    try {
      const { token, user } = await api.post<AuthResponse>('auth/login', { email: email.trim(), password });
      setSession(token, user);
      // Back to the page that asked for a session, else the role's home (docs/domains/accounts.md#login).
      navigate(returnAddress(location.state) ?? homeOf(user.role));
    } catch (err) {
      // The login alone words an answer without a message by its status (docs/domains/accounts.md#messages).
      setError(failureText(err, t, 'messages.loginInvalid', { known: KNOWN_MESSAGES, statusKey: 'messages.httpStatus' }));
    }
  };
  const submit = useSubmit(() => {
    const problem = validateLogin(email, password);
    setMissing(problem !== null);
    if (!problem) return logIn();
    setError(t(`messages.${problem}`));
  });

  return (
    <AuthCard heading={t('login.heading')} intro={t('login.intro')}>
      <form className="acc-form" onSubmit={submit.onSubmit} noValidate aria-describedby={error ? 'login-error' : undefined}>
        {error && (
          <div id="login-error">
            <ErrorBox>{error}</ErrorBox>
          </div>
        )}
        <Field label={t('login.email')} htmlFor="login-email">
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={missing && email.trim() === ''}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field label={t('login.password')} htmlFor="login-password">
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={missing && password === ''}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <p className="acc-aside">
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </p>
        <Button type="submit" variant="primary" loading={submit.submitting}>
          {submit.submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <p className="acc-switch">
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </p>
    </AuthCard>
  );
}
