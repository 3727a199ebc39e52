import type { ListedServiceRequest } from '@hvac/contracts/requests';
import { IDENTITY_EVENTS } from '@hvac/contracts/events';
import { eventually } from '@hvac/service-kit/testing';
import { startRequests, type TestRequests } from './helpers';

let t: TestRequests;
beforeAll(async () => {
  t = await startRequests({ DEMO_MODE: 'true' });
});
afterAll(() => t.close());

it('seeds the demo requests once the demo client arrives through the projection, and only once', async () => {
  expect(await t.h.service.ctx.db('service_requests').count({ n: '*' })).toEqual([{ n: '0' }]);
  const staff = await t.user('staff', { email: 'staff@example.com', username: 'Sam Technician' });
  await t.user('staff', { email: 'staff2@example.com', username: 'Rosa Technician' });
  const client = await t.user('client', { email: 'client@example.com', username: 'Chris Client' });

  const mine = await eventually(async () => {
    const res = await t.call({ method: 'GET', url: '/api/service-requests/my-requests', token: client.token });
    const list = res.json() as ListedServiceRequest[];
    return list.length > 0 ? list : undefined;
  });
  expect(new Set(mine.map((r) => r.status)).size).toBeGreaterThanOrEqual(4);
  expect(mine.some((r) => r.assignedTo === staff.user.id && r.technician?.username === 'Sam Technician' && r.technician.email === staff.user.email)).toBe(true);
  expect(mine.every((r) => r.customer?.id === client.user.id && r.customer.username === 'Chris Client' && r.customer.email === 'client@example.com')).toBe(true);
  // The assigned ones come with their technician's visit: two ahead on the board, one done with its notes.
  const seeded = (await t.h.service.ctx.db('visits').orderBy('starts_at')) as { technician_id: string; status: string; notes: string | null }[];
  expect(seeded.map((v) => v.status)).toEqual(['completed', 'scheduled', 'scheduled']);
  expect(seeded[0]!.notes).toMatch(/furnace/);
  expect(mine.filter((r) => r.nextVisit).map((r) => r.status).sort()).toEqual(['confirmed', 'in_progress']);

  await t.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...client.user, username: 'Chris C.', version: client.user.version + 1 });
  await t.waitProjected(client.user.id, (r) => r.username === 'Chris C.');
  const after = (await t.call({ method: 'GET', url: '/api/service-requests/my-requests', token: client.token })).json() as ListedServiceRequest[];
  expect(after).toHaveLength(mine.length);
  expect(after.every((r) => r.customer?.username === 'Chris C.')).toBe(true);
});
