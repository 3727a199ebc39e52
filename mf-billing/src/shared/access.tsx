import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type Role } from '@hvac/contracts';
import { hasRole } from '@hvac/web-kit/screens';
import { RoleGate, SignedIn as SignedInGate } from '@hvac/ui/screens';
import { NS } from '../i18n';

export { useRole } from '@hvac/web-kit/screens';
export const isStaffRole = (role: Role | null): boolean => hasRole(role, STAFF_ROLES);

/**
 * Every billing screen needs a session (docs/domains/billing.md#roles): without a token the screen says
 * "Authentication required" in its place instead of sending the visitor away, as the spec's lists do.
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <SignedInGate refusal={t('common.authRequired')} loginLabel={t('common.login')} className="screen">
      {children}
    </SignedInGate>
  );
}

/** Create and edit forms: admin, manager and staff; a client is told in words (svc-billing refuses them too). */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <RoleGate roles={STAFF_ROLES} signedOut={t('common.authRequired')} denied={t('messages.accessDenied')} loginLabel={t('common.login')} className="screen">
      {children}
    </RoleGate>
  );
}
