import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MANAGER_ROLES, STAFF_ROLES } from '@hvac/contracts';
import { canManageExpenses } from '@hvac/contracts/finance';
import { useRole } from '@hvac/web-kit/screens';
import { RoleGate, SignedIn } from '@hvac/ui/screens';
import { NS as FINANCE } from '../i18n';
import { NS } from './i18n';

/** Who each role gate lets in, and the words (a message key) it refuses anyone else with. */
const ROLE_GATES = {
  managers: [MANAGER_ROLES, 'expenseAccessDenied'],
  staff: [STAFF_ROLES, 'expenseCreateForbidden'],
  own: [STAFF_ROLES, 'expenseAccessDenied'],
} as const;

type Gate = 'signedIn' | keyof typeof ROLE_GATES;

/**
 * The expense screens' gates (docs/domains/finance.md#roles): the list for admin and manager only, with the
 * spec's Access Denied text for anyone else; create and My expenses (`own`, refused in the list's words,
 * as svc-finance refuses a client's `mine=true`) for staff and up; detail and edit for anyone signed in,
 * where svc-finance answers who may read which expense. Without a session each says so in place.
 */
export function ExpenseGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  const { t } = useTranslation(NS);
  const { t: tf } = useTranslation(FINANCE);
  const frame = { loginLabel: tf('common.login'), className: 'screen' };
  const signedOut = t('messages.authRequired');
  if (gate === 'signedIn') return <SignedIn refusal={signedOut} {...frame}>{children}</SignedIn>;
  const [roles, denied] = ROLE_GATES[gate];
  return (
    <RoleGate roles={roles} signedOut={signedOut} denied={t(`messages.${denied}`)} {...frame}>
      {children}
    </RoleGate>
  );
}

/** My expenses: the caller's own, for everyone who may create expenses. */
export const MY_EXPENSES = '/admin/expenses/mine';

/**
 * Where "Back to Expenses" and Cancel lead: the list for admin and manager, My expenses for staff, whom the
 * list refuses (issue 28).
 */
export function useExpensesHome(): string {
  return canManageExpenses(useRole()) ? '/admin/expenses' : MY_EXPENSES;
}
