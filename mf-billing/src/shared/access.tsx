import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { STAFF_ROLES, type Role } from '@hvac/contracts';
import { SessionPlaceholder, useSession } from '@hvac/web-kit';
import { ErrorBox } from '@hvac/ui';
import { NS } from '../i18n';

/** The signed-in user's role, or null. */
export const useRole = (): Role | null => useSession((s) => (s.token ? (s.user?.role ?? null) : null));
export const isStaffRole = (role: Role | null): boolean => role !== null && STAFF_ROLES.includes(role);

function Refusal({ text }: { text: string }) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  return (
    <div className="bl-page">
      <ErrorBox>
        <p>{text}</p>
        <Link to="/login" state={{ from: location.pathname }}>
          {t('common.login')}
        </Link>
      </ErrorBox>
    </div>
  );
}

/**
 * Every billing screen needs a session (docs/domains/billing.md#roles): without a token the screen says
 * "Authentication required" in its place instead of sending the visitor away, as the spec's lists do.
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const hydrated = useSession((s) => s.hydrated);
  const token = useSession((s) => s.token);
  if (!hydrated) return <SessionPlaceholder />;
  if (!token) return <Refusal text={t('common.authRequired')} />;
  return children;
}

/** Create and edit forms: admin, manager and staff; a client is told in words (svc-billing refuses them too). */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const role = useRole();
  return <SignedIn>{isStaffRole(role) ? children : <Refusal text={t('messages.accessDenied')} />}</SignedIn>;
}
