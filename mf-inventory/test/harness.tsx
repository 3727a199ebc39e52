import type { InventoryItem } from '@hvac/contracts/inventory';
import { Toast } from '@hvac/ui';
import { renderRoutes, type RenderOptions } from '@hvac/web-kit/testing';
import InventoryRoutes from '../src/routes';

export { USERS, signIn } from '@hvac/web-kit/testing';

/** Renders the remote's routes as the shell mounts them (with the shell's toast region), at `path`, in `lng`. */
export const renderAt = (path: string, options?: RenderOptions) => renderRoutes(InventoryRoutes, path, options, <Toast />);

export const ITEM_ID = '00000000-0000-4000-8000-000000000101';

/** An item as svc-inventory answers it. */
export const item = (patch: Partial<InventoryItem> = {}): InventoryItem => ({
  id: ITEM_ID,
  name: 'MERV 13 filter 16x25x1',
  sku: 'INV-123456-ABC',
  barcode: '0123456789012',
  description: 'Pleated air filter for residential returns, pack of six, high capture',
  category: 'Filters',
  quantity: 12,
  minimumQuantity: 5,
  maximumQuantity: 100,
  unit: 'box',
  unitPrice: '24.50',
  costPrice: '14.25',
  location: 'Aisle 3, shelf B',
  supplier: 'Johnstone Supply',
  notes: 'Reorder from Johnstone',
  expirationDate: null,
  status: 'In Stock',
  expired: false,
  createdAt: '2026-03-05T15:00:00.000Z',
  updatedAt: '2026-03-06T15:00:00.000Z',
  ...patch,
});

export const page = (items: InventoryItem[], { lowStockCount = 0, expiredCount = 0, currentPage = 1, totalPages = 1 } = {}) => ({
  items,
  pagination: { currentPage, totalPages, totalItems: items.length, limit: 20 },
  lowStockCount,
  expiredCount,
});
