/**
 * The board's answers remembered under its version (docs/domains/service-requests.md#visits, migration
 * 0017): asked again, a period is not written again; every write that changes a card, made through this
 * replica, another one or straight into the database, is in the very next answer of each.
 */
import type { ServiceRequest, VisitCard } from '@hvac/contracts/requests';
import { IDENTITY_EVENTS } from '@hvac/contracts/events';
import { createService, type Service } from '@hvac/service-kit';
import type { RequestsConfig } from '../src/config';
import { requestsService } from '../src/service';
import { startRequests, type TestRequests, type TestUser } from './helpers';
import { at, bookFor, postVisit, setStatus, visitOf } from './visits-helpers';

let t: TestRequests;
let replica: Service<RequestsConfig>;
let manager: TestUser;
let tech: TestUser;
let otherTech: TestUser;
let request: ServiceRequest;

beforeAll(async () => {
  t = await startRequests({ BOOKINGS_MAX_PER_IP: '1000', BOOKINGS_MAX_PER_ACCOUNT: '1000' });
  // A second replica on the same schema, as the stack runs them.
  replica = await createService(requestsService, t.h.env);
  manager = await t.user('manager');
  tech = await t.user('staff', { username: 'Sam Rivera' });
  otherTech = await t.user('staff', { username: 'Alex Chen' });
  request = await bookFor(t, await t.user('client'));
});
afterAll(async () => {
  await replica.close();
  await t.close();
});

const week = `from=${encodeURIComponent(at(30, '00:00'))}&to=${encodeURIComponent(at(37, '00:00'))}`;
const db = () => t.h.service.ctx.db;

/** The week's cards from one replica, and how many times it wrote cards (PostgreSQL's json_agg) for them. */
async function board(via: 'first' | 'second' = 'first'): Promise<{ cards: VisitCard[]; writes: number }> {
  const service = via === 'first' ? t.h.service : replica;
  let writes = 0;
  const count = (query: { sql: string }) => {
    if (query.sql.includes('json_agg')) writes += 1;
  };
  service.ctx.db.on('query', count);
  const res = await service.app.inject({ method: 'GET', url: `/api/visits?${week}`, headers: { authorization: `Bearer ${manager.token}` } });
  service.ctx.db.off('query', count);
  expect(res.statusCode).toBe(200);
  return { cards: res.json().data.visits as VisitCard[], writes };
}

const version = async () => ((await db()('visit_board_version').first('version')) as { version: string }).version;

describe('GET /api/visits remembered per board version', () => {
  it('writes a period once while nothing changes, and answers the same cards', async () => {
    await visitOf(t, manager, request.id, tech, 31, '09:00', '11:00');
    const first = await board();
    expect(first.writes).toBe(1);
    expect(first.cards).toHaveLength(1);
    const again = await board();
    expect(again).toEqual({ cards: first.cards, writes: 0 });
    // Another period is another answer.
    const day = await t.call({ method: 'GET', url: `/api/visits?from=${encodeURIComponent(at(31, '00:00'))}&to=${encodeURIComponent(at(32, '00:00'))}`, token: manager.token });
    expect((day.json().data.visits as VisitCard[]).map((v) => v.id)).toEqual(first.cards.map((v) => v.id));
  });

  it('shows a booking, a move, a reassignment and a cancellation made through the other replica in the next answer of each', async () => {
    await board();
    await board('second');
    const call = (method: 'POST' | 'PUT', url: string, payload: object) => replica.app.inject({ method, url, payload, headers: { authorization: `Bearer ${manager.token}` } });

    const booked = await call('POST', `/api/service-requests/${request.id}/visits`, { technicianId: tech.user.id, startsAt: at(32, '13:00'), endsAt: at(32, '15:00') });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().data.visit.id as string;
    for (const via of ['first', 'second'] as const) expect((await board(via)).cards.find((c) => c.id === id)).toMatchObject({ startsAt: at(32, '13:00'), status: 'scheduled' });

    expect((await call('PUT', `/api/visits/${id}`, { startsAt: at(33, '13:00'), endsAt: at(33, '15:00'), technicianId: otherTech.user.id })).statusCode).toBe(200);
    for (const via of ['first', 'second'] as const) {
      expect((await board(via)).cards.find((c) => c.id === id)).toMatchObject({ startsAt: at(33, '13:00'), endsAt: at(33, '15:00'), technicianId: otherTech.user.id, technicianName: 'Alex Chen' });
    }

    expect((await call('POST', `/api/visits/${id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    for (const via of ['first', 'second'] as const) expect((await board(via)).cards.find((c) => c.id === id)?.status).toBe('cancelled');

    // Moved out of the week: gone from it.
    const moved = await visitOf(t, manager, request.id, tech, 34, '09:00', '10:00');
    expect((await board('second')).cards.map((c) => c.id)).toContain(moved.id);
    await t.call({ method: 'PUT', url: `/api/visits/${moved.id}`, token: manager.token, payload: { startsAt: at(40, '09:00'), endsAt: at(40, '10:00') } });
    expect((await board('second')).cards.map((c) => c.id)).not.toContain(moved.id);
  });

  it("follows writes made straight into the database: a visit, a request's customer name, a technician renamed or deleted", async () => {
    const visit = await visitOf(t, manager, request.id, tech, 35, '09:00', '10:00');
    const card = async () => (await board()).cards.find((c) => c.id === visit.id);
    expect(await card()).toMatchObject({ status: 'scheduled', customerName: 'Jordan Rivera', serviceType: 'AC Repair', technicianName: 'Sam Rivera', orphaned: false });

    await db()('visits').where({ id: visit.id }).update({ status: 'on_the_way' });
    expect((await card())?.status).toBe('on_the_way');

    await db()('service_requests').where({ id: request.id }).update({ contact_full_name: 'Jordan R. Rivera', service_type: 'AC Maintenance' });
    expect(await card()).toMatchObject({ customerName: 'Jordan R. Rivera', serviceType: 'AC Maintenance' });

    await t.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...tech.user, username: 'Samuel Rivera', version: 2 });
    await t.waitProjected(tech.user.id, (row) => row.username === 'Samuel Rivera');
    expect((await card())?.technicianName).toBe('Samuel Rivera');

    await t.publishIdentity(IDENTITY_EVENTS.userDeleted, { id: tech.user.id, version: 3 });
    await t.waitProjected(tech.user.id, (row) => row.deleted_at !== null);
    expect((await card())?.orphaned).toBe(true);
  });

  it("is not moved by what no card shows: the reminder loop's mark, a request's status", async () => {
    const visit = await visitOf(t, manager, request.id, otherTech, 36, '09:00', '10:00');
    await board();
    const before = await version();
    await db()('visits').where({ id: visit.id }).update({ reminder_queued_at: new Date() });
    await db()('service_requests').where({ id: request.id }).update({ status: 'in_progress' });
    expect(await version()).toBe(before);
    expect((await board()).writes).toBe(0);
  });

  it('refuses an overlap without moving the version', async () => {
    const booked = await visitOf(t, manager, request.id, otherTech, 33, '16:00', '17:00');
    const before = await version();
    const res = await postVisit(t, manager.token, request.id, { technicianId: otherTech.user.id, startsAt: at(33, '16:30'), endsAt: at(33, '17:30') });
    expect([res.statusCode, res.json().code]).toEqual([409, 'visitOverlaps']);
    expect(await version()).toBe(before);
    expect((await board()).cards.map((c) => c.id)).toContain(booked.id);
    expect((await setStatus(t, manager.token, booked.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await version()).not.toBe(before);
  });
});
