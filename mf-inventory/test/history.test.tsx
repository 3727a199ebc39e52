import { act, screen } from '@testing-library/react';
import type { HistoryEntry, HistoryResponse } from '@hvac/contracts';
import { api, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as itemApi from '../src/items/api';
import { item, ITEM_ID, renderAt, signIn } from './harness';

// The item and its other panels come through the app's own call module, as in detail.test.tsx; the change history's call is the panel's own.
jest.mock('../src/items/api', () => ({
  ...jest.requireActual('../src/items/api'),
  fetchItem: jest.fn(),
  fetchHistory: jest.fn(),
  fetchItemExpenses: jest.fn(),
}));

const answer = (history: HistoryEntry[]): HistoryResponse => ({ status: 'success', data: { history, nextCursor: null } });
const edit: HistoryEntry = {
  id: '1',
  entityType: 'inventory_item',
  entityId: ITEM_ID,
  action: 'edited',
  actorId: '00000000-0000-4000-8000-000000000001',
  actorRole: 'manager',
  actorName: 'Morgan Manager',
  // The location is free text: a shelf called "box" stays as typed while the unit's box is named.
  changes: {
    category: ['Parts', 'Tools'],
    unit: ['piece', 'box'],
    location: ['box', 'Van 2'],
    unitPrice: ['24.00', '1234.50'],
    minimumQuantity: [5, 12],
    expirationDate: [null, '2027-01-31'],
  },
  names: {},
  at: '2026-03-06T15:04:00.000Z',
};

/** The history's line of one field, whole: `Unit: piece → box`. */
const change = (field: string) => screen.findByText((_, el) => el?.tagName === 'LI' && el.parentElement?.className === 'history-changes' && !!el.textContent?.startsWith(`${field}:`));

beforeEach(() => {
  signIn('admin');
  jest.mocked(itemApi.fetchItem).mockResolvedValue(item());
  jest.mocked(itemApi.fetchHistory).mockResolvedValue([]);
  jest.mocked(itemApi.fetchItemExpenses).mockResolvedValue([]);
});
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  jest.restoreAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('item change history (docs/domains/inventory.md#history)', () => {
  it('labels and writes each field as the panels above do — category, unit, money, counts, days — in English and Persian', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(answer([edit]));
    const { unmount } = await renderAt(`/admin/inventory/${ITEM_ID}`);
    expect((await change('Category')).textContent).toBe('Category: Parts → Tools');
    expect((await change('Unit Type')).textContent).toBe('Unit Type: piece → box');
    expect((await change('Location')).textContent).toBe('Location: box → Van 2');
    expect((await change('Unit Price')).textContent).toBe('Unit Price: $24.00 → $1,234.50');
    expect((await change('Minimum Stock')).textContent).toBe('Minimum Stock: 5 → 12');
    expect((await change('Expiration Date')).textContent).toBe('Expiration Date: (none) → Jan 31, 2027');
    expect(get).toHaveBeenCalledWith(`inventory/${ITEM_ID}/changes`, expect.anything());
    unmount();
    backOfficeQueries.clear();
    await renderAt(`/admin/inventory/${ITEM_ID}`, { lng: 'fa' });
    expect((await change('دسته')).textContent).toBe('دسته: قطعات ← ابزار');
    expect((await change('نوع واحد')).textContent).toBe('نوع واحد: عدد ← جعبه');
    expect((await change('محل')).textContent).toBe('محل: box ← Van 2');
    expect((await change('حداقل موجودی')).textContent).toBe('حداقل موجودی: ۵ ← ۱۲');
    expect((await change('تاریخ انقضا')).textContent).toBe('تاریخ انقضا: (هیچ) ← ۱۱ بهمن ۱۴۰۵');
  });
});
