import { MANAGER_ROLES, STAFF_ROLES } from '@hvac/contracts';
import type { Fixtures } from '../world';
import { only, ownedBy, signedIn, type Outcome, type RouteRule } from './rule';
import { receiptUpload } from './upload';

/** The whole expense form, valid, as the demo staff user would save it. */
const expenseForm = () => ({ title: 'Refrigerant for the Katy job', amount: '84.20', category: 'tools_supplies', expenseDate: '2026-11-02' });
const expense = (f: Fixtures) => ({ id: f.expense });
/** Editing: another's expense is refused outright (403 expenseEditForbidden), reading it is a 404. */
const editedBy = (outcome: Outcome = 'ok') => ({ ...ownedBy('staff', MANAGER_ROLES, outcome), client: 403, otherClient: 403, otherStaff: 403 }) as const;

/**
 * svc-finance (docs/domains/finance.md#roles): admins and managers see and decide every expense; staff file
 * their own and read or edit only those (another's reads as not found, and editing it is refused); clients
 * have no expenses. The expense below is the demo staff user's, pending.
 */
export const FINANCE_ROUTES: RouteRule[] = [
  { method: 'GET', path: '/api/expenses', who: only(MANAGER_ROLES) },
  // My expenses: whoever may create expenses reads their own, so the demo staff user's expense is listed to them alone.
  { method: 'GET', path: '/api/expenses', who: only(STAFF_ROLES), query: () => ({ mine: 'true' }), lists: { id: (f) => f.expense, to: ['staff'] } },
  { method: 'POST', path: '/api/expenses', who: only(STAFF_ROLES), body: expenseForm },
  { method: 'GET', path: '/api/expenses/categories', who: signedIn() },
  { method: 'GET', path: '/api/expenses/summary', who: only(MANAGER_ROLES) },
  { method: 'GET', path: '/api/expenses/export', who: only(MANAGER_ROLES) },
  { method: 'GET', path: '/api/expenses/{id}', who: ownedBy('staff', MANAGER_ROLES), params: expense },
  { method: 'PUT', path: '/api/expenses/{id}', who: editedBy(), params: expense, body: expenseForm },
  { method: 'GET', path: '/api/expenses/{id}/history', who: { ...ownedBy('staff', MANAGER_ROLES), client: 403, otherClient: 403 }, params: expense },
  { method: 'POST', path: '/api/expenses/{id}/receipt', who: editedBy(), params: expense, raw: receiptUpload },
  { method: 'GET', path: '/api/expenses/{id}/receipt/{receiptId}', who: ownedBy('staff', MANAGER_ROLES), params: (f) => ({ id: f.expense, receiptId: f.receipt }) },
  // The owner removes the receipt; managers and admins then find it gone.
  {
    method: 'DELETE',
    path: '/api/expenses/{id}/receipt/{receiptId}',
    who: { ...editedBy('passes'), staff: 'ok' },
    params: (f) => ({ id: f.expense, receiptId: f.receipt }),
  },
  // The manager approves; the admin then finds it decided (409).
  { method: 'PUT', path: '/api/expenses/{id}/status', who: only(MANAGER_ROLES, 'passes'), params: expense, body: () => ({ status: 'approved' }) },
  { method: 'DELETE', path: '/api/expenses/{id}', who: only(MANAGER_ROLES, 'passes') },
  { method: 'GET', path: '/api/tax-reports/generate', who: only(MANAGER_ROLES), query: () => ({ taxYear: '2026' }) },
  { method: 'GET', path: '/api/tax-reports/insights', who: only(MANAGER_ROLES) },
  { method: 'GET', path: '/api/tax-reports/export', who: only(MANAGER_ROLES), query: () => ({ taxYear: '2026' }) },
];
