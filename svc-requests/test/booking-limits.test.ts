import { eventually } from '@hvac/service-kit/testing';
import { startRequests, validBooking, type TestRequests } from './helpers';

let t: TestRequests;
beforeAll(async () => {
  t = await startRequests({ BOOKINGS_MAX_PER_IP: '2', BOOKINGS_MAX_PER_ACCOUNT: '2', BOOKING_CONFIRMATIONS_MAX_PER_EMAIL: '2' });
});
afterAll(() => t.close());

const book = (payload: object, options: { token?: string; from?: string } = {}) =>
  t.call({ method: 'POST', url: '/api/service-requests', payload, token: options.token, remoteAddress: options.from ?? '203.0.113.7' });

it('caps guest bookings per client address with a 429 and Retry-After; another address books on', async () => {
  for (let i = 0; i < 2; i += 1) expect((await book(t.guestBooking(undefined, { contactEmail: `a${i}@limits.example` }))).statusCode).toBe(201);
  const refused = await book(t.guestBooking(undefined, { contactEmail: 'a9@limits.example' }));
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many bookings\. Please try again in \d+ minutes?\.$/), code: 'bookingRateLimited' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await book(t.guestBooking(undefined, { contactEmail: 'b@limits.example' }), { from: '198.51.100.4' })).statusCode).toBe(201);
  // Nothing of a refused booking is stored.
  expect(await t.h.service.ctx.db('service_requests').where({ contact_email: 'a9@limits.example' }).first()).toBeUndefined();
});

it('caps a signed-in account whatever address it books from', async () => {
  const client = await t.user('client');
  const mine = () => validBooking(client.user.id, { contactEmail: client.user.email });
  expect((await book(mine(), { token: client.token, from: '192.0.2.1' })).statusCode).toBe(201);
  expect((await book(mine(), { token: client.token, from: '192.0.2.2' })).statusCode).toBe(201);
  expect((await book(mine(), { token: client.token, from: '192.0.2.3' })).statusCode).toBe(429);
});

it('mails one address at most its share of confirmations; later bookings are filed without one', async () => {
  const to = 'flooded@limits.example';
  const from = ['192.0.2.10', '192.0.2.11', '192.0.2.12'];
  for (const address of from) expect((await book(t.guestBooking(undefined, { contactEmail: to }), { from: address })).statusCode).toBe(201);
  await eventually(async () => ((await t.h.smtp.messages()).filter((m) => m.to.includes(to)).length === 2 ? true : undefined), 10_000, 'two confirmations');
  // The office still hears of every booking.
  await eventually(async () => {
    const [{ n }] = (await t.h.service.ctx.db('service_requests').where({ contact_email: to }).count({ n: '*' })) as [{ n: string }];
    return Number(n) === 3 ? true : undefined;
  });
  // Every booking has been answered, so every mail is dispatched: settle() waits them all out, a third one included.
  await t.h.service.ctx.mailer.settle();
  expect((await t.h.smtp.messages()).filter((m) => m.to.includes(to))).toHaveLength(2);
});
