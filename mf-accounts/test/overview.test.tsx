/** @jest-environment @hvac/web-kit/fetch-environment */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import { answerCalls, signIn, type StubAnswer } from '@hvac/web-kit/testing';
import { OpenServiceRequests } from '../src/widgets/OpenServiceRequests';
import '../src/widgets/i18n';

/** The widget's call answered by `answers` (path without /api → answer); anything else is a 404. */
function serve(answers: Record<string, StubAnswer>) {
  answerCalls((_method, path) => answers[path] ?? { status: 404, body: { message: 'Not found' } });
}

const renderWidget = () => render(<MemoryRouter><OpenServiceRequests /></MemoryRouter>);

afterEach(() => {
  jest.restoreAllMocks();
  backOfficeQueries.clear();
  act(() => useSession.getState().logout());
});

describe("the open service requests widget (docs/domains/service-requests.md#overview-widget)", () => {
  it('shows the unassigned first, each figure linking to the list filtered to it', async () => {
    serve({ 'service-requests/summary': { status: 200, body: { status: 'success', data: { unassigned: 3, byStatus: { pending: 4, confirmed: 2, in_progress: 1 }, total: 7 } } } });
    signIn('admin');
    renderWidget();
    expect(screen.getByRole('heading', { name: 'Open service requests' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: '3 unassigned requests' });
    expect(first.getAttribute('href')).toBe('/admin/service-requests?unassigned=true');
    expect(screen.getByRole('link', { name: 'Pending: 4' }).getAttribute('href')).toBe('/admin/service-requests?status=pending');
    expect(screen.getByRole('link', { name: 'In progress: 1' }).getAttribute('href')).toBe('/admin/service-requests?status=in_progress');
    expect(screen.getByText('7 open in all')).toBeTruthy();
  });

  it('says a failed read in its own place and reads again on Retry', async () => {
    serve({ 'service-requests/summary': { status: 500, body: {} } });
    signIn('manager');
    renderWidget();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Could not load these figures.')).toBeTruthy();
    serve({ 'service-requests/summary': { status: 200, body: { status: 'success', data: { unassigned: 0, byStatus: { pending: 0, confirmed: 1, in_progress: 0 }, total: 1 } } } });
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: '0 unassigned requests' })).toBeTruthy();
  });
});
