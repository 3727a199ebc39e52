/** @jest-environment @hvac/web-kit/fetch-environment */
/**
 * The screens of issue 31 (docs/domains/service-requests.md#the-technicians-day, #dispatch-board): My Jobs
 * online and offline with its outbox, the completion with a drawn signature, the dispatch board placing by
 * keyboard and showing an overlap's refusal, the customer's next visit and the office's visit record.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore, get } from 'idb-keyval';
import type { Visit } from '@hvac/contracts/requests';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import { signIn, type StubAnswer } from '@hvac/web-kit/testing';
import { renderAt } from './harness';

const visit: Visit = {
  id: '7d3f7c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f',
  serviceRequestId: '0b8e2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  technicianId: 'u-staff',
  technicianName: 'Sam Rivera',
  orphaned: false,
  startsAt: '2026-12-02T15:00:00.000Z',
  endsAt: '2026-12-02T17:00:00.000Z',
  status: 'scheduled',
  notes: null,
  request: { id: '0b8e2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b', clientId: 'c1', status: 'confirmed', customerName: 'Dana Whitfield', phone: '713-555-0100', address: '1 Main St, Houston 77002', serviceType: 'AC Repair', description: 'Warm air from the vents' },
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
};
const visits = (rows: Visit[]) => ({ status: 200, body: { status: 'success', data: { visits: rows } } });

type Call = { method: string; path: string; body: unknown };
/** Answers by `METHOD path` (path without /api), records every call with its body; anything else is a 404. */
function serve(answers: Record<string, StubAnswer | (() => StubAnswer)>): Call[] {
  const calls: Call[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = `${url.pathname.replace(/^\/api\//, '')}${url.search}`;
    const text = await request.text();
    calls.push({ method: request.method, path, body: text && request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text });
    const found = answers[`${request.method} ${path}`] ?? answers[`${request.method} ${url.pathname.replace(/^\/api\//, '')}`];
    if (found === undefined) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'content-type': 'application/json' } });
    const answer = typeof found === 'function' ? found() : found;
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? ''), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

beforeEach(() => localStorage.clear());

/** The outbox as the phone keeps it (IndexedDB; fake-indexeddb here). */
const keptOutbox = () => get<{ body: { at: string } }[]>('items', createStore('hvac-my-jobs', 'outbox'));
afterEach(() => {
  jest.restoreAllMocks();
  backOfficeQueries.clear();
  act(() => useSession.getState().logout());
});

describe('/my-jobs', () => {
  it("shows the day with the window in Houston time, a map link and a call link, and steps the status with the phone's time", async () => {
    const calls = serve({ 'GET my-visits': visits([visit]), [`POST visits/${visit.id}/status`]: { status: 200, body: { status: 'success', data: { visit: { ...visit, status: 'on_the_way' } } } } });
    signIn('staff');
    await renderAt('/my-jobs');
    expect(await screen.findByRole('heading', { name: 'My Jobs', level: 1 })).toBeTruthy();
    const card = (await screen.findByText('Dana Whitfield')).closest('li')!;
    expect(within(card).getByRole('heading', { name: '9:00 AM – 11:00 AM' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: /1 Main St/ }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Houston%2077002');
    expect(within(card).getByRole('link', { name: 'Call 713-555-0100' }).getAttribute('href')).toBe('tel:7135550100');
    const before = Date.now();
    fireEvent.click(within(card).getByRole('button', { name: 'On my way' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.path).toBe(`visits/${visit.id}/status`);
    expect(sent.body).toMatchObject({ status: 'on_the_way' });
    expect(Date.parse((sent.body as { at: string }).at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('reads the kept day offline, queues a change with the moment it was made, and sends it once back online', async () => {
    localStorage.setItem('hvac.myJobs.day', JSON.stringify({ visits: [visit], savedAt: '2026-12-02T13:00:00.000Z' }));
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    signIn('staff');
    await renderAt('/my-jobs');
    expect(await screen.findByText(/You are offline\. These are the jobs saved on this phone at/, undefined, { timeout: 8000 })).toBeTruthy();
    const card = screen.getByText('Dana Whitfield').closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'On my way' }));
    expect(await screen.findByText('Changes waiting to be sent: 1')).toBeTruthy();
    // The phone shows the step as taken and offers the next one.
    expect(within(card).getByRole('button', { name: 'Start work' })).toBeTruthy();
    await waitFor(async () => expect(await keptOutbox()).toHaveLength(1));
    const queued = (await keptOutbox())!;

    jest.restoreAllMocks();
    const calls = serve({ 'GET my-visits': visits([{ ...visit, status: 'on_the_way' }]), [`POST visits/${visit.id}/status`]: { status: 200, body: { status: 'success', data: { visit } } } });
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/Changes waiting to be sent/)).toBeNull(), { timeout: 8000 });
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ status: 'on_the_way', at: queued[0]!.body.at });
    await waitFor(async () => expect(await keptOutbox()).toEqual([]));
  });

  it('completes with work notes and a signature drawn with the pointer, the signature sent before the status', async () => {
    const started = { ...visit, status: 'started' as const };
    const calls = serve({
      'GET my-visits': visits([started]),
      [`POST visits/${visit.id}/attachments?kind=signature`]: { status: 201, body: { status: 'success', data: {} } },
      [`POST visits/${visit.id}/status`]: { status: 200, body: { status: 'success', data: { visit: { ...visit, status: 'completed' } } } },
    });
    const strokes: string[] = [];
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ beginPath: () => strokes.push('begin'), moveTo: () => undefined, lineTo: () => undefined, stroke: () => undefined, clearRect: () => undefined } as never);
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');
    // XMLHttpRequest uploads (web-kit's uploadFile) answered as the server would.
    jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      calls.push({ method: 'POST', path: 'attachment', body: null });
      Object.defineProperty(this, 'status', { value: 201 });
      Object.defineProperty(this, 'responseText', { value: '{"status":"success","data":{}}' });
      this.onload?.(new ProgressEvent('load'));
    });
    signIn('staff');
    await renderAt('/my-jobs');
    fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete visit' }));
    expect(screen.getByText('Write what was done.')).toBeTruthy();
    expect(screen.getByText('Ask the customer to sign.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Work notes', { exact: false }), { target: { value: 'Replaced the capacitor.' } });
    const canvas = screen.getByRole('img', { name: "Customer's signature" });
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    expect(strokes.length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Complete visit' }));
    await waitFor(() => expect(calls.some((c) => c.path === `visits/${visit.id}/status`)).toBe(true));
    const order = calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(order).toEqual(['attachment', `visits/${visit.id}/status`]);
    expect(calls.find((c) => c.path.endsWith('/status'))!.body).toMatchObject({ status: 'completed', notes: 'Replaced the capacitor.' });
  });

  it('is for staff, managers and admins; a client goes to /login', async () => {
    serve({});
    signIn('client');
    await renderAt('/my-jobs');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'My Jobs' })).toBeNull());
  });
});

describe('/admin/dispatch', () => {
  const technicians = { status: 200, body: { status: 'success', data: { assignees: [{ id: 'u-staff', username: 'Sam Rivera', email: 's@example.com', role: 'staff' }] } } };
  const request = { id: visit.serviceRequestId, contactFullName: 'Dana Whitfield', serviceType: 'AC Repair', assignedTo: null, status: 'pending' };
  const list = (rows: unknown[]) => ({ status: 200, body: { status: 'success', data: { serviceRequests: rows, pagination: { page: 1, limit: 100, totalItems: rows.length, totalPages: 1 }, counts: {} } } });

  it('places a waiting request by keyboard and shows an overlap refused by the server in its words, in Persian too', async () => {
    const calls = serve({
      'GET visits': visits([]),
      'GET service-requests/assignees': technicians,
      // The side list asks for pending and confirmed requests; the one waiting is pending.
      'GET service-requests': () => list(calls.at(-1)!.path.includes('status=pending') ? [request] : []),
      [`POST service-requests/${visit.serviceRequestId}/visits`]: { status: 409, body: { message: 'The technician already has a visit at that time. It overlaps visit x.', code: 'visitOverlaps' } },
    });
    signIn('manager');
    await renderAt('/admin/dispatch', 'fa');
    expect(await screen.findByRole('heading', { name: 'تابلوی اعزام', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Sam Rivera' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Dana Whitfield/ }));
    const place = screen.getAllByRole('button', { name: /قرار دادن برای Sam Rivera/ });
    expect(place).toHaveLength(7);
    fireEvent.click(place[2]!);
    expect((await screen.findByText(/It overlaps visit x\./)).textContent).toContain('The technician already has a visit at that time.');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ technicianId: 'u-staff' });
    expect(new Date((post.body as { startsAt: string }).startsAt).getUTCMinutes()).toBe(0);
  });
});

describe('the customer and the office see the visits', () => {
  it('/my-service-requests shows the next visit: day, window, technician and status', async () => {
    serve({
      'GET service-requests/my-requests': {
        status: 200,
        body: [{ ...visit.request, contactFullName: 'Dana', contactEmail: 'd@example.com', contactPhone: '1', contactStreet: '1 Main St', contactCity: 'Houston', contactZip: '77002', contactApartment: null, userId: 'c1', customer: null, assignedTo: null, technician: null, schedulingPreferences: null, additionalDetails: {}, createdAt: visit.createdAt, updatedAt: visit.updatedAt, nextVisit: { date: '2026-12-02', startsAt: visit.startsAt, endsAt: visit.endsAt, technicianFirstName: 'Sam', status: 'on_the_way' } }],
      },
    });
    signIn('client');
    await renderAt('/my-service-requests');
    const row = (await screen.findByText('Next visit')).closest('div')!;
    expect(row.textContent).toContain('Wednesday, December 2, 9:00 AM – 11:00 AM · Sam');
    expect(within(row).getByText('On the way')).toBeTruthy();
  });
});
