import { act, screen } from '@testing-library/react';
import { INVENTORY_MESSAGES } from '@hvac/contracts/inventory';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as api from '../src/items/api';
import { item, page, renderAt, signIn } from './harness';

jest.mock('../src/items/api', () => ({
  ...jest.requireActual('../src/items/api'),
  fetchInventoryPage: jest.fn(),
  fetchItem: jest.fn(),
  fetchHistory: jest.fn(),
  fetchItemExpenses: jest.fn(),
}));
const fetchInventoryPage = jest.mocked(api.fetchInventoryPage);
const fetchItem = jest.mocked(api.fetchItem);

beforeEach(() => {
  fetchInventoryPage.mockResolvedValue(page([item()]));
  fetchItem.mockResolvedValue(item());
  jest.mocked(api.fetchHistory).mockResolvedValue([]);
  jest.mocked(api.fetchItemExpenses).mockResolvedValue([]);
});
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

const ID = item().id;

describe('who may open the inventory screens (docs/domains/inventory.md#roles)', () => {
  it('a client is refused every screen, and nothing is asked of the server', async () => {
    signIn('client');
    for (const path of ['/admin/inventory', `/admin/inventory/${ID}`, `/admin/inventory/${ID}/label`, '/admin/inventory/new', `/admin/inventory/${ID}/edit`]) {
      const { unmount } = await renderAt(path);
      expect(await screen.findByText(/You do not have permission to view the inventory\.|Only an admin or manager can add or edit inventory items\./)).toBeTruthy();
      unmount();
    }
    expect(fetchInventoryPage).not.toHaveBeenCalled();
    expect(fetchItem).not.toHaveBeenCalled();
  });

  it('without a session each screen says to log in', async () => {
    signIn(null);
    await renderAt('/admin/inventory');
    expect(await screen.findByText('Please log in to use the inventory.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('staff see the list, Scan and Export, but no Add Item, Edit or Delete', async () => {
    signIn('staff');
    await renderAt('/admin/inventory');
    expect(await screen.findByRole('link', { name: 'View MERV 13 filter 16x25x1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add Item' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit MERV 13 filter 16x25x1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete MERV 13 filter 16x25x1' })).toBeNull();
  });

  it('staff read an item without Update Quantity, Edit or Delete, but may print its label', async () => {
    signIn('staff');
    await renderAt(`/admin/inventory/${ID}`);
    expect(await screen.findByRole('heading', { name: 'MERV 13 filter 16x25x1', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Print Label' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Quantity' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('staff may not open the forms', async () => {
    signIn('staff');
    await renderAt('/admin/inventory/new');
    expect(await screen.findByText(INVENTORY_MESSAGES.inventoryManageForbidden)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Add Inventory Item' })).toBeNull();
  });

  it('a manager adds and edits but does not delete; an admin does all three', async () => {
    signIn('manager');
    const { unmount } = await renderAt('/admin/inventory');
    expect(await screen.findByRole('link', { name: 'Add Item' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit MERV 13 filter 16x25x1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete MERV 13 filter 16x25x1' })).toBeNull();
    unmount();
    signIn('admin');
    await renderAt('/admin/inventory');
    expect(await screen.findByRole('button', { name: 'Delete MERV 13 filter 16x25x1' })).toBeTruthy();
  });

  it('says the refusal in Persian too', async () => {
    signIn('client');
    await renderAt('/admin/inventory', { lng: 'fa' });
    expect(await screen.findByText('شما اجازهٔ مشاهدهٔ انبار را ندارید.')).toBeTruthy();
  });
});
