import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { holdBusinessDay } from '@hvac/contracts/testing';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as api from '../src/expenses/api';
import * as taxApi from '../src/tax/api';
import { renderAt, signIn } from './harness';

// A double click sends one request (libs/ui's useSubmit, docs/architecture.md#frontend-conventions).
holdBusinessDay();
jest.mock('../src/expenses/api', () => ({ ...jest.requireActual('../src/expenses/api'), createExpense: jest.fn() }));
jest.mock('../src/tax/api', () => ({ ...jest.requireActual('../src/tax/api'), generateTaxReport: jest.fn(), fetchTaxInsights: jest.fn() }));
const createExpense = jest.mocked(api.createExpense);
const generateTaxReport = jest.mocked(taxApi.generateTaxReport);

const never = () => new Promise<never>(() => undefined);
const doubleClick = (button: HTMLElement) =>
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });

afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('a double click sends one request', () => {
  it('Create Expense', async () => {
    signIn('staff');
    createExpense.mockImplementation(never);
    await renderAt('/admin/expenses/new');
    await screen.findByRole('heading', { name: 'Create New Expense' });
    fireEvent.change(screen.getByLabelText('Title', { exact: false, selector: 'input' }), { target: { value: 'Copper tubing' } });
    fireEvent.change(screen.getByLabelText('Amount ($)', { exact: false, selector: 'input' }), { target: { value: '20' } });
    const create = screen.getByRole('button', { name: 'Create Expense' });
    doubleClick(create);
    await waitFor(() => expect(createExpense).toHaveBeenCalled());
    expect(createExpense).toHaveBeenCalledTimes(1);
    expect((create as HTMLButtonElement).disabled).toBe(true);
  });

  it('Generate Report', async () => {
    signIn('manager');
    generateTaxReport.mockImplementation(never);
    jest.mocked(taxApi.fetchTaxInsights).mockImplementation(never);
    await renderAt('/admin/tax-reporting');
    const generate = await screen.findByRole('button', { name: 'Generate Report' });
    doubleClick(generate);
    await waitFor(() => expect(generateTaxReport).toHaveBeenCalled());
    expect(generateTaxReport).toHaveBeenCalledTimes(1);
  });
});
