/**
 * The day-before reminder (docs/domains/service-requests.md#visit-mail): queued once per visit through the
 * mail outbox, by any replica, and neither lost nor sent twice across a restart.
 */
import type { ServiceRequest } from '@hvac/contracts/requests';
import { createService } from '@hvac/service-kit';
import { eventually } from '@hvac/service-kit/testing';
import { requestsService } from '../src/service';
import { startRequests, type TestRequests, type TestUser } from './helpers';
import { bookFor, postVisit } from './visits-helpers';

let t: TestRequests;
let manager: TestUser;
let tech: TestUser;
let request: ServiceRequest;

beforeAll(async () => {
  t = await startRequests({ BOOKINGS_MAX_PER_IP: '1000', VISIT_REMINDER_INTERVAL_SECONDS: '1' });
  manager = await t.user('manager');
  tech = await t.user('staff', { username: 'Sam Rivera' });
  const client = await t.user('client');
  request = await bookFor(t, client, { contactEmail: 'reminded@test.example' });
});
// A replica a failed test left open would keep jest from exiting.
const replicas: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(replicas.map((r) => r.close().catch(() => undefined)));
  await t.close();
});

// From PostgreSQL's clock, which judges "within a day": the test's own clock is held at the business day's
// noon (helpers.ts), hours away from the real one in the evening.
let dbNow: Date;
const hoursFromNow = (h: number) => new Date(dbNow.getTime() + h * 3_600_000).toISOString();
const reminders = () => t.h.smtp.messages().filter((m) => m.subject === 'Reminder: your service visit tomorrow');

it('reminds of a visit starting within a day once, across a second replica and a restart, and not of one further away', async () => {
  dbNow = ((await t.h.service.ctx.db.raw('SELECT now() AS now')) as { rows: { now: Date }[] }).rows[0]!.now;
  const soon = await postVisit(t, manager.token, request.id, { technicianId: tech.user.id, startsAt: hoursFromNow(20), endsAt: hoursFromNow(22) });
  const later = await postVisit(t, manager.token, request.id, { technicianId: tech.user.id, startsAt: hoursFromNow(30), endsAt: hoursFromNow(32) });
  expect([soon.statusCode, later.statusCode]).toEqual([201, 201]);
  const mail = await t.h.smtp.waitFor((m) => m.subject === 'Reminder: your service visit tomorrow', 15_000);
  expect(mail.to).toEqual(['reminded@test.example']);
  expect(mail.text).toContain('Your technician is Sam.');

  // A second replica, then a restart of the first: both look again and again, and find nothing due.
  const replica = await createService(requestsService, t.h.env);
  replicas.push(replica);
  await t.h.service.close();
  const db = replica.ctx.db;
  const passes = Date.now();
  await eventually(() => (Date.now() - passes > 3_000 ? true : undefined), 10_000, 'three reminder passes');
  expect(reminders()).toHaveLength(1);

  // The later visit falls due (its start moved near, in PostgreSQL's clock): the surviving replica reminds of it, once.
  const laterId = later.json().data.visit.id as string;
  await db('visits').where({ id: laterId }).update({ starts_at: db.raw("now() + interval '23 hours'"), ends_at: db.raw("now() + interval '25 hours'") });
  await eventually(() => (reminders().length === 2 ? true : undefined), 15_000, 'the second reminder');
  await replica.ctx.mailer.settle();
  const marked = await db('visits').whereNotNull('reminder_queued_at').pluck('id');
  expect(marked.sort()).toEqual([soon.json().data.visit.id, laterId].sort());
  expect(await db('mail_outbox').where({ kind: 'visit-reminder' }).count({ n: '*' })).toEqual([{ n: '2' }]);
});
