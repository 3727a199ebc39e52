import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MANAGER_ROLES, STAFF_ROLES } from '@hvac/contracts';
import { RoleGate, SignedIn } from '@hvac/ui/screens';
import { NS as FINANCE } from '../i18n';
import { NS } from './i18n';

type Gate = 'signedIn' | 'staff' | 'managers';

/**
 * The expense screens' gates (docs/domains/finance.md#roles): the list for admin and manager only, with the
 * spec's Access Denied text for anyone else; create for staff and up; detail and edit for anyone signed
 * in, where svc-finance answers who may read which expense. Without a session each says so in place.
 */
export function ExpenseGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  const { t } = useTranslation(NS);
  const { t: tf } = useTranslation(FINANCE);
  const frame = { loginLabel: tf('common.login'), className: 'screen' };
  const signedOut = t('messages.authRequired');
  if (gate === 'signedIn') return <SignedIn refusal={signedOut} {...frame}>{children}</SignedIn>;
  const [roles, denied] = gate === 'managers' ? [MANAGER_ROLES, t('messages.expenseAccessDenied')] : [STAFF_ROLES, t('messages.expenseCreateForbidden')];
  return (
    <RoleGate roles={roles} signedOut={signedOut} denied={denied} {...frame}>
      {children}
    </RoleGate>
  );
}
