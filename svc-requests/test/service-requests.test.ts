import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { BOOKING_MESSAGES, SERVICE_REQUEST_MESSAGES, type ServiceRequest } from '@hvac/contracts/requests';
import { IDENTITY_EVENTS, STREAM_NAME, type EventEnvelopeOf } from '@hvac/contracts/events';
import { eventually } from '@hvac/service-kit/testing';
import { inDays, startRequests, validBooking, type TestRequests, type TestUser } from './helpers';

let t: TestRequests;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let client: TestUser;
let otherClient: TestUser;

beforeAll(async () => {
  // Every booking here comes from one address; the limits have their own tests (booking-limits.test.ts).
  t = await startRequests({ OFFICE_EMAIL: 'dispatch@test.example', BOOKINGS_MAX_PER_IP: '1000', BOOKINGS_MAX_PER_ACCOUNT: '1000' });
  admin = await t.user('admin');
  manager = await t.user('manager');
  staff = await t.user('staff', { username: 'Sam Technician' });
  client = await t.user('client', { username: 'Chris Client' });
  otherClient = await t.user('client');
});
afterAll(() => t.close());

const create = (payload: object, token?: string, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url: '/api/service-requests', payload, token, headers });
const created = async (payload: object, token?: string): Promise<ServiceRequest> => {
  const res = await create(payload, token);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data.serviceRequest;
};
const outboxTypes = async (id: string): Promise<string[]> =>
  (await t.h.service.ctx.db('outbox').orderBy('seq')).filter((r) => r.envelope.data.id === id).map((r) => r.envelope.type);

describe('POST /api/service-requests', () => {
  it('files a guest booking for a lead id, answers 201 with the request and writes the created event', async () => {
    const res = await create(t.guestBooking(client.user.id));
    expect(res.statusCode).toBe(201);
    const { status, data } = res.json();
    expect(status).toBe('success');
    expect(data.serviceRequest).toMatchObject({
      userId: client.user.id,
      customer: null,
      contactFullName: 'Jordan Rivera',
      contactPhone: '7135550199',
      contactZip: '77002',
      contactApartment: 'Apt 4B',
      serviceType: 'AC Repair',
      description: 'Not cooling upstairs',
      status: 'pending',
      assignedTo: null,
      technician: null,
      schedulingPreferences: { preferredDate1: inDays(2), preferredTime1: 'Morning (8 AM - 12 PM)', preferredDate2: inDays(3), preferredTime2: 'Any Time', notes: 'Gate code 1234' },
      additionalDetails: { commonIssues: ['Not Cooling / Blowing Warm Air'], systemAge: '6-10 years', addOns: { tuneUp: true, capacitor: false } },
    });
    expect(await outboxTypes(data.serviceRequest.id)).toEqual(['service-request-created']);
  });

  it('mails a confirmation to the customer and a notification to the office', async () => {
    const r = await created(t.guestBooking(client.user.id, { contactEmail: 'confirm-me@test.example', contactFullName: 'Confirm Me' }));
    const confirmation = await t.h.smtp.waitFor((m) => m.to.includes('confirm-me@test.example'), 10_000);
    expect(confirmation.subject).toBe('We received your service request');
    expect(confirmation.text).toContain('Thank you, Confirm Me!');
    expect(confirmation.text).toContain('within 1-2 business hours');
    // The site's short reference; the whole mail is confirmation-mail.test.ts's.
    expect(confirmation.text).toContain(`Reference: ${r.id.slice(0, 8)}`);
    const office = await t.h.smtp.waitFor((m) => m.to.includes('dispatch@test.example') && m.text.includes(r.id), 10_000);
    expect(office.subject).toBe('New service request: AC Repair — Confirm Me');
    expect(office.text).toContain('1200 Main St, Apt 4B, Houston 77002');
  });

  it('writes the confirmation in the language of the booking', async () => {
    await created(t.guestBooking(client.user.id, { contactEmail: 'es@test.example', language: 'es' }));
    expect((await t.h.smtp.waitFor((m) => m.to.includes('es@test.example'), 10_000)).subject).toBe('Recibimos su solicitud de servicio');
    await create(t.guestBooking(client.user.id, { contactEmail: 'fa@test.example' }), undefined, { 'accept-language': 'fa-IR,fa;q=0.9,en;q=0.5' });
    const fa = await t.h.smtp.waitFor((m) => m.to.includes('fa@test.example'), 10_000);
    expect(fa.subject).toBe('درخواست خدمات شما دریافت شد');
    expect(fa.html).toContain('dir="rtl"');
  });

  it('still files the request when SMTP is unreachable, and logs both mails as not sent yet', async () => {
    const h = await startRequests({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      // An unreachable server is a passing failure: each mail is logged and tried again (service-kit's mailer).
      const logged = jest.spyOn(h.h.service.ctx.log, 'warn');
      const res = await h.call({ method: 'POST', url: '/api/service-requests', payload: h.guestBooking(randomUUID()) });
      expect(res.statusCode).toBe(201);
      await eventually(() => (logged.mock.calls.length >= 2 ? true : undefined), 10_000, 'both failures logged');
      const kinds = logged.mock.calls.map((c) => (c[0] as { kind?: string }).kind).sort();
      expect(kinds).toEqual(['service-request-confirmation', 'service-request-office']);
    } finally {
      await h.close();
    }
  });

  it('files into the account the lead call created, before the projection has it: no customer until it arrives', async () => {
    const lead = randomUUID();
    const r = await created(t.guestBooking(lead, { contactFullName: 'Fresh Lead' }));
    expect(r).toMatchObject({ userId: lead, customer: null, contactFullName: 'Fresh Lead' });
    const before = await t.call({ method: 'GET', url: `/api/service-requests/${r.id}`, token: manager.token });
    expect(before.json()).toMatchObject({ customer: null, technician: null });
    await t.publishIdentity(IDENTITY_EVENTS.userRegistered, { id: lead, username: 'Fresh Lead Account', email: 'fresh@test.example', phone: null, role: 'client', version: 1, tokenVersion: 0 });
    await t.waitProjected(lead);
    const read = await t.call({ method: 'GET', url: `/api/service-requests/${r.id}`, token: manager.token });
    expect(read.json().customer).toEqual({ id: lead, username: 'Fresh Lead Account', email: 'fresh@test.example' });
  });

  it('files a guest booking for an existing account’s e-mail as a guest request: no account, nobody named', async () => {
    const holder = await t.user('client', { username: 'Account Holder' });
    const res = await create(t.guestBooking(undefined, { contactEmail: holder.user.email, contactFullName: 'Someone Else' }));
    expect(res.statusCode).toBe(201);
    const answer = res.json().data.serviceRequest;
    expect(answer).toMatchObject({ userId: null, customer: null, contactEmail: holder.user.email });
    expect(res.body).not.toContain(holder.user.id);
    expect(res.body).not.toContain('Account Holder');
    const mine = await t.call({ method: 'GET', url: '/api/service-requests/my-requests', token: holder.token });
    expect((mine.json() as ServiceRequest[]).map((x) => x.id)).not.toContain(answer.id);
    const read = await t.call({ method: 'GET', url: `/api/service-requests/${answer.id}`, token: manager.token });
    expect(read.json()).toMatchObject({ userId: null, customer: null, contactFullName: 'Someone Else' });
  });

  it('answers a guest with no account holder even when the booking token names a known account', async () => {
    const res = await create(t.guestBooking(client.user.id));
    expect(res.json().data.serviceRequest).toMatchObject({ userId: client.user.id, customer: null });
    expect(res.body).not.toContain('Chris Client');
  });

  it('refuses a guest booking without a booking token, with an account id, another e-mail’s, an access token or an expired one', async () => {
    const noId = await create({ ...validBooking(''), userId: undefined });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe(SERVICE_REQUEST_MESSAGES.userIdRequired);
    const booking = validBooking('');
    const refused = [
      client.user.id,
      'not-a-token',
      t.bookingToken('someone-else@test.example'),
      client.token,
      t.bookingToken(booking.contactEmail!, undefined, -1_000),
    ];
    for (const userId of refused) {
      const res = await create({ ...booking, userId });
      expect([userId, res.statusCode, res.json()]).toEqual([userId, 400, { message: BOOKING_MESSAGES.bookingExpired, code: 'bookingExpired' }]);
    }
  });

  it('lets a signed-in client file for themselves (with or without userId) but never for another user', async () => {
    const own = await create(validBooking(client.user.id), client.token);
    expect(own.statusCode).toBe(201);
    const implicit = await create({ ...validBooking(client.user.id), userId: undefined }, client.token);
    expect(implicit.statusCode).toBe(201);
    expect(implicit.json().data.serviceRequest.userId).toBe(client.user.id);
    // The answer names the customer as the list will: from the projection the token check read.
    const stored = await t.call({ method: 'GET', url: `/api/service-requests/${implicit.json().data.serviceRequest.id}`, token: manager.token });
    expect(implicit.json().data.serviceRequest.customer).toEqual({ id: client.user.id, username: 'Chris Client', email: client.user.email });
    expect(implicit.json().data.serviceRequest.customer).toEqual(stored.json().customer);
    const forOther = await create(validBooking(otherClient.user.id), client.token);
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toEqual({ message: SERVICE_REQUEST_MESSAGES.notOwnUser, code: 'notOwnUser' });
  });

  it('refuses a bad token instead of treating the caller as a guest', async () => {
    const res = await create(validBooking(client.user.id), 'garbage');
    expect(res.statusCode).toBe(401);
  });

  const base = () => t.guestBooking(client.user.id);
  const sched = (s: object) => ({ ...base(), schedulingPreferences: { ...base().schedulingPreferences, ...s } });
  it.each([
    ['no service type', () => ({ ...base(), serviceType: '' }), BOOKING_MESSAGES.serviceTypeRequired],
    ['an unknown service type', () => ({ ...base(), serviceType: 'Pool Cleaning' }), BOOKING_MESSAGES.serviceTypeRequired],
    ['a repair with no problem ticked', () => ({ ...base(), additionalDetails: { commonIssues: [] } }), BOOKING_MESSAGES.stepFieldsRequired],
    [
      'an installation without a tier',
      () => ({ ...base(), serviceType: 'Heating Installation', additionalDetails: { installationType: ['Replacing Existing System'], propertySize: '1500-2500 sq ft', propertyType: 'Condo' } }),
      BOOKING_MESSAGES.stepFieldsRequired,
    ],
    ['no full name', () => ({ ...base(), contactFullName: ' ' }), 'Full name is required.'],
    ['no phone', () => ({ ...base(), contactPhone: '' }), 'Phone number is required.'],
    ['a 9-digit phone', () => ({ ...base(), contactPhone: '(713) 555-019' }), 'Phone number must be 10 digits.'],
    ['no e-mail', () => ({ ...base(), contactEmail: '' }), 'Email address is required.'],
    ['a bad e-mail', () => ({ ...base(), contactEmail: 'jordan@' }), 'Invalid email format.'],
    ['no street', () => ({ ...base(), contactStreet: '' }), 'Street address is required.'],
    ['no city', () => ({ ...base(), contactCity: '' }), 'City is required.'],
    ['no ZIP', () => ({ ...base(), contactZip: '' }), 'ZIP code is required.'],
    ['a 4-digit ZIP', () => ({ ...base(), contactZip: '7700' }), 'ZIP code must be 5 digits.'],
    ['a ZIP with letters', () => ({ ...base(), contactZip: '77a02' }), 'ZIP code must be 5 digits.'],
    ['no first date', () => sched({ preferredDate1: '' }), 'Please select at least your first preferred date and time window.'],
    ['no first time window', () => sched({ preferredTime1: null }), 'Please select at least your first preferred date and time window.'],
    ['a first date in the past', () => sched({ preferredDate1: inDays(-1) }), BOOKING_MESSAGES.datePast],
    ['a second date in the past', () => sched({ preferredDate2: inDays(-30) }), BOOKING_MESSAGES.datePast],
    ['an impossible date', () => sched({ preferredDate1: '2027-02-30' }), BOOKING_MESSAGES.dateInvalid],
    ['an unknown time window', () => sched({ preferredTime1: 'Midnight' }), BOOKING_MESSAGES.timeWindowInvalid],
  ])('refuses %s with a 400 and its message', async (_label, payload, message) => {
    const res = await create(payload());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('accepts today as the first date, each time window, and every step-2 variant', async () => {
    for (const time of ['Morning (8 AM - 12 PM)', 'Afternoon (12 PM - 4 PM)', 'Evening (4 PM - 8 PM)', 'Any Time']) {
      expect((await create(sched({ preferredDate1: inDays(0), preferredTime1: time, preferredDate2: '', preferredTime2: '' }))).statusCode).toBe(201);
    }
    const install = await create({
      ...base(),
      serviceType: 'Heating Installation',
      additionalDetails: { installationType: ['New System Installation (First Time)'], propertySize: 'Over 3500 sq ft', propertyType: 'Townhouse', selectedTier: 'premium', addOns: { airPurifier: true } },
    });
    expect(install.statusCode).toBe(201);
    const other = await create({ ...base(), serviceType: 'Other', description: '', additionalDetails: { generalNotes: 'Noisy vents' } });
    expect(other.statusCode).toBe(201);
    expect(other.json().data.serviceRequest.description).toBe('Other');
  });

  it('lists every failure in details.errors, the first one as the message', async () => {
    const res = await create({ ...base(), contactPhone: '', contactZip: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Phone number is required.',
      code: 'phoneRequired',
      details: {
        errors: [
          { field: 'contactPhone', code: 'phoneRequired', message: 'Phone number is required.' },
          { field: 'contactZip', code: 'zipDigits', message: 'ZIP code must be 5 digits.' },
        ],
      },
    });
  });

  it('refuses oversized fields with a 400, never a 500', async () => {
    const res = await create({ ...base(), description: 'x'.repeat(10_000) });
    expect(res.statusCode).toBe(400);
  });
});

describe('reading requests', () => {
  /** A client of its own with one request, and another client's request: no test reads what another wrote. */
  const readerWithRequests = async () => {
    const reader = await t.user('client', { username: 'Reader Client' });
    const mine = await created(validBooking(reader.user.id), reader.token);
    const theirs = await created(validBooking(otherClient.user.id), otherClient.token);
    return { reader, mine, theirs };
  };

  it('GET my-requests returns a bare array of the caller’s own requests only', async () => {
    const { reader, mine } = await readerWithRequests();
    const res = await t.call({ method: 'GET', url: '/api/service-requests/my-requests', token: reader.token });
    expect(res.statusCode).toBe(200);
    const list = res.json() as ServiceRequest[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((r) => r.id)).toEqual([mine.id]);
  });

  it('GET my-requests needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/service-requests/my-requests' })).statusCode).toBe(401);
  });

  it('GET /:id answers the object directly for admin and manager, 404 for an unknown id', async () => {
    const { theirs } = await readerWithRequests();
    for (const u of [admin, manager]) {
      const res = await t.call({ method: 'GET', url: `/api/service-requests/${theirs.id}`, token: u.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: theirs.id, userId: otherClient.user.id });
    }
    const missing = await t.call({ method: 'GET', url: `/api/service-requests/${randomUUID()}`, token: admin.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: SERVICE_REQUEST_MESSAGES.notFound, code: 'serviceRequestNotFound' });
  });

  it('every answer carries the customer {id, username, email} and the technician {username, email} (docs/domains/service-requests.md#data)', async () => {
    const { reader, mine } = await readerWithRequests();
    const customer = { id: reader.user.id, username: 'Reader Client', email: reader.user.email };
    const technician = { username: 'Sam Technician', email: staff.user.email };
    expect(mine).toMatchObject({ customer, technician: null });
    const updated = await t.call({ method: 'PUT', url: `/api/service-requests/${mine.id}`, token: manager.token, payload: { assignedTo: staff.user.id } });
    expect(updated.json().data.serviceRequest).toMatchObject({ customer, technician });
    const detail = await t.call({ method: 'GET', url: `/api/service-requests/${mine.id}`, token: manager.token });
    expect(detail.json()).toMatchObject({ customer, technician });
    const listed = await t.call({ method: 'GET', url: `/api/service-requests/admin?search=${mine.id}`, token: manager.token });
    expect(listed.json().data.serviceRequests).toEqual([expect.objectContaining({ id: mine.id, customer, technician })]);
    const own = await t.call({ method: 'GET', url: '/api/service-requests/my-requests', token: reader.token });
    expect(own.json()).toEqual([expect.objectContaining({ id: mine.id, customer, technician })]);
    // The flat names the objects replace are gone from every answer.
    for (const body of [updated.json().data.serviceRequest, detail.json(), listed.json().data.serviceRequests[0], own.json()[0]]) {
      expect(body).not.toHaveProperty('customerName');
      expect(body).not.toHaveProperty('assignedToName');
    }
  });

  it('a client cannot read another client’s request (nor their own) by id', async () => {
    const { reader, mine, theirs } = await readerWithRequests();
    for (const id of [theirs.id, mine.id]) {
      const res = await t.call({ method: 'GET', url: `/api/service-requests/${id}`, token: reader.token });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('roles on the back-office endpoints', () => {
  const someId = randomUUID();
  const routes = [
    { method: 'GET' as const, url: '/api/service-requests' },
    { method: 'GET' as const, url: '/api/service-requests/admin' },
    { method: 'GET' as const, url: '/api/service-requests/assignees' },
    { method: 'GET' as const, url: `/api/service-requests/${someId}` },
    { method: 'PUT' as const, url: `/api/service-requests/${someId}`, payload: { status: 'confirmed' } },
    { method: 'PATCH' as const, url: `/api/service-requests/${someId}`, payload: { status: 'confirmed' } },
  ];
  it.each(routes)('$method $url: 401 without a token, 403 for staff and client', async (route) => {
    const anon = await t.call(route);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('unauthorized');
    for (const u of [staff, client]) {
      const res = await t.call({ ...route, token: u.token });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });
});

describe('list, search, sort and paging', () => {
  const tag = `zq${Date.now().toString(36)}`;
  let rows: ServiceRequest[] = [];
  beforeAll(async () => {
    const names = [`Alice ${tag}`, `Bob ${tag}`, `Carla ${tag}`, `Dmitri ${tag}`];
    for (const [i, name] of names.entries()) {
      rows.push(await created(t.guestBooking(client.user.id, { contactFullName: name, contactEmail: `${name.split(' ')[0]!.toLowerCase()}@${tag}.example`, serviceType: i % 2 ? 'Other' : 'AC Repair' })));
    }
    await t.call({ method: 'PUT', url: `/api/service-requests/${rows[1]!.id}`, token: admin.token, payload: { status: 'completed' } });
    rows = await Promise.all(rows.map(async (r) => (await t.call({ method: 'GET', url: `/api/service-requests/${r.id}`, token: admin.token })).json()));
  });
  const list = (query: string, token = manager.token) => t.call({ method: 'GET', url: `/api/service-requests/admin?${query}`, token });

  it('answers data.serviceRequests, pagination and counts per status on both paths', async () => {
    for (const url of ['/api/service-requests/admin?_t=123', '/api/service-requests']) {
      const res = await t.call({ method: 'GET', url, token: admin.token });
      expect(res.statusCode).toBe(200);
      const { status, data } = res.json();
      expect(status).toBe('success');
      expect(Array.isArray(data.serviceRequests)).toBe(true);
      expect(data.pagination).toMatchObject({ currentPage: 1, limit: 25 });
      // The counts come from a trigger-kept table: they must equal a fresh count of the rows.
      const actual = (await t.h.service.ctx.db('service_requests').select('status').count({ n: '*' }).groupBy('status')) as { status: string; n: string }[];
      const expected: Record<string, number> = { pending: 0, confirmed: 0, in_progress: 0, completed: 0, cancelled: 0 };
      for (const row of actual) expected[row.status] = Number(row.n);
      const total = Object.values(expected).reduce((a, b) => a + b, 0);
      expect(data.counts).toEqual({ total, ...expected });
      expect(data.counts.completed).toBeGreaterThanOrEqual(1);
    }
  });

  it('searches case-insensitively by name, e-mail, service type and id', async () => {
    const ids = async (q: string) => ((await list(q)).json().data.serviceRequests as ServiceRequest[]).map((r) => r.id);
    expect(await ids(`search=${tag.toUpperCase()}`)).toHaveLength(4);
    expect(await ids(`search=ALICE%20${tag}`)).toEqual([rows[0]!.id]);
    expect(await ids(`search=dmitri@${tag}`)).toEqual([rows[3]!.id]);
    expect(await ids(`search=${rows[2]!.id.slice(0, 13).toUpperCase()}`)).toEqual([rows[2]!.id]);
    const other = (await list(`search=other&limit=100`)).json().data.serviceRequests as ServiceRequest[];
    expect(other.length).toBeGreaterThanOrEqual(2);
    expect(other.every((r) => r.serviceType === 'Other' || /other/i.test(r.contactFullName + r.contactEmail))).toBe(true);
    expect(await ids(`search=${encodeURIComponent('%')}${tag}`)).toEqual([]);
  });

  it('filters by status and sorts by name both ways', async () => {
    const done = (await list(`status=completed&search=${tag}`)).json().data;
    expect(done.serviceRequests.map((r: ServiceRequest) => r.id)).toEqual([rows[1]!.id]);
    expect(done.pagination.totalItems).toBe(1);
    const all = (await list(`status=all&search=${tag}`)).json().data;
    expect(all.pagination.totalItems).toBe(4);
    const asc = (await list(`search=${tag}&sort=contactFullName&order=asc`)).json().data.serviceRequests.map((r: ServiceRequest) => r.contactFullName);
    expect(asc).toEqual([`Alice ${tag}`, `Bob ${tag}`, `Carla ${tag}`, `Dmitri ${tag}`]);
    const desc = (await list(`search=${tag}&sort=contactFullName&order=desc`)).json().data.serviceRequests.map((r: ServiceRequest) => r.contactFullName);
    expect(desc).toEqual([...asc].reverse());
  });

  it('pages in SQL', async () => {
    const p1 = (await list(`search=${tag}&sort=contactFullName&order=asc&limit=3&page=1`)).json().data;
    const p2 = (await list(`search=${tag}&sort=contactFullName&order=asc&limit=3&page=2`)).json().data;
    expect(p1.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 4, limit: 3 });
    expect(p1.serviceRequests).toHaveLength(3);
    expect(p2.serviceRequests.map((r: ServiceRequest) => r.contactFullName)).toEqual([`Dmitri ${tag}`]);
    expect(p2.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 4, limit: 3 });
    // Past the last match: no rows, and still the number of matches.
    const p5 = (await list(`search=${tag}&limit=3&page=5`)).json().data;
    expect(p5.serviceRequests).toEqual([]);
    expect(p5.pagination).toEqual({ currentPage: 5, totalPages: 2, totalItems: 4, limit: 3 });
  });

  it.each([
    ['an unknown status', 'status=done'],
    ['page 0', 'page=0'],
    ['limit 0', 'limit=0'],
    ['limit 10000', 'limit=10000'],
    ['an unknown sort', 'sort=password'],
    ['an unknown order', 'order=sideways'],
    ['a 5 KB search', `search=${'a'.repeat(5000)}`],
  ])(
    'answers 400 with a message for %s',
    async (_label, query) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
      expect(res.json().code).toBe('validationError');
    },
  );
});

describe('search totals', () => {
  it('follow every change that can alter them: new requests, status moves and searched fields edited outside the API', async () => {
    const tag = `zt${Date.now().toString(36)}`;
    const total = async (status: string) =>
      (await t.call({ method: 'GET', url: `/api/service-requests/admin?status=${status}&search=${tag}`, token: manager.token })).json().data.pagination.totalItems as number;
    const book = (name: string) => created(t.guestBooking(client.user.id, { contactFullName: `${name} ${tag}` }));
    const [a, b] = [await book('Ana'), await book('Ben')];
    expect([await total('pending'), await total('confirmed')]).toEqual([2, 0]);
    expect([await total('pending'), await total('confirmed')]).toEqual([2, 0]);
    await t.call({ method: 'PUT', url: `/api/service-requests/${a.id}`, token: admin.token, payload: { status: 'confirmed' } });
    expect([await total('pending'), await total('confirmed')]).toEqual([1, 1]);
    await book('Cy');
    expect(await total('pending')).toBe(2);
    await t.h.service.ctx.db('service_requests').where({ id: b.id }).update({ contact_full_name: 'Ben Renamed' });
    expect(await total('pending')).toBe(1);
    expect(await total('all')).toBe(2);
  });
});

describe('status and assignment', () => {
  let r: ServiceRequest;
  beforeEach(async () => {
    r = await created(t.guestBooking(client.user.id));
  });
  const put = (body: object, token = manager.token, method: 'PUT' | 'PATCH' = 'PUT', id = r.id) =>
    t.call({ method, url: `/api/service-requests/${id}`, token, payload: body });

  it('sets every status with PUT or PATCH and writes a status-changed event per change', async () => {
    for (const [i, status] of (['confirmed', 'in_progress', 'completed', 'cancelled', 'pending'] as const).entries()) {
      const res = await put({ status }, i % 2 ? admin.token : manager.token, i % 2 ? 'PATCH' : 'PUT');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'success', data: { serviceRequest: { id: r.id, status } } });
    }
    expect(await outboxTypes(r.id)).toEqual(['service-request-created', ...Array(5).fill('service-request-status-changed')]);
    const last = (await t.h.service.ctx.db('outbox').orderBy('seq', 'desc').first()).envelope;
    expect(last.data).toEqual({ id: r.id, from: 'cancelled', to: 'pending' });
  });

  it('writes no event when nothing changes', async () => {
    await put({ status: 'pending' });
    expect(await outboxTypes(r.id)).toEqual(['service-request-created']);
  });

  it('refuses an unknown status and an empty update', async () => {
    const bad = await put({ status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: SERVICE_REQUEST_MESSAGES.statusInvalid, code: 'statusInvalid' });
    const empty = await put({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(SERVICE_REQUEST_MESSAGES.nothingToUpdate);
  });

  it('assigns a staff member, shows the technician, reassigns, and clears to unassigned', async () => {
    const res = await put({ assignedTo: staff.user.id });
    expect(res.json().data.serviceRequest).toMatchObject({ assignedTo: staff.user.id, technician: { username: 'Sam Technician', email: staff.user.email } });
    const reassigned = await put({ assignedTo: manager.user.id });
    expect(reassigned.json().data.serviceRequest).toMatchObject({ assignedTo: manager.user.id, technician: { username: manager.user.username, email: manager.user.email } });
    const read = await t.call({ method: 'GET', url: `/api/service-requests/${r.id}`, token: manager.token });
    expect(read.json().technician).toEqual({ username: manager.user.username, email: manager.user.email });
    const cleared = await put({ assignedTo: null }, admin.token, 'PATCH');
    expect(cleared.json().data.serviceRequest).toMatchObject({ assignedTo: null, technician: null });
    expect(await outboxTypes(r.id)).toEqual(['service-request-created', 'service-request-assigned', 'service-request-assigned', 'service-request-assigned']);
  });

  it('sets status and assignee together', async () => {
    const res = await put({ status: 'confirmed', assignedTo: manager.user.id });
    expect(res.json().data.serviceRequest).toMatchObject({ status: 'confirmed', assignedTo: manager.user.id });
  });

  it('refuses a client, an unknown user or a malformed id as assignee', async () => {
    for (const assignedTo of [client.user.id, randomUUID(), 'nobody']) {
      const res = await put({ assignedTo });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SERVICE_REQUEST_MESSAGES.assigneeInvalid);
    }
    expect(await outboxTypes(r.id)).toEqual(['service-request-created']);
  });

  it('answers an unknown request and a malformed id alike: 404 with the request’s not-found words', async () => {
    const unknown = await put({ status: 'confirmed' }, manager.token, 'PUT', randomUUID());
    const malformed = await put({ status: 'confirmed' }, manager.token, 'PUT', 'abc');
    expect([unknown.statusCode, malformed.statusCode]).toEqual([404, 404]);
    expect(malformed.json()).toEqual(unknown.json());
  });

  it('applies concurrent changes one after the other (the row is locked)', async () => {
    const statuses = ['confirmed', 'in_progress', 'completed', 'cancelled', 'confirmed', 'in_progress'] as const;
    const results = await Promise.all(statuses.map((status) => put({ status })));
    expect(results.every((x) => x.statusCode === 200)).toBe(true);
    const events = (await t.h.service.ctx.db('outbox').orderBy('seq')).filter((row) => row.envelope.data.id === r.id && row.envelope.type === 'service-request-status-changed');
    // Each change starts where the previous one ended: no lost update.
    for (let i = 1; i < events.length; i += 1) expect(events[i].envelope.data.from).toBe(events[i - 1].envelope.data.to);
    const final = (await t.call({ method: 'GET', url: `/api/service-requests/${r.id}`, token: admin.token })).json();
    expect(final.status).toBe(events[events.length - 1].envelope.data.to);
  });

  it('publishes the events to NATS through the outbox', async () => {
    await put({ status: 'confirmed' });
    const nc = await connect(t.h.nats.clientOptions());
    try {
      // An ordered consumer from the stream's start, read until this request's change is in it.
      const consumer = await jetstream(nc).consumers.get(STREAM_NAME);
      const seen: EventEnvelopeOf<{ id: string; from: string; to: string }>[] = [];
      const changed = await eventually(async () => {
        for await (const m of await consumer.fetch({ max_messages: 100, expires: 1_000 })) seen.push(m.json());
        return seen.find((e) => e.type === 'service-request-status-changed' && e.data.id === r.id);
      }, 15_000, 'the status change in the stream');
      expect(changed).toMatchObject({ source: 'svc-requests', data: { id: r.id, from: 'pending', to: 'confirmed' } });
      expect(seen.filter((e) => e.data.id === r.id).map((e) => e.type)).toEqual(['service-request-created', 'service-request-status-changed']);
    } finally {
      await nc.close();
    }
  });
});

describe('assignees', () => {
  it('lists active admins, managers and staff from the projection, never clients', async () => {
    const res = await t.call({ method: 'GET', url: '/api/service-requests/assignees', token: manager.token });
    expect(res.statusCode).toBe(200);
    const { assignees } = res.json().data as { assignees: { id: string; role: string }[] };
    const ids = assignees.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([admin.user.id, manager.user.id, staff.user.id]));
    expect(assignees.every((a) => ['admin', 'manager', 'staff'].includes(a.role))).toBe(true);
    expect(ids).not.toContain(client.user.id);
    expect(Object.keys(assignees[0]!).sort()).toEqual(['email', 'id', 'role', 'username']);
  });
});
