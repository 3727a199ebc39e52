import type { ServiceRequest, ServiceRequestListResponse, ServiceRequestOverviewResponse } from '@hvac/contracts/requests';
import { startRequests, validBooking, type TestRequests, type TestUser } from './helpers';

let t: TestRequests;
let manager: TestUser;
let admin: TestUser;
let staff: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await startRequests({ BOOKINGS_MAX_PER_IP: '1000', BOOKINGS_MAX_PER_ACCOUNT: '1000' });
  manager = await t.user('manager');
  admin = await t.user('admin');
  staff = await t.user('staff');
  client = await t.user('client');
});
afterAll(() => t.close());

/** A client's request, then (if asked) moved to a status and assigned by the manager. */
async function request(change: { status?: string; assignedTo?: string } = {}): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/service-requests', payload: validBooking(client.user.id, {}), token: client.token });
  if (res.statusCode !== 201) throw new Error(`booking refused: ${res.body}`);
  const { id } = (res.json() as { data: { serviceRequest: ServiceRequest } }).data.serviceRequest;
  if (Object.keys(change).length) expect((await t.call({ method: 'PUT', url: `/api/service-requests/${id}`, token: manager.token, payload: change })).statusCode).toBe(200);
  return id;
}

const summary = (user?: TestUser) => t.call({ method: 'GET', url: '/api/service-requests/summary', ...(user ? { token: user.token } : {}) });
const listTotal = async (query: string) =>
  ((await t.call({ method: 'GET', url: `/api/service-requests?${query}`, token: manager.token })).json() as ServiceRequestListResponse).data.pagination.totalItems;

describe('GET /api/service-requests/summary (the owner\'s overview, docs/domains/service-requests.md#overview-widget)', () => {
  it('counts the open requests by status, the unassigned first, and the lists behind the figures hold as many', async () => {
    await request();
    await request();
    await request({ assignedTo: staff.user.id });
    await request({ status: 'confirmed' });
    await request({ status: 'confirmed', assignedTo: staff.user.id });
    await request({ status: 'in_progress', assignedTo: staff.user.id });
    await request({ status: 'completed' });
    await request({ status: 'cancelled' });

    const res = await summary(admin);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as ServiceRequestOverviewResponse;
    expect(data).toEqual({ unassigned: 3, byStatus: { pending: 3, confirmed: 2, in_progress: 1 }, total: 6 });
    expect(Object.keys(data)[0]).toBe('unassigned');

    expect(await listTotal('unassigned=true')).toBe(data.unassigned);
    expect(await listTotal('unassigned=true&status=confirmed')).toBe(1);
    expect(await listTotal('unassigned=true&search=jordan')).toBe(data.unassigned);
    expect(await listTotal('status=pending')).toBe(data.byStatus.pending);
    expect(await listTotal('status=in_progress')).toBe(data.byStatus.in_progress);
  });

  it('follows an assignment, a release and a closing at once, and a remembered search total with them', async () => {
    const before = (await summary(manager)).json() as ServiceRequestOverviewResponse;
    const id = await request();
    expect(((await summary(manager)).json() as ServiceRequestOverviewResponse).data.unassigned).toBe(before.data.unassigned + 1);
    await t.call({ method: 'PUT', url: `/api/service-requests/${id}`, token: manager.token, payload: { assignedTo: staff.user.id } });
    const after = (await summary(manager)).json() as ServiceRequestOverviewResponse;
    expect(after.data).toMatchObject({ unassigned: before.data.unassigned, total: before.data.total + 1 });
    await t.call({ method: 'PUT', url: `/api/service-requests/${id}`, token: manager.token, payload: { assignedTo: null, status: 'confirmed' } });
    const released = (await summary(manager)).json() as ServiceRequestOverviewResponse;
    expect(released.data.unassigned).toBe(before.data.unassigned + 1);
    expect(await listTotal('unassigned=true&search=jordan')).toBe(released.data.unassigned);
    await t.call({ method: 'PUT', url: `/api/service-requests/${id}`, token: manager.token, payload: { status: 'completed' } });
    expect(((await summary(manager)).json() as ServiceRequestOverviewResponse).data).toMatchObject({ unassigned: before.data.unassigned, total: before.data.total });
  });

  it('answers admins and managers only, and needs a token', async () => {
    expect((await summary(staff)).statusCode).toBe(403);
    expect((await summary(client)).statusCode).toBe(403);
    expect((await summary()).statusCode).toBe(401);
  });
});
