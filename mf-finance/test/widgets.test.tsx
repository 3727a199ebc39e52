/** @jest-environment @hvac/web-kit/fetch-environment */
import { act, fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '@hvac/web-kit';
import { answerCalls, renderWidgets, resetWidgets, signIn, type StubAnswer } from '@hvac/web-kit/testing';
import { widgets } from '../src/widgets';

function serve(answer: StubAnswer) {
  answerCalls((_method, path) => (path === 'expenses/summary' ? answer : { status: 404, body: { message: 'Not found' } }));
}

const SUMMARY = {
  status: 'success',
  data: {
    summary: { totalAmount: '12345.60', taxDeductibleAmount: '10000.00', pendingAmount: '148.50', totalExpenses: 12 },
    awaitingApproval: { count: 3, total: '148.50' },
    tax: { yearToDate: '2210.00', nextDueDate: '2026-06-15' },
  },
};


afterEach(resetWidgets);

describe('finance widgets (docs/domains/finance.md#overview-widget)', () => {
  it('shows the pending expenses linking to the list filtered to them, and the estimated tax linking to its report', async () => {
    serve({ status: 200, body: SUMMARY });
    signIn('admin');
    renderWidgets(widgets);
    expect((await screen.findByRole('link', { name: '3 expenses awaiting approval' })).getAttribute('href')).toBe('/admin/expenses?status=pending');
    expect(screen.getByText('$148.50 in total')).toBeTruthy();
    expect(screen.getByRole('link', { name: '$2,210.00 this year so far' }).getAttribute('href')).toBe('/admin/tax-reporting');
    expect(screen.getByText(/^Next quarterly payment due /)).toBeTruthy();
  });

  it('reads in Persian with Persian digits', async () => {
    serve({ status: 200, body: SUMMARY });
    signIn('manager');
    await act(() => changeLanguage('fa'));
    renderWidgets(widgets);
    const pending = await screen.findByRole('link', { name: /۳ هزینه/ });
    expect(pending.textContent).not.toMatch(/[0-9]/);
    expect(screen.getByRole('heading', { name: 'مالیات برآوردی' })).toBeTruthy();
  });

  it('says a failed read in each widget’s place, and Retry reads again', async () => {
    serve({ status: 500, body: {} });
    signIn('admin');
    renderWidgets(widgets);
    const retries = await screen.findAllByRole('button', { name: 'Retry' });
    expect(screen.getAllByText('Could not load these figures.')).toHaveLength(2);
    serve({ status: 200, body: SUMMARY });
    fireEvent.click(retries[0]!);
    expect(await screen.findByRole('link', { name: '3 expenses awaiting approval' })).toBeTruthy();
  });
});
