import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MANAGER_ROLES, STAFF_ROLES } from '@hvac/contracts';
import { RoleGate } from '@hvac/ui/screens';
import { NS as INVENTORY } from '../i18n';
import { NS } from './i18n';

type Gate = 'staff' | 'managers';

/**
 * The inventory screens' gates (docs/domains/inventory.md#roles): every screen for the company's people
 * (admin, manager, staff), the forms for admin and manager; a client or a visitor reads why in place.
 * svc-inventory refuses the same calls, so the gate only spares a screen that could not work.
 */
export function InventoryGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  const { t } = useTranslation(NS);
  const { t: ti } = useTranslation(INVENTORY);
  return (
    <RoleGate
      roles={gate === 'managers' ? MANAGER_ROLES : STAFF_ROLES}
      signedOut={t('access.signedOut')}
      denied={t(gate === 'managers' ? 'messages.inventoryManageForbidden' : 'messages.inventoryViewForbidden')}
      loginLabel={ti('common.login')}
      className="screen"
    >
      {children}
    </RoleGate>
  );
}
