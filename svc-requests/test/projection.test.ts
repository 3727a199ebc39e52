import { IDENTITY_EVENTS } from '@hvac/contracts';
import { startRequests, validBooking, type TestRequests } from './helpers';

let t: TestRequests;
beforeAll(async () => {
  t = await startRequests();
});
afterAll(() => t.close());

it('fills users_directory from user-registered and follows user-updated', async () => {
  const { user } = await t.user('client');
  const row = await t.h.service.ctx.db('users_directory').where({ id: user.id }).first();
  expect(row).toMatchObject({ username: user.username, email: user.email, role: 'client', deleted_at: null });

  await t.publishIdentity(IDENTITY_EVENTS.userUpdated, { ...user, username: 'Renamed Client', role: 'staff' });
  await t.waitProjected(user.id, (r) => r.username === 'Renamed Client' && r.role === 'staff');
});
