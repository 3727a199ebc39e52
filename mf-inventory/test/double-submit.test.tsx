import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as api from '../src/items/api';
import { item, ITEM_ID, renderAt, signIn } from './harness';

// A double click sends one request (libs/ui's useSubmit, docs/architecture.md#frontend-conventions).
jest.mock('../src/items/api', () => ({
  ...jest.requireActual('../src/items/api'),
  createItem: jest.fn(),
  deleteItem: jest.fn(),
  fetchItem: jest.fn(),
  fetchHistory: jest.fn(),
  fetchItemExpenses: jest.fn(),
  fetchInventoryPage: jest.fn(),
}));
const createItem = jest.mocked(api.createItem);
const deleteItem = jest.mocked(api.deleteItem);

const never = () => new Promise<never>(() => undefined);
const doubleClick = (button: HTMLElement) =>
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });

beforeEach(() => {
  signIn('manager');
  jest.mocked(api.fetchHistory).mockResolvedValue([]);
  jest.mocked(api.fetchItemExpenses).mockResolvedValue([]);
});
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('a double click sends one request', () => {
  it('Create Item', async () => {
    createItem.mockImplementation(never);
    await renderAt('/admin/inventory/new');
    await screen.findByRole('heading', { name: 'Add Inventory Item', level: 1 });
    fireEvent.change(screen.getByLabelText('Item Name *'), { target: { value: 'Capacitor 45/5 µF' } });
    fireEvent.change(screen.getByLabelText('Category *'), { target: { value: 'Electrical' } });
    const create = screen.getByRole('button', { name: 'Create Item' });
    doubleClick(create);
    await waitFor(() => expect(createItem).toHaveBeenCalled());
    expect(createItem).toHaveBeenCalledTimes(1);
    expect((create as HTMLButtonElement).disabled).toBe(true);
  });

  it('Delete in the confirmation', async () => {
    signIn('admin');
    jest.mocked(api.fetchItem).mockResolvedValue(item());
    deleteItem.mockImplementation(never);
    await renderAt(`/admin/inventory/${ITEM_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    doubleClick(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteItem).toHaveBeenCalled());
    expect(deleteItem).toHaveBeenCalledTimes(1);
  });
});
