/**
 * Working hours and the public availability (docs/domains/service-requests.md#availability), and the
 * next visit on the customer's own list.
 */
import type { AvailabilitySlot, ListedServiceRequest } from '@hvac/contracts/requests';
import { inDays, startRequests, type TestRequests, type TestUser } from './helpers';
import { at, bookFor, postVisit, visitOf } from './visits-helpers';
import { weekdayOf } from '../src/visits/times';

let t: TestRequests;
let admin: TestUser;
let manager: TestUser;
let tech: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await startRequests({ BOOKINGS_MAX_PER_IP: '1000', BOOKINGS_MAX_PER_ACCOUNT: '1000' });
  admin = await t.user('admin');
  manager = await t.user('manager');
  tech = await t.user('staff', { username: 'Sam Rivera' });
  client = await t.user('client');
});
afterAll(() => t.close());

/** The next day from `from` days ahead that is this weekday. */
const next = (weekday: string, from = 2): number => {
  for (let d = from; d < from + 7; d += 1) if (weekdayOf(inDays(d)) === weekday) return d;
  throw new Error('no such day');
};

const slots = async (days: number): Promise<Record<string, boolean>> => {
  const res = await t.call({ method: 'GET', url: `/api/availability?date=${inDays(days)}&serviceType=${encodeURIComponent('AC Repair')}` });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json().data.slots as AvailabilitySlot[]).map((s) => [s.timeSlot, s.available]));
};

describe('working hours', () => {
  it('default to Monday–Saturday 8 AM–6 PM; an admin sets them, a manager reads them', async () => {
    let res = await t.call({ method: 'GET', url: `/api/technicians/${tech.user.id}/working-hours`, token: manager.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.workingHours).toMatchObject({ technicianId: tech.user.id, isDefault: true });
    expect(res.json().data.workingHours.days).toHaveLength(6);
    expect(res.json().data.workingHours.days[0]).toEqual({ day: 'monday', start: '08:00', end: '18:00' });

    const days = [{ day: 'tuesday', start: '12:00', end: '20:00' }, { day: 'monday', start: '08:00', end: '12:00' }];
    res = await t.call({ method: 'PUT', url: `/api/technicians/${tech.user.id}/working-hours`, token: admin.token, payload: { days } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.workingHours).toEqual({ technicianId: tech.user.id, isDefault: false, days: [days[1], days[0]] });
  });

  it('refuses a manager (403), a client (403), a guest (401), bad hours (400) and someone who is not staff (404)', async () => {
    const body = { days: [{ day: 'monday', start: '08:00', end: '18:00' }] };
    const url = `/api/technicians/${tech.user.id}/working-hours`;
    expect((await t.call({ method: 'PUT', url, token: manager.token, payload: body })).statusCode).toBe(403);
    expect((await t.call({ method: 'PUT', url, token: client.token, payload: body })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url, token: tech.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
    let res = await t.call({ method: 'PUT', url, token: admin.token, payload: { days: [{ day: 'monday', start: '18:00', end: '08:00' }] } });
    expect([res.statusCode, res.json().code]).toEqual([400, 'workingHoursInvalid']);
    res = await t.call({ method: 'PUT', url, token: admin.token, payload: { days: [body.days[0], body.days[0]] } });
    expect([res.statusCode, res.json().code]).toEqual([400, 'workingHoursInvalid']);
    res = await t.call({ method: 'PUT', url, token: admin.token, payload: { days: [{ day: 'monday', start: '8am', end: '18:00' }] } });
    expect(res.statusCode).toBe(400);
    res = await t.call({ method: 'GET', url: `/api/technicians/${client.user.id}/working-hours`, token: admin.token });
    expect([res.statusCode, res.json().code]).toEqual([404, 'technicianNotFound']);
  });
});

describe('GET /api/availability (public)', () => {
  it('a window is available while a technician works part of it with no visit in that part', async () => {
    // Sam (the only staff member) works Monday 8–12 and Tuesday 12–20 (set above); managers and admins take no bookings.
    const monday = next('monday');
    expect(await slots(monday)).toEqual({ 'Morning (8 AM - 12 PM)': true, 'Afternoon (12 PM - 4 PM)': false, 'Evening (4 PM - 8 PM)': false, 'Any Time': true });
    const tuesday = next('tuesday');
    expect(await slots(tuesday)).toEqual({ 'Morning (8 AM - 12 PM)': false, 'Afternoon (12 PM - 4 PM)': true, 'Evening (4 PM - 8 PM)': true, 'Any Time': true });
    expect(await slots(next('sunday'))).toEqual({ 'Morning (8 AM - 12 PM)': false, 'Afternoon (12 PM - 4 PM)': false, 'Evening (4 PM - 8 PM)': false, 'Any Time': false });

    const request = await bookFor(t, client);
    const visit = await visitOf(t, manager, request.id, tech, monday, '10:00', '11:00');
    expect((await slots(monday))['Morning (8 AM - 12 PM)']).toBe(false);
    expect((await slots(monday))['Any Time']).toBe(false);
    // Cancelled, the visit frees the window again.
    await t.call({ method: 'POST', url: `/api/visits/${visit.id}/status`, token: manager.token, payload: { status: 'cancelled' } });
    expect((await slots(monday))['Morning (8 AM - 12 PM)']).toBe(true);

    // A second technician on the default hours makes Monday afternoon free.
    await t.user('staff');
    expect((await slots(monday))['Afternoon (12 PM - 4 PM)']).toBe(true);
  });

  it('refuses a date that is not one and an unknown service type (400)', async () => {
    let res = await t.call({ method: 'GET', url: '/api/availability?date=2026-02-30' });
    expect([res.statusCode, res.json().code]).toEqual([400, 'availabilityDateInvalid']);
    res = await t.call({ method: 'GET', url: '/api/availability' });
    expect(res.statusCode).toBe(400);
    res = await t.call({ method: 'GET', url: `/api/availability?date=${inDays(3)}&serviceType=Plumbing` });
    expect(res.statusCode).toBe(400);
  });
});

describe("the client's next visit", () => {
  it('my-requests carries each request\'s next open visit, with the technician\'s first name; none without one', async () => {
    const request = await bookFor(t, client);
    const bare = await bookFor(t, client);
    const first = await visitOf(t, manager, request.id, tech, next('monday', 9), '08:00', '09:00');
    const cancelled = await postVisit(t, manager.token, request.id, { technicianId: tech.user.id, startsAt: at(1, '07:00'), endsAt: at(1, '07:30') });
    await t.call({ method: 'POST', url: `/api/visits/${cancelled.json().data.visit.id}/status`, token: manager.token, payload: { status: 'cancelled' } });
    await visitOf(t, manager, request.id, tech, next('monday', 16), '08:00', '09:00');

    const res = await t.call({ method: 'GET', url: '/api/service-requests/my-requests', token: client.token });
    const list = res.json() as ListedServiceRequest[];
    expect(list.find((r) => r.id === request.id)!.nextVisit).toEqual({
      date: inDays(next('monday', 9)),
      startsAt: first.startsAt,
      endsAt: first.endsAt,
      technicianFirstName: 'Sam',
      status: 'scheduled',
    });
    expect(list.find((r) => r.id === bare.id)!.nextVisit).toBeNull();
  });
});
