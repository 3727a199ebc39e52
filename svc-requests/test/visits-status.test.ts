/**
 * A visit's statuses (docs/domains/service-requests.md#visit-statuses): who may move it, in which order,
 * the phone's time kept, the history, the events, and the on-the-way mail in the booking's language.
 */
import type { ServiceRequest, Visit, VisitHistoryEntry } from '@hvac/contracts/requests';
import { startRequests, type TestRequests, type TestUser } from './helpers';
import { bookFor, setStatus, visitOf } from './visits-helpers';

let t: TestRequests;
let manager: TestUser;
let tech: TestUser;
let otherTech: TestUser;
let client: TestUser;
let request: ServiceRequest;
let day = 2;

beforeAll(async () => {
  t = await startRequests({ BOOKINGS_MAX_PER_IP: '1000', BOOKINGS_MAX_PER_ACCOUNT: '1000' });
  manager = await t.user('manager');
  tech = await t.user('staff', { username: 'Sam Rivera' });
  otherTech = await t.user('staff');
  client = await t.user('client');
  request = await bookFor(t, client);
});
afterAll(() => t.close());

const newVisit = (): Promise<Visit> => visitOf(t, manager, request.id, tech, (day += 1), '09:00', '11:00');

describe('POST /api/visits/{id}/status', () => {
  it('goes scheduled → on the way → started → completed by its technician, keeping the history, the phone times and the notes', async () => {
    const visit = await newVisit();
    const times = [new Date(Date.now() - 3 * 3_600_000), new Date(Date.now() - 2 * 3_600_000), new Date(Date.now() - 3_600_000)].map((d) => d.toISOString());
    expect((await setStatus(t, tech.token, visit.id, { status: 'on_the_way', at: times[0] })).statusCode).toBe(200);
    expect((await setStatus(t, tech.token, visit.id, { status: 'started', at: times[1] })).statusCode).toBe(200);
    const done = await setStatus(t, tech.token, visit.id, { status: 'completed', at: times[2], notes: 'Replaced the capacitor.' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.visit).toMatchObject({ status: 'completed', notes: 'Replaced the capacitor.' });

    const detail = await t.call({ method: 'GET', url: `/api/visits/${visit.id}`, token: tech.token });
    const history = detail.json().data.history as VisitHistoryEntry[];
    expect(history.map((h) => [h.status, h.by])).toEqual([
      ['scheduled', manager.user.id],
      ['on_the_way', tech.user.id],
      ['started', tech.user.id],
      ['completed', tech.user.id],
    ]);
    expect(history.slice(1).map((h) => h.at)).toEqual(times);
    expect(history[3]).toMatchObject({ byName: 'Sam Rivera', notes: 'Replaced the capacitor.' });

    const events = await t.events(visit.id);
    expect(events.map((e) => e.type)).toEqual(['visit-scheduled', 'visit-status-changed', 'visit-status-changed', 'visit-status-changed', 'visit-completed']);
    expect(events[1]!.data).toEqual({ id: visit.id, serviceRequestId: request.id, from: 'scheduled', to: 'on_the_way', at: times[0], changedBy: tech.user.id });
    expect(events[4]!.data).toEqual({
      id: visit.id,
      serviceRequestId: request.id,
      technicianId: tech.user.id,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      completedAt: times[2],
      notes: 'Replaced the capacitor.',
    });
  });

  it('refuses a step out of order (409 visitStatusOrder), and anything after completion', async () => {
    const visit = await newVisit();
    let res = await setStatus(t, tech.token, visit.id, { status: 'started' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'visitStatusOrder']);
    res = await setStatus(t, tech.token, visit.id, { status: 'completed' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'visitStatusOrder']);
    await setStatus(t, tech.token, visit.id, { status: 'on_the_way' });
    res = await setStatus(t, tech.token, visit.id, { status: 'on_the_way' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'visitStatusOrder']);
    await setStatus(t, tech.token, visit.id, { status: 'started' });
    await setStatus(t, tech.token, visit.id, { status: 'completed' });
    res = await setStatus(t, manager.token, visit.id, { status: 'cancelled' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'visitStatusOrder']);
    res = await setStatus(t, tech.token, visit.id, { status: 'scheduled' });
    expect(res.statusCode).toBe(400);
  });

  it('cancelling: a manager may from any status but completed, the technician may not (403)', async () => {
    const visit = await newVisit();
    await setStatus(t, tech.token, visit.id, { status: 'on_the_way' });
    let res = await setStatus(t, tech.token, visit.id, { status: 'cancelled' });
    expect([res.statusCode, res.json().code]).toEqual([403, 'visitCancelForbidden']);
    res = await setStatus(t, manager.token, visit.id, { status: 'cancelled' });
    expect(res.json().data.visit.status).toBe('cancelled');
    res = await setStatus(t, manager.token, visit.id, { status: 'cancelled' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'visitStatusOrder']);
  });

  it("another technician gets 403 visitNotYours, a client 403, a guest 401; a manager may move any visit", async () => {
    const visit = await newVisit();
    let res = await setStatus(t, otherTech.token, visit.id, { status: 'on_the_way' });
    expect([res.statusCode, res.json().code]).toEqual([403, 'visitNotYours']);
    expect((await t.call({ method: 'GET', url: `/api/visits/${visit.id}`, token: otherTech.token })).statusCode).toBe(403);
    expect((await setStatus(t, client.token, visit.id, { status: 'on_the_way' })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: `/api/visits/${visit.id}/status`, payload: { status: 'on_the_way' } })).statusCode).toBe(401);
    res = await setStatus(t, manager.token, visit.id, { status: 'on_the_way' });
    expect(res.statusCode).toBe(200);
  });

  it('takes a change made offline long ago, and refuses one more than 5 minutes in the future', async () => {
    const visit = await newVisit();
    const longAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    expect((await setStatus(t, tech.token, visit.id, { status: 'on_the_way', at: longAgo })).statusCode).toBe(200);
    expect((await setStatus(t, tech.token, visit.id, { status: 'started', at: new Date(Date.now() + 4 * 60_000).toISOString() })).statusCode).toBe(200);
    const res = await setStatus(t, tech.token, visit.id, { status: 'completed', at: new Date(Date.now() + 6 * 60_000).toISOString() });
    expect([res.statusCode, res.json().code]).toEqual([400, 'visitTimeInFuture']);
    const { history } = (await t.call({ method: 'GET', url: `/api/visits/${visit.id}`, token: manager.token })).json().data as { history: VisitHistoryEntry[] };
    expect(history[1]!.at).toBe(longAgo);
  });
});

describe('the on-the-way mail', () => {
  const longDay = (iso: string, locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'America/Chicago', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
  const clock = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

  it("tells the customer, in English, the technician's first name and the time window", async () => {
    const visit = await newVisit();
    await setStatus(t, tech.token, visit.id, { status: 'on_the_way' });
    // Earlier tests sent this customer others: this visit's is the one of its day.
    const mail = await t.h.smtp.waitFor((m) => m.subject === 'Your technician is on the way' && m.text.includes(longDay(visit.startsAt, 'en-US')), 10_000);
    expect(mail.to).toEqual(['jordan.rivera@test.example']);
    expect(mail.text).toContain(`Sam is on the way to you for your visit on ${longDay(visit.startsAt, 'en-US')}, between ${clock(visit.startsAt, 'en-US')} and ${clock(visit.endsAt, 'en-US')}.`);
    expect(mail.text).not.toContain('Rivera is on the way');
    expect(mail.text).toContain(`Reference: ${request.id.slice(0, 8)}\n`);
  });

  it('in the language of the booking: Persian and Spanish', async () => {
    for (const [lang, email, subject, locale] of [
      ['fa', 'fa.visit@test.example', 'تکنسین شما در راه است', 'fa-IR'],
      ['es', 'es.visit@test.example', 'Su técnico va en camino', 'es-US'],
    ] as const) {
      const booked = await bookFor(t, client, { contactEmail: email, language: lang });
      const visit = await visitOf(t, manager, booked.id, tech, (day += 1), '13:00', '15:00');
      await setStatus(t, tech.token, visit.id, { status: 'on_the_way' });
      const mail = await t.h.smtp.waitFor((m) => m.to.includes(email) && m.subject === subject, 10_000);
      expect(mail.text).toContain(longDay(visit.startsAt, locale));
      expect(mail.text).toContain(clock(visit.endsAt, locale));
      expect(mail.text).toContain('Sam');
      if (lang === 'fa') expect(mail.html).toContain('dir="rtl"');
      else expect(mail.text).toContain('Servicio: Reparación de aire acondicionado');
    }
  });
});
