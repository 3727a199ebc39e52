/** @jest-environment @hvac/web-kit/fetch-environment */
import { act, fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '@hvac/web-kit';
import { answerCalls, renderWidgets, resetWidgets, signIn, type StubAnswer } from '@hvac/web-kit/testing';
import { widgets } from '../src/widgets';

/** The widgets' calls answered by `answers` (path without /api → answer); anything else is a 404. */
function serve(answers: Record<string, StubAnswer>) {
  answerCalls((_method, path) => answers[path] ?? { status: 404, body: { message: 'Not found' } });
}

const INVOICES = { status: 'success', data: { overdue: { count: 2, total: '250.00' }, unpaid: { count: 5, total: '1350.76' }, revenue: { thisMonth: '4000.00', lastMonth: '130.50' } } };
const QUOTES = { status: 'success', data: { awaitingAnswer: { count: 1, total: '8450.00' } } };


afterEach(resetWidgets);

describe('billing widgets (docs/domains/billing.md#overview-widget)', () => {
  it('shows each figure with its money, the counts linking to the lists filtered to them, revenue linking nowhere', async () => {
    serve({ 'invoices/summary': { status: 200, body: INVOICES }, 'quotes/summary': { status: 200, body: QUOTES } });
    signIn('admin');
    renderWidgets(widgets);
    expect((await screen.findByRole('link', { name: '2 overdue invoices' })).getAttribute('href')).toBe('/admin/invoices?status=overdue');
    expect(screen.getByText('$250.00 still owed')).toBeTruthy();
    expect(screen.getByRole('link', { name: '5 unpaid invoices' }).getAttribute('href')).toBe('/admin/invoices?status=unpaid');
    expect(screen.getByText('$1,350.76 due')).toBeTruthy();
    expect((await screen.findByRole('link', { name: '1 quote awaiting an answer' })).getAttribute('href')).toBe('/admin/quotes?status=sent_to_client');
    expect(screen.getByText('$4,000.00 this month').closest('a')).toBeNull();
    expect(screen.getByText('$130.50 last month')).toBeTruthy();
    for (const heading of ['Overdue invoices', 'Unpaid invoices', 'Quotes awaiting an answer', 'Revenue']) expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
  });

  it('reads in Persian with Persian digits', async () => {
    serve({ 'invoices/summary': { status: 200, body: INVOICES }, 'quotes/summary': { status: 200, body: QUOTES } });
    signIn('manager');
    await act(() => changeLanguage('fa'));
    renderWidgets(widgets);
    const overdue = await screen.findByRole('link', { name: /۲/ });
    expect(overdue.getAttribute('href')).toBe('/admin/invoices?status=overdue');
    expect(overdue.textContent).not.toMatch(/[0-9]/);
    expect(screen.getByRole('heading', { name: 'درآمد' })).toBeTruthy();
  });

  it('fails the invoice widgets alone when their call fails, the quotes widget drawn, and Retry reads again', async () => {
    serve({ 'invoices/summary': { status: 500, body: {} }, 'quotes/summary': { status: 200, body: QUOTES } });
    signIn('staff');
    renderWidgets(widgets);
    expect(await screen.findByRole('link', { name: '1 quote awaiting an answer' })).toBeTruthy();
    const retries = await screen.findAllByRole('button', { name: 'Retry' });
    expect(retries).toHaveLength(3);
    expect(screen.getAllByText('Could not load these figures.')).toHaveLength(3);
    serve({ 'invoices/summary': { status: 200, body: INVOICES }, 'quotes/summary': { status: 200, body: QUOTES } });
    fireEvent.click(retries[0]!);
    expect(await screen.findByRole('link', { name: '2 overdue invoices' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
