/**
 * Visits (docs/domains/service-requests.md#visits): booking, the database's no-overlap rule (also under
 * 20 simultaneous bookings), moving, the roles, the lists and the orphaned visits.
 */
import type { ServiceRequest, Visit, VisitCard } from '@hvac/contracts/requests';
import { IDENTITY_EVENTS } from '@hvac/contracts/events';
import { startRequests, type TestRequests, type TestUser } from './helpers';
import { at, bookFor, postVisit, visitOf } from './visits-helpers';

let t: TestRequests;
let admin: TestUser;
let manager: TestUser;
let tech: TestUser;
let otherTech: TestUser;
let client: TestUser;
let request: ServiceRequest;

beforeAll(async () => {
  t = await startRequests({ BOOKINGS_MAX_PER_IP: '1000', BOOKINGS_MAX_PER_ACCOUNT: '1000' });
  admin = await t.user('admin');
  manager = await t.user('manager');
  tech = await t.user('staff', { username: 'Sam Rivera' });
  otherTech = await t.user('staff', { username: 'Alex Chen' });
  client = await t.user('client');
  request = await bookFor(t, client);
});
afterAll(() => t.close());

describe('POST /api/service-requests/{id}/visits', () => {
  it('books a visit (201) with the request details and its technician, and publishes visit-scheduled', async () => {
    const res = await postVisit(t, manager.token, request.id, { technicianId: tech.user.id, startsAt: at(3, '09:00'), endsAt: at(3, '11:00') });
    expect(res.statusCode).toBe(201);
    const { status, data } = res.json() as { status: string; data: { visit: Visit } };
    expect(status).toBe('success');
    expect(data.visit).toMatchObject({
      serviceRequestId: request.id,
      technicianId: tech.user.id,
      technicianName: 'Sam Rivera',
      orphaned: false,
      startsAt: at(3, '09:00'),
      endsAt: at(3, '11:00'),
      status: 'scheduled',
      notes: null,
      request: { id: request.id, customerName: 'Jordan Rivera', phone: '7135550199', address: '1200 Main St, Apt 4B, Houston 77002', serviceType: 'AC Repair', description: 'Not cooling upstairs' },
    });
    expect(await t.events(data.visit.id)).toEqual([
      {
        type: 'visit-scheduled',
        data: { id: data.visit.id, serviceRequestId: request.id, technicianId: tech.user.id, startsAt: at(3, '09:00'), endsAt: at(3, '11:00'), rescheduled: false },
      },
    ]);
  });

  it('refuses an overlap with 409 visitOverlaps naming the clashing visit, and lets back-to-back and other technicians through', async () => {
    const first = await visitOf(t, admin, request.id, tech, 4, '09:00', '11:00');
    const res = await postVisit(t, manager.token, request.id, { technicianId: tech.user.id, startsAt: at(4, '10:30'), endsAt: at(4, '12:00') });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('visitOverlaps');
    expect(res.json().message).toContain(first.id);
    expect(res.json().message).toContain('9:00 AM to 11:00 AM');
    expect((await postVisit(t, manager.token, request.id, { technicianId: tech.user.id, startsAt: at(4, '11:00'), endsAt: at(4, '12:00') })).statusCode).toBe(201);
    expect((await postVisit(t, manager.token, request.id, { technicianId: otherTech.user.id, startsAt: at(4, '10:00'), endsAt: at(4, '11:00') })).statusCode).toBe(201);
  });

  it('20 simultaneous bookings of one slot: exactly one is created, 19 are visitOverlaps, none fails', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postVisit(t, manager.token, request.id, { technicianId: tech.user.id, startsAt: at(5, '13:00'), endsAt: at(5, '15:00') })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.json().code).toBe('visitOverlaps');
    const rows = await t.h.service.ctx.db('visits').where({ technician_id: tech.user.id, starts_at: new Date(at(5, '13:00')) });
    expect(rows).toHaveLength(1);
  });

  it('refuses an end not after the start, a technician who is not staff, an unknown request, and bad bodies', async () => {
    const slot = { startsAt: at(6, '10:00'), endsAt: at(6, '10:00') };
    let res = await postVisit(t, manager.token, request.id, { technicianId: tech.user.id, ...slot });
    expect([res.statusCode, res.json().code]).toEqual([400, 'visitEndsBeforeStart']);
    res = await postVisit(t, manager.token, request.id, { technicianId: client.user.id, startsAt: at(6, '10:00'), endsAt: at(6, '11:00') });
    expect([res.statusCode, res.json().code]).toEqual([400, 'visitTechnicianInvalid']);
    res = await postVisit(t, manager.token, '00000000-0000-4000-8000-000000000000', { technicianId: tech.user.id, startsAt: at(6, '10:00'), endsAt: at(6, '11:00') });
    expect([res.statusCode, res.json().code]).toEqual([404, 'serviceRequestNotFound']);
    res = await postVisit(t, manager.token, request.id, { technicianId: tech.user.id, startsAt: 'tomorrow', endsAt: at(6, '11:00') });
    expect(res.statusCode).toBe(400);
    expect(await t.h.service.ctx.db('visits').where('starts_at', new Date(at(6, '10:00')))).toHaveLength(0);
  });

  it('is for admins and managers: staff and clients get 403, a guest 401', async () => {
    const body = { technicianId: tech.user.id, startsAt: at(7, '10:00'), endsAt: at(7, '11:00') };
    expect((await postVisit(t, tech.token, request.id, body)).statusCode).toBe(403);
    expect((await postVisit(t, client.token, request.id, body)).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: `/api/service-requests/${request.id}/visits`, payload: body })).statusCode).toBe(401);
  });

  it('refuses a visit to a cancelled request (409 visitRequestClosed)', async () => {
    const closed = await bookFor(t, client);
    await t.call({ method: 'PUT', url: `/api/service-requests/${closed.id}`, token: manager.token, payload: { status: 'cancelled' } });
    const res = await postVisit(t, manager.token, closed.id, { technicianId: tech.user.id, startsAt: at(8, '10:00'), endsAt: at(8, '11:00') });
    expect([res.statusCode, res.json().code]).toEqual([409, 'visitRequestClosed']);
  });
});

describe('PUT /api/visits/{id}', () => {
  it('moves and reassigns by the same overlap rule, and publishes visit-scheduled again', async () => {
    const blocker = await visitOf(t, manager, request.id, otherTech, 9, '09:00', '10:00');
    const visit = await visitOf(t, manager, request.id, tech, 9, '13:00', '14:00');
    let res = await t.call({ method: 'PUT', url: `/api/visits/${visit.id}`, token: manager.token, payload: { technicianId: otherTech.user.id, startsAt: at(9, '09:30') , endsAt: at(9, '10:30') } });
    expect([res.statusCode, res.json().code]).toEqual([409, 'visitOverlaps']);
    expect(res.json().message).toContain(blocker.id);
    res = await t.call({ method: 'PUT', url: `/api/visits/${visit.id}`, token: admin.token, payload: { technicianId: otherTech.user.id, startsAt: at(9, '10:00'), endsAt: at(9, '11:00') } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.visit).toMatchObject({ technicianId: otherTech.user.id, technicianName: 'Alex Chen', startsAt: at(9, '10:00'), endsAt: at(9, '11:00') });
    expect((await t.events(visit.id)).map((e) => [e.type, e.data.rescheduled])).toEqual([
      ['visit-scheduled', false],
      ['visit-scheduled', true],
    ]);
    // Only the end moved: still after the start.
    res = await t.call({ method: 'PUT', url: `/api/visits/${visit.id}`, token: admin.token, payload: { endsAt: at(9, '09:00') } });
    expect([res.statusCode, res.json().code]).toEqual([400, 'visitEndsBeforeStart']);
    res = await t.call({ method: 'PUT', url: `/api/visits/${visit.id}`, token: admin.token, payload: {} });
    expect([res.statusCode, res.json().code]).toEqual([400, 'visitNothingToUpdate']);
  });

  it('refuses a cancelled visit (409 visitClosed), staff (403) and an unknown id (404)', async () => {
    const visit = await visitOf(t, manager, request.id, tech, 10, '09:00', '10:00');
    await t.call({ method: 'POST', url: `/api/visits/${visit.id}/status`, token: manager.token, payload: { status: 'cancelled' } });
    let res = await t.call({ method: 'PUT', url: `/api/visits/${visit.id}`, token: manager.token, payload: { startsAt: at(10, '08:00') } });
    expect([res.statusCode, res.json().code]).toEqual([409, 'visitClosed']);
    res = await t.call({ method: 'PUT', url: `/api/visits/${visit.id}`, token: tech.token, payload: { startsAt: at(10, '08:00') } });
    expect(res.statusCode).toBe(403);
    res = await t.call({ method: 'PUT', url: '/api/visits/00000000-0000-4000-8000-000000000000', token: manager.token, payload: { startsAt: at(10, '08:00') } });
    expect([res.statusCode, res.json().code]).toEqual([404, 'visitNotFound']);
    res = await t.call({ method: 'PUT', url: '/api/visits/not-a-uuid', token: manager.token, payload: { startsAt: at(10, '08:00') } });
    expect([res.statusCode, res.json().code]).toEqual([404, 'visitNotFound']);
  });

  it('a cancelled visit frees its slot', async () => {
    const visit = await visitOf(t, manager, request.id, tech, 11, '09:00', '10:00');
    await t.call({ method: 'POST', url: `/api/visits/${visit.id}/status`, token: manager.token, payload: { status: 'cancelled' } });
    await visitOf(t, manager, request.id, tech, 11, '09:00', '10:00');
  });
});

describe('GET /api/visits and GET /api/my-visits', () => {
  it("lists a period as the board's cards (who, when, whose, what; no contact details), filtered by technician (admin, manager)", async () => {
    const mine = await visitOf(t, manager, request.id, tech, 12, '09:00', '10:00');
    const theirs = await visitOf(t, manager, request.id, otherTech, 12, '09:00', '10:00');
    const q = `from=${encodeURIComponent(at(12, '00:00'))}&to=${encodeURIComponent(at(13, '00:00'))}`;
    let res = await t.call({ method: 'GET', url: `/api/visits?${q}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect((res.json().data.visits as VisitCard[]).map((v) => v.id).sort()).toEqual([mine.id, theirs.id].sort());
    res = await t.call({ method: 'GET', url: `/api/visits?${q}&technicianId=${tech.user.id}`, token: manager.token });
    expect((res.json().data.visits as VisitCard[]).map((v) => v.id)).toEqual([mine.id]);
    expect(res.json().data.visits).toEqual([
      {
        id: mine.id,
        serviceRequestId: request.id,
        technicianId: tech.user.id,
        technicianName: 'Sam Rivera',
        orphaned: false,
        startsAt: at(12, '09:00'),
        endsAt: at(12, '10:00'),
        status: 'scheduled',
        customerName: 'Jordan Rivera',
        serviceType: 'AC Repair',
      },
    ]);
    expect((await t.call({ method: 'GET', url: `/api/visits?${q}`, token: tech.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/visits?${q}`, token: client.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/visits?${q}` })).statusCode).toBe(401);
    res = await t.call({ method: 'GET', url: `/api/visits?from=${encodeURIComponent(at(12, '00:00'))}&to=${encodeURIComponent(at(200, '00:00'))}`, token: admin.token });
    expect([res.statusCode, res.json().code]).toEqual([400, 'visitRangeInvalid']);
  });

  it("my-visits answers a technician their own visits only, with what the phone needs; clients 403", async () => {
    const mine = await visitOf(t, manager, request.id, tech, 14, '09:00', '10:00');
    await visitOf(t, manager, request.id, otherTech, 14, '09:00', '10:00');
    const q = `from=${encodeURIComponent(at(14, '00:00'))}&to=${encodeURIComponent(at(15, '00:00'))}`;
    const res = await t.call({ method: 'GET', url: `/api/my-visits?${q}`, token: tech.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.visits).toEqual([
      expect.objectContaining({
        id: mine.id,
        startsAt: at(14, '09:00'),
        endsAt: at(14, '10:00'),
        request: expect.objectContaining({ customerName: 'Jordan Rivera', phone: '7135550199', address: '1200 Main St, Apt 4B, Houston 77002', serviceType: 'AC Repair', description: 'Not cooling upstairs' }),
      }),
    ]);
    expect((await t.call({ method: 'GET', url: `/api/my-visits?${q}`, token: manager.token })).json().data.visits).toEqual([]);
    expect((await t.call({ method: 'GET', url: `/api/my-visits?${q}`, token: client.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/my-visits?${q}` })).statusCode).toBe(401);
  });
});

describe('orphaned visits', () => {
  it("a deleted technician's open future visits are flagged and listed with ?orphaned=true, and can be given to someone else", async () => {
    const leaving = await t.user('staff', { username: 'Pat Leaving' });
    const visit = await visitOf(t, manager, request.id, leaving, 20, '09:00', '10:00');
    await t.publishIdentity(IDENTITY_EVENTS.userDeleted, { id: leaving.user.id, version: 2 });
    await t.waitProjected(leaving.user.id, (row) => row.deleted_at !== null);
    const res = await t.call({ method: 'GET', url: '/api/visits?orphaned=true', token: manager.token });
    const listed = res.json().data.visits as VisitCard[];
    expect(listed.map((v) => v.id)).toEqual([visit.id]);
    expect(listed[0]).toMatchObject({ orphaned: true, technicianName: 'Pat Leaving' });
    const moved = await t.call({ method: 'PUT', url: `/api/visits/${visit.id}`, token: manager.token, payload: { technicianId: otherTech.user.id } });
    expect(moved.json().data.visit).toMatchObject({ orphaned: false, technicianId: otherTech.user.id });
    expect((await t.call({ method: 'GET', url: '/api/visits?orphaned=true', token: manager.token })).json().data.visits).toEqual([]);
    // Nobody can be given a visit who has left.
    const refused = await t.call({ method: 'PUT', url: `/api/visits/${visit.id}`, token: manager.token, payload: { technicianId: leaving.user.id } });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'visitTechnicianInvalid']);
  });
});
