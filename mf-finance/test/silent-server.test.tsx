/** @jest-environment @hvac/web-kit/fetch-environment */
/**
 * What the expense screens say when svc-finance answers 500 with `{}` (docs/domains/finance.md#messages):
 * each screen's own fallback in the reader's language, never a status number. The page's real calls go
 * out through the api client and a stubbed fetch answers them.
 */
import { act, screen } from '@testing-library/react';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import { answerCalls } from '@hvac/web-kit/testing';
import { EXPENSE_ID, renderAt, signIn } from './harness';

beforeEach(() => answerCalls(() => ({ status: 500, body: {} })));
afterEach(() => {
  backOfficeQueries.clear();
  jest.restoreAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('expense screens, svc-finance answering 500 with {}', () => {
  it('the list says Failed to fetch expenses and Failed to fetch expense summary', async () => {
    signIn('admin');
    await renderAt('/admin/expenses');
    expect(await screen.findByText('Failed to fetch expenses')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch expense summary')).toBeTruthy();
    expect(screen.queryByText(/500/)).toBeNull();
  });

  it('the detail says Failed to fetch expense, in Spanish in Spanish', async () => {
    signIn('admin');
    await renderAt(`/admin/expenses/${EXPENSE_ID}`, { lng: 'es' });
    expect(await screen.findByText('No se pudo obtener el gasto')).toBeTruthy();
  });
});
