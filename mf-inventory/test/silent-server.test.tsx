/** @jest-environment @hvac/web-kit/fetch-environment */
/**
 * What the inventory screens say when svc-inventory answers 500 with `{}` (docs/domains/inventory.md#messages):
 * each screen's own fallback in the reader's language, never a status number. The page's real calls go
 * out through the api client and a stubbed fetch answers them.
 */
import { act, screen } from '@testing-library/react';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import { answerCalls, type StubAnswer } from '@hvac/web-kit/testing';
import { item, ITEM_ID, renderAt, signIn } from './harness';

const SILENT: StubAnswer = { status: 500, body: {} };

/** svc-inventory's answers: `failing` for the calls a test makes fail, the item and empty lists for the rest. */
const inventory = (failing: (path: string) => boolean) =>
  answerCalls((_method, path) => {
    if (failing(path)) return SILENT;
    if (path === `inventory/${ITEM_ID}`) return { status: 200, body: { status: 'success', data: { item: item() } } };
    return { status: 200, body: { status: 'success', data: { history: [], movements: [], expenses: [], nextCursor: null } } };
  });

afterEach(() => {
  backOfficeQueries.clear();
  jest.restoreAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('inventory screens, svc-inventory answering 500 with {}', () => {
  it('the list says Failed to fetch inventory items', async () => {
    signIn('admin');
    inventory((path) => path.startsWith('inventory?'));
    await renderAt('/admin/inventory');
    expect((await screen.findAllByText('Failed to fetch inventory items')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/500/)).toBeNull();
  });

  it.each([
    ['en', 'Error loading expenses.'],
    ['fa', 'خطا در بارگذاری هزینه‌ها.'],
  ] as const)('the item’s related expenses say Error loading expenses. (%s)', async (lng, words) => {
    signIn('admin');
    inventory((path) => path === `inventory/${ITEM_ID}/expenses`);
    await renderAt(`/admin/inventory/${ITEM_ID}`, { lng });
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByText(/500|۵۰۰/)).toBeNull();
  });
});
