/** @jest-environment @hvac/web-kit/fetch-environment */
import { act, fireEvent, screen } from '@testing-library/react';
import * as federation from '@hvac/federation/browser';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import { signIn } from '@hvac/web-kit/testing';
import { renderAt } from './harness';

jest.mock('@hvac/federation/browser', () => ({
  ...jest.requireActual('@hvac/federation/browser'),
  declaredWidgets: jest.fn(),
  loadWidget: jest.fn(),
  resetWidgetRemote: jest.fn(),
}));
const declaredWidgets = jest.mocked(federation.declaredWidgets);
const loadWidget = jest.mocked(federation.loadWidget);
const resetWidgetRemote = jest.mocked(federation.resetWidgetRemote);

const declared = (remote: string, id: string, order: number): federation.DeclaredWidget => ({ remote, id, module: './widgets', roles: ['admin'], order });
const Figure = (text: string) => () => <p className="overview-figure">{text}</p>;

// The dashboard's other parts read the users and the analytics; they are not what this file looks at.
beforeEach(() => jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined)));
afterEach(() => {
  jest.restoreAllMocks();
  jest.resetAllMocks();
  backOfficeQueries.clear();
  act(() => useSession.getState().logout());
});

describe('the overview when one remote fails (docs/domains/accounts.md#admin-dashboard)', () => {
  it('draws the other widgets, offers Retry in the failed one’s place, and Retry registers the remote afresh and loads it', async () => {
    declaredWidgets.mockResolvedValue([declared('mf_billing', 'overdue-invoices', 20), declared('mf_finance', 'estimated-tax', 30), declared('mf_inventory', 'low-stock', 40)]);
    let financeUp = false;
    loadWidget.mockImplementation(async ({ remote, id }) => {
      if (remote === 'mf_finance' && !financeUp) throw new federation.RemoteUnavailableError(remote, new Error('Failed to fetch'));
      return Figure(`${remote} ${id}`);
    });
    resetWidgetRemote.mockResolvedValue();
    signIn('admin');
    await renderAt('/admin/dashboard');
    // The first test loads the dashboard's lazy page, its chunk and words, for the file.
    expect(await screen.findByText('mf_billing overdue-invoices', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('mf_inventory low-stock')).toBeTruthy();
    const failed = await screen.findByTestId('widget-error');
    expect(failed.textContent).toContain('This part of the overview is unavailable right now.');
    expect(screen.getAllByTestId('widget-error')).toHaveLength(1);

    financeUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('mf_finance estimated-tax')).toBeTruthy();
    expect(resetWidgetRemote).toHaveBeenCalledWith('mf_finance');
    expect(screen.queryByTestId('widget-error')).toBeNull();
    expect(screen.getByText('mf_billing overdue-invoices')).toBeTruthy();
  });

  it('contains a widget that crashes while drawing, the others drawn', async () => {
    declaredWidgets.mockResolvedValue([declared('mf_billing', 'overdue-invoices', 20), declared('mf_inventory', 'low-stock', 40)]);
    const Crashing = () => {
      throw new Error('widget bug');
    };
    loadWidget.mockImplementation(async ({ remote, id }) => (remote === 'mf_billing' ? Crashing : Figure(`${remote} ${id}`)));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn('admin');
    await renderAt('/admin/dashboard');
    expect(await screen.findByText('mf_inventory low-stock', {}, { timeout: 10_000 })).toBeTruthy();
    expect((await screen.findByTestId('widget-error')).textContent).toContain('Could not load this part of the overview.');
  });
});
