import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserResponse } from '@hvac/contracts/identity';
import { api, useLogout, useSession } from '@hvac/web-kit';
import { failureText } from '@hvac/web-kit/failure-text';
import { Button, ErrorBox } from '@hvac/ui';
import { KNOWN_MESSAGES, NS } from '../i18n';
import { usePageMeta } from '../shared/usePageMeta';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileForm } from './ProfileForm';

/**
 * /profile-settings (behind RequireAuth in routes.tsx). The stored session user may be stale (another
 * device edited it), so the screen loads GET /api/users/me first and shows 'Loading...' meanwhile.
 */
export function ProfileSettingsPage() {
  const { t } = useTranslation(NS);
  usePageMeta('profile');
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const logout = useLogout();
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api
      .get<UserResponse>('users/me')
      .then(({ data }) => current && setUser(data.user))
      .catch((err: unknown) => current && setLoadError(failureText(err, t, 'profile.loadFailed', { known: KNOWN_MESSAGES })))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
    // Loaded once per visit: a language switch (a new `t`) must not refetch.
  }, [setUser]);

  if (loading || !user) {
    return (
      <div className="acc-page">
        <p role="status" className="acc-loading">
          {t('profile.loading')}
        </p>
      </div>
    );
  }

  return (
    <div className="acc-page acc-page--wide">
      <h1>{t('profile.heading')}</h1>
      {loadError && <ErrorBox>{loadError}</ErrorBox>}
      <div className="acc-panels">
        <ProfileForm user={user} />
        <PasswordChangeForm />
      </div>
      <section className="acc-panel acc-panel--session" aria-labelledby="profile-session-heading">
        <h2 id="profile-session-heading">{t('profile.sessionHeading')}</h2>
        <Button type="button" variant="secondary" onClick={logout}>
          {t('profile.logout')}
        </Button>
      </section>
    </div>
  );
}
