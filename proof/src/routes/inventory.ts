import { INVENTORY_DELETE_ROLES, INVENTORY_MANAGE_ROLES, INVENTORY_VIEW_ROLES } from '@hvac/contracts/inventory';
import type { Fixtures } from '../world';
import { only, type RouteRule } from './rule';

const item = (f: Fixtures) => ({ id: f.item });

/**
 * svc-inventory (docs/domains/inventory.md#roles): staff read, managers change, admins delete. An item's
 * related expenses follow finance's rule: the demo staff user's expense on the item is listed to that
 * user, the manager and the admin, and left out for the other staff user.
 */
export const INVENTORY_ROUTES: RouteRule[] = [
  { method: 'GET', path: '/api/inventory', who: only(INVENTORY_VIEW_ROLES) },
  { method: 'POST', path: '/api/inventory', who: only(INVENTORY_MANAGE_ROLES, 'passes') },
  { method: 'GET', path: '/api/inventory/categories', who: only(INVENTORY_VIEW_ROLES) },
  { method: 'GET', path: '/api/inventory/summary', who: only(INVENTORY_VIEW_ROLES) },
  { method: 'GET', path: '/api/inventory/low-stock', who: only(INVENTORY_VIEW_ROLES) },
  { method: 'GET', path: '/api/inventory/expired', who: only(INVENTORY_VIEW_ROLES) },
  { method: 'GET', path: '/api/inventory/barcode/{barcode}', who: only(INVENTORY_VIEW_ROLES), params: (f) => ({ barcode: f.barcode }) },
  { method: 'GET', path: '/api/inventory/report', who: only(INVENTORY_VIEW_ROLES) },
  { method: 'GET', path: '/api/inventory/{id}', who: only(INVENTORY_VIEW_ROLES), params: item },
  { method: 'PUT', path: '/api/inventory/{id}', who: only(INVENTORY_MANAGE_ROLES, 'passes'), params: item },
  { method: 'DELETE', path: '/api/inventory/{id}', who: only(INVENTORY_DELETE_ROLES, 'passes') },
  { method: 'PUT', path: '/api/inventory/{id}/quantity', who: only(INVENTORY_MANAGE_ROLES), params: item, body: () => ({ quantity: 12 }) },
  { method: 'GET', path: '/api/inventory/{id}/history', who: only(INVENTORY_VIEW_ROLES), params: item },
  { method: 'GET', path: '/api/inventory/{id}/changes', who: only(INVENTORY_VIEW_ROLES), params: item },
  { method: 'GET', path: '/api/inventory/{id}/expenses', who: only(INVENTORY_VIEW_ROLES), params: item, lists: { id: (f) => f.itemExpense, to: ['staff', 'manager', 'admin'] } },
];
