import type { ServiceRequest } from '@hvac/contracts/requests';
import { inDays, startRequests, validBooking, type TestRequests, type TestUser } from './helpers';

let t: TestRequests;
let manager: TestUser;
let staff: TestUser;
let otherStaff: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await startRequests({ BOOKINGS_MAX_PER_IP: '1000', BOOKINGS_MAX_PER_ACCOUNT: '1000' });
  manager = await t.user('manager');
  staff = await t.user('staff', { username: 'Sam Technician' });
  otherStaff = await t.user('staff');
  client = await t.user('client');
});
afterAll(() => t.close());

/** A client's request on a given first preferred day, assigned and moved to a status by the manager. */
async function job(days: number, assignee: TestUser, status?: string): Promise<string> {
  const booking = validBooking(client.user.id, {});
  booking.schedulingPreferences = { ...booking.schedulingPreferences, preferredDate1: inDays(days) };
  const res = await t.call({ method: 'POST', url: '/api/service-requests', payload: booking, token: client.token });
  if (res.statusCode !== 201) throw new Error(`booking refused: ${res.body}`);
  const { id } = (res.json() as { data: { serviceRequest: ServiceRequest } }).data.serviceRequest;
  const update = await t.call({ method: 'PUT', url: `/api/service-requests/${id}`, token: manager.token, payload: { assignedTo: assignee.user.id, ...(status ? { status } : {}) } });
  expect(update.statusCode).toBe(200);
  return id;
}

const assigned = (user: TestUser) => t.call({ method: 'GET', url: '/api/service-requests/assigned', token: user.token });

describe('GET /api/service-requests/assigned (the staff home, docs/domains/service-requests.md#calls)', () => {
  it("answers a technician's own open requests, soonest preferred day first, without done ones or a colleague's", async () => {
    const later = await job(5, staff);
    const soon = await job(1, staff, 'confirmed');
    const started = await job(3, staff, 'in_progress');
    await job(2, staff, 'completed');
    await job(2, staff, 'cancelled');
    await job(1, otherStaff);
    const res = await assigned(staff);
    expect(res.statusCode).toBe(200);
    const list = res.json() as ServiceRequest[];
    expect(list.map((r) => r.id)).toEqual([soon, started, later]);
    expect(list[0]).toMatchObject({ status: 'confirmed', technician: { username: 'Sam Technician' }, contactFullName: 'Jordan Rivera' });
  });

  it('answers managers and admins their own too, refuses a client and needs a token', async () => {
    expect((await assigned(manager)).json()).toEqual([]);
    expect((await assigned(client)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/service-requests/assigned' })).statusCode).toBe(401);
  });
});
