import type { Expense } from '@hvac/contracts/finance';
import { renderRoutes, USERS, type RenderOptions } from '@hvac/web-kit/testing';
import FinanceRoutes from '../src/routes';

export { USERS, signIn } from '@hvac/web-kit/testing';

/** Renders the remote's routes as the shell mounts them, at `path` (with router state), in `lng`. */
export const renderAt = (path: string, options?: RenderOptions) => renderRoutes(FinanceRoutes, path, options);

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
