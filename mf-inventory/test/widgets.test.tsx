/** @jest-environment @hvac/web-kit/fetch-environment */
import { act, fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '@hvac/web-kit';
import { answerCalls, renderWidgets, resetWidgets, signIn, type StubAnswer } from '@hvac/web-kit/testing';
import { widgets } from '../src/widgets';

function serve(answer: StubAnswer) {
  answerCalls((_method, path) => (path === 'inventory/summary' ? answer : { status: 404, body: { message: 'Not found' } }));
}

const SUMMARY = { status: 'success', data: { lowStock: { count: 4, filter: { lowStock: 'true' } }, expired: { count: 1, filter: { expired: 'true' } } } };


afterEach(resetWidgets);

describe('inventory widgets (docs/domains/inventory.md#overview-widget)', () => {
  it('links each count to the list with the filter the service names for it', async () => {
    serve({ status: 200, body: SUMMARY });
    signIn('admin');
    renderWidgets(widgets);
    expect((await screen.findByRole('link', { name: '4 items at or below their minimum' })).getAttribute('href')).toBe('/admin/inventory?lowStock=true');
    expect(screen.getByRole('link', { name: '1 expired item' }).getAttribute('href')).toBe('/admin/inventory?expired=true');
    expect(screen.getByRole('heading', { name: 'Low stock' })).toBeTruthy();
  });

  it('reads in Persian with Persian digits', async () => {
    serve({ status: 200, body: SUMMARY });
    signIn('manager');
    await act(() => changeLanguage('fa'));
    renderWidgets(widgets);
    const low = await screen.findByRole('link', { name: /^۴ / });
    expect(low.getAttribute('href')).toBe('/admin/inventory?lowStock=true');
    expect(screen.getByRole('heading', { name: 'منقضی‌شده' })).toBeTruthy();
  });

  it('says a failed read in each widget’s place, and Retry reads again', async () => {
    serve({ status: 503, body: {} });
    signIn('admin');
    renderWidgets(widgets);
    const retries = await screen.findAllByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    expect(retries).toHaveLength(2);
    serve({ status: 200, body: SUMMARY });
    fireEvent.click(retries[1]!);
    expect(await screen.findByRole('link', { name: '1 expired item' })).toBeTruthy();
  });
});
