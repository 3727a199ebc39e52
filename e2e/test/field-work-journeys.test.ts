/**
 * Issue 31 through the whole system (docs/domains/service-requests.md#dispatch-board,
 * #the-technicians-day): an admin drags a waiting request onto a technician's hour on the board, the
 * client sees the visit coming, the technician steps it to completed on a 390 px phone with a signature
 * drawn on the screen; a status change made offline reaches the server once back online with the time it
 * was made; and both screens pass axe.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_USERS } from '@hvac/contracts';
import type { Visit, VisitAttachment, VisitHistoryEntry } from '@hvac/contracts/requests';
import { apiGet, apiLogin, dayFromNow, logInThroughScreen, uniqueName } from './booking-steps';
import { CONTEXT_OPTIONS, seriousViolations } from './support/browser';
import { useJourney } from './support/journey';

let browser: Browser;
let page: Page;
let base: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'gateway'] }, {
  onStart: (s, b) => {
    base = s.gatewayUrl;
    browser = b;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

const staff = DEMO_USERS.find((u) => u.email === 'staff@example.com')!;
const PHONE = { ...CONTEXT_OPTIONS, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A client of the test's own with a pending request, booked through the API as the dialog does. */
async function clientWithRequest(label: string): Promise<{ email: string; password: string; token: string; requestId: string; name: string }> {
  const name = uniqueName(label);
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  const password = 'Cool-Air-2026';
  const reg = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: name, email, phone: '713-555-0177', password }) });
  const { token, user } = (await reg.json()) as { token: string; user: { id: string } };
  const res = await fetch(`${base}/api/service-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      userId: user.id,
      contactFullName: name,
      contactPhone: '7135550177',
      contactEmail: email,
      contactStreet: '77 Sugar Land Dr',
      contactCity: 'Houston',
      contactZip: '77478',
      serviceType: 'Maintenance Plan Inquiry',
      description: 'Maintenance Plan Inquiry',
      schedulingPreferences: { preferredDate1: dayFromNow(3), preferredTime1: 'Morning (8 AM - 12 PM)', preferredDate2: '', preferredTime2: '', notes: '' },
      additionalDetails: { commonIssues: ['Routine Maintenance Request'], systemAge: '', systemType: '', installationType: [], propertySize: '', propertyType: '', selectedTier: '', addOns: { capacitor: false, tuneUp: false, smartThermostat: false }, generalNotes: '' },
    }),
  });
  if (res.status !== 201) throw new Error(`booking: ${res.status} ${await res.text()}`);
  const requestId = ((await res.json()) as { data: { serviceRequest: { id: string } } }).data.serviceRequest.id;
  return { email, password, token, requestId, name };
}

const visitsOf = async (token: string, requestId: string) => (await apiGet<{ data: { visits: Visit[] } }>(base, token, `/api/service-requests/${requestId}/visits`)).data.visits;

/** On the phone: the card of one visit, once My Jobs shows it. */
async function card(p: Page, visitId: string) {
  const locator = p.locator(`li[data-visit-id="${visitId}"]`);
  await locator.waitFor();
  return locator;
}

it('the admin drags a request onto the board, the client sees the visit, the technician completes it on a phone with a drawn signature', async () => {
  const admin = await apiLogin(base, 'admin@example.com', DEMO_PASSWORD);
  const client = await clientWithRequest('Field Work');
  const staffUser = await apiLogin(base, staff.email, DEMO_PASSWORD);

  // The board: tomorrow's day view, the request dragged onto Sam's 9 AM.
  await logInThroughScreen(page, base, 'admin@example.com', DEMO_PASSWORD);
  await page.goto(`${base}/admin/dispatch`);
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const chip = page.locator(`[data-request-id="${client.requestId}"]`);
  const nine = page.getByRole('row', { name: new RegExp(staff.username) }).locator('td').nth(2);
  await chip.dragTo(nine);
  await page.getByText('Visit saved.').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  const [visit] = await visitsOf(admin.token, client.requestId);
  expect(visit).toMatchObject({ technicianId: staffUser.user.id, status: 'scheduled' });
  expect(new Date(visit!.startsAt).toLocaleString('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' })).toBe('9:00 AM');

  // The client is told.
  const clientPage = await (await browser.newContext(CONTEXT_OPTIONS)).newPage();
  await logInThroughScreen(clientPage, base, client.email, client.password);
  await clientPage.goto(`${base}/my-service-requests`);
  const next = clientPage.locator('.sr-next-visit');
  await next.waitFor();
  expect(await next.textContent()).toMatch(/9:00 AM – 11:00 AM · Sam.*Scheduled/);

  // The technician, on a 390 px phone.
  const phone = await (await browser.newContext(PHONE)).newPage();
  await logInThroughScreen(phone, base, staff.email, DEMO_PASSWORD);
  await phone.goto(`${base}/my-jobs`);
  const job = await card(phone, visit!.id);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const small = await job.locator('button, a, summary').evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height < 44).map((e) => e.textContent));
  expect(small).toEqual([]);
  expect(await seriousViolations(phone)).toEqual([]);
  await job.getByRole('button', { name: 'On my way' }).click();
  await job.getByRole('button', { name: 'Start work' }).click();
  await job.getByRole('button', { name: 'Complete' }).click();
  await job.getByLabel('Work notes').fill('Cleaned the coils; replaced the filter.');
  // The mouse draws where the box is on screen: bring it into the phone's view first.
  await job.locator('canvas').scrollIntoViewIfNeeded();
  const box = (await job.locator('canvas').boundingBox())!;
  await phone.mouse.move(box.x + 20, box.y + 20);
  await phone.mouse.down();
  for (const [dx, dy] of [[60, 40], [120, 20], [180, 50], [240, 30]] as const) await phone.mouse.move(box.x + dx, box.y + dy, { steps: 4 });
  await phone.mouse.up();
  await job.getByRole('button', { name: 'Complete visit' }).click();
  await job.getByRole('button', { name: 'Create invoice' }).waitFor();
  await phone.locator('[data-testid="outbox-pending"]').waitFor({ state: 'detached' });

  const detail = await apiGet<{ data: { visit: Visit; history: VisitHistoryEntry[] } }>(base, admin.token, `/api/visits/${visit!.id}`);
  expect(detail.data.visit).toMatchObject({ status: 'completed', notes: 'Cleaned the coils; replaced the filter.' });
  expect(detail.data.history.map((h) => h.status)).toEqual(['scheduled', 'on_the_way', 'started', 'completed']);
  const attachments = await apiGet<{ data: { attachments: VisitAttachment[] } }>(base, admin.token, `/api/visits/${visit!.id}/attachments`);
  expect(attachments.data.attachments).toEqual([expect.objectContaining({ kind: 'signature', contentType: 'image/png' })]);

  // The office reads the notes and sees the signature on the request.
  await page.goto(`${base}/admin/service-requests/${client.requestId}`);
  await page.getByText('Cleaned the coils; replaced the filter.').waitFor();
  await page.getByRole('img', { name: "The customer's signature" }).waitFor();
}, 180_000);

it('a status change made offline is sent once back online, stored with the time it was made', async () => {
  const admin = await apiLogin(base, 'admin@example.com', DEMO_PASSWORD);
  const staffUser = await apiLogin(base, staff.email, DEMO_PASSWORD);
  const client = await clientWithRequest('Offline');
  // A slot of its own, tomorrow afternoon in Houston, away from the board test's morning.
  const startsAt = new Date(Date.parse(`${dayFromNow(1)}T20:00:00Z`));
  const booked = await fetch(`${base}/api/service-requests/${client.requestId}/visits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ technicianId: staffUser.user.id, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString() }),
  });
  expect(booked.status).toBe(201);
  const visit = ((await booked.json()) as { data: { visit: Visit } }).data.visit;

  const phoneContext = await browser.newContext(PHONE);
  const phone = await phoneContext.newPage();
  await logInThroughScreen(phone, base, staff.email, DEMO_PASSWORD);
  await phone.goto(`${base}/my-jobs`);
  const job = await card(phone, visit.id);

  await phoneContext.setOffline(true);
  const before = Date.now();
  await job.getByRole('button', { name: 'On my way' }).click();
  await phone.getByText('Changes waiting to be sent: 1').waitFor();
  await phone.waitForTimeout(2_000);
  const wentOnline = Date.now();
  expect((await apiGet<{ data: { visit: Visit } }>(base, admin.token, `/api/visits/${visit.id}`)).data.visit.status).toBe('scheduled');

  await phoneContext.setOffline(false);
  await phone.locator('[data-testid="outbox-pending"]').waitFor({ state: 'detached', timeout: 30_000 });
  const { data } = await apiGet<{ data: { visit: Visit; history: VisitHistoryEntry[] } }>(base, admin.token, `/api/visits/${visit.id}`);
  expect(data.visit.status).toBe('on_the_way');
  const at = Date.parse(data.history.find((h) => h.status === 'on_the_way')!.at);
  expect(at).toBeGreaterThanOrEqual(before - 1_000);
  expect(at).toBeLessThan(wentOnline);

  // Installable: My Jobs names its own manifest, its worker takes the page, keeps the page and its
  // scripts, and a reload without signal still draws the day.
  expect(await phone.locator('link[rel="manifest"]').getAttribute('href')).toBe('/my-jobs.webmanifest');
  const manifest = (await (await fetch(`${base}/my-jobs.webmanifest`)).json()) as { start_url: string; scope: string; display: string };
  expect(manifest).toMatchObject({ start_url: '/my-jobs', scope: '/my-jobs', display: 'standalone' });
  await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await phone.reload();
  await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await card(phone, visit.id);
  const kept = await phone.evaluate(async () => (await (await caches.open('my-jobs-v1')).keys()).map((r) => new URL(r.url).pathname));
  expect(kept).toContain('/my-jobs');
  expect(kept.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
  await phoneContext.setOffline(true);
  await phone.reload();
  await card(phone, visit.id);
  await phoneContext.setOffline(false);
}, 120_000);
