import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Expense, Role, User } from '@hvac/contracts';
import { changeLanguage, useSession, type Language } from '@hvac/web-kit';
import FinanceRoutes from '../src/routes';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

export const USERS: Record<Role, User> = {
  admin: { id: '00000000-0000-4000-8000-00000000000a', username: 'Avery Admin', email: 'admin@example.com', phone: null, role: 'admin' } as User,
  manager: { id: '00000000-0000-4000-8000-00000000000b', username: 'Morgan Manager', email: 'manager@example.com', phone: null, role: 'manager' } as User,
  staff: { id: '00000000-0000-4000-8000-00000000000c', username: 'Sam Staff', email: 'staff@example.com', phone: null, role: 'staff' } as User,
  client: { id: '00000000-0000-4000-8000-00000000000d', username: 'Casey Client', email: 'client@example.com', phone: null, role: 'client' } as User,
};

export function signIn(role: Role | null): void {
  act(() => useSession.setState({ hydrated: true, token: role ? 'token' : null, user: role ? USERS[role] : null }));
}

/** Renders the remote's routes as the shell mounts them, at `path` (with router state), in `lng`. */
export async function renderAt(path: string, { lng = 'en', state }: { lng?: Language; state?: unknown } = {}) {
  await act(() => changeLanguage(lng));
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <FinanceRoutes />
      <CurrentPath />
    </MemoryRouter>,
  );
}

export const EXPENSE_ID = '00000000-0000-4000-8000-000000000e01';

/** A pending expense of the staff user's, as svc-finance answers it. */
export const expense = (patch: Partial<Expense> = {}): Expense => ({
  id: EXPENSE_ID,
  expenseNumber: 'EXP-2026-000042',
  title: 'Copper tubing',
  description: 'For the Smith job',
  category: 'materials_inventory',
  amount: '148.50',
  expenseDate: '2026-03-05',
  vendor: 'Ferguson',
  paymentMethod: 'credit_card',
  status: 'pending',
  isTaxDeductible: true,
  isReimbursable: false,
  hasReceipt: false,
  receiptUrl: null,
  documentUrls: [],
  projectId: 12,
  inventoryItemId: null,
  tags: ['smith', 'copper'],
  notes: null,
  createdByUserId: USERS.staff.id,
  createdByUser: { firstName: 'Sam', lastName: 'Staff' },
  approvedByUserId: null,
  approvedByUser: null,
  approvedAt: null,
  approvalNote: null,
  createdAt: '2026-03-05T15:00:00.000Z',
  updatedAt: '2026-03-05T15:00:00.000Z',
  receipts: [],
  ...patch,
});
