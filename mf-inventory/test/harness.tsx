import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { InventoryItem, Role, User } from '@hvac/contracts';
import { changeLanguage, useSession, type Language } from '@hvac/web-kit';
import { Toast } from '@hvac/ui';
import InventoryRoutes from '../src/routes';

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

/** Renders the remote's routes as the shell mounts them (with the shell's toast region), at `path`, in `lng`. */
export async function renderAt(path: string, { lng = 'en' }: { lng?: Language } = {}) {
  await act(() => changeLanguage(lng));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <InventoryRoutes />
      <Toast />
      <CurrentPath />
    </MemoryRouter>,
  );
}

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
