/**
 * Issue 5 back office through the whole system: a signed-in client books and follows the request in
 * My Service Requests; a manager filters, searches, sets status and technician; the client sees the
 * change; staff and clients are refused the admin screens as docs/domains/service-requests.md#roles says.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { DEMO_PASSWORD } from '@hvac/contracts';
import { apiGet, apiLogin, confirm, dayFromNow, fillContact, fillSchedule, findRequests, logInThroughScreen, next, stepHeading, uniqueName, type RequestRow } from './booking-steps';
import { CONTEXT_OPTIONS, documentLanguage, seriousViolations } from './support/browser';
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

interface Client {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

/** A client account of the calling test's own, registered through the API. */
async function newClient(label: string): Promise<Client> {
  const name = uniqueName(label);
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  const password = 'Cool-Air-2026';
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, email, phone: '713-555-0177', password }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  return { id: user.id, name, email, password, token };
}

/**
 * A Maintenance Plan Inquiry the client books for itself, as the dialog sends it when signed in
 * (docs/domains/public-site.md#calls); settles once svc-requests' users directory names the client on it.
 */
async function bookFor(client: Client): Promise<string> {
  const res = await fetch(`${base}/api/service-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${client.token}` },
    body: JSON.stringify({
      userId: client.id,
      contactFullName: client.name,
      contactPhone: '7135550177',
      contactEmail: client.email,
      contactStreet: '77 Sugar Land Dr',
      contactCity: 'Houston',
      contactZip: '77478',
      serviceType: 'Maintenance Plan Inquiry',
      description: 'Maintenance Plan Inquiry',
      schedulingPreferences: { preferredDate1: dayFromNow(6), preferredTime1: 'Morning (8 AM - 12 PM)', preferredDate2: '', preferredTime2: '', notes: '' },
      additionalDetails: {
        commonIssues: ['Routine Maintenance Request'],
        systemAge: '',
        systemType: '',
        installationType: [],
        propertySize: '',
        propertyType: '',
        selectedTier: '',
        addOns: { capacitor: false, tuneUp: false, smartThermostat: false },
        generalNotes: '',
      },
    }),
  });
  if (res.status !== 201) throw new Error(`book: ${res.status} ${await res.text()}`);
  const { id } = ((await res.json()) as { data: { serviceRequest: { id: string } } }).data.serviceRequest;
  const manager = await apiLogin(base, 'manager@example.com', DEMO_PASSWORD);
  for (const deadline = Date.now() + 15_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if ((await apiGet<RequestRow>(base, manager.token, `/api/service-requests/${id}`)).customer) return id;
    if (Date.now() > deadline) throw new Error(`svc-requests never heard of ${client.email}`);
  }
}

const dialog = () => page.getByRole('dialog');
const row = (text: string) => page.locator('tbody tr', { hasText: text });
const count = async (key: string) => Number(await page.locator(`[data-count="${key}"] dd`).textContent());

describe('service requests', () => {
  it('a signed-in client books from the empty My Service Requests and then sees the request there', async () => {
    const client = await newClient('Casey Client');
    await logInThroughScreen(page, base, client.email, client.password);
    await page.goto(`${base}/my-service-requests`);
    await page.getByRole('heading', { name: 'No service requests yet' }).waitFor();
    await page.getByText("You haven't made any service requests. Get started by scheduling one today!", { exact: true }).waitFor();
    const leadCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/auth/register-service-lead') && leadCalls.push(r.url()));
    await page.getByRole('button', { name: 'Schedule New Service' }).click();
    await stepHeading(page, 'What service do you need?');
    await page.locator('#booking-serviceType').selectOption('Maintenance Plan Inquiry');
    await next(page);
    await page.getByLabel('Routine Maintenance Request').check();
    await next(page);
    await fillContact(page, { fullName: client.name, phone: '713-555-0177', email: client.email, street: '77 Sugar Land Dr', zip: '77478' });
    await next(page);
    await fillSchedule(page, dayFromNow(6), 'Morning (8 AM - 12 PM)');
    await next(page);
    await confirm(page);
    expect(leadCalls).toEqual([]);
    await dialog().getByRole('button', { name: 'Done' }).click();
    await dialog().waitFor({ state: 'detached' });

    await page.reload();
    const card = page.locator('.sr-card', { hasText: 'Maintenance Plan Inquiry' });
    await card.waitFor();
    expect(await card.locator('.badge').textContent()).toBe('Pending');
    expect(await card.textContent()).toContain('Not assigned yet');
    expect(await card.textContent()).toContain('77 Sugar Land Dr, Houston, 77478');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await card.getAttribute('data-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  }, 90_000);

  it('a manager filters, searches, sets status and technician, opens the detail; the client sees the new status', async () => {
    const client = await newClient('Casey Client');
    const requestId = await bookFor(client);
    const manager = await apiLogin(base, 'manager@example.com', DEMO_PASSWORD);
    const { data } = await apiGet<{ data: { assignees: { id: string; username: string; email: string }[] } }>(base, manager.token, '/api/service-requests/assignees');
    const staff = data.assignees.find((a) => a.email === 'staff@example.com');
    expect(staff).toBeDefined();

    await logInThroughScreen(page, base, 'manager@example.com', DEMO_PASSWORD);
    await page.goto(`${base}/admin/service-requests`);
    await page.getByRole('heading', { name: 'Manage Service Requests' }).waitFor();
    await page.locator('[data-count="total"]').waitFor();
    const inProgressBefore = await count('inProgress');
    expect(await page.locator('.sr-count dt').allTextContents()).toEqual(['Total', 'Pending', 'In Progress', 'Completed', 'Filtered']);
    expect(await count('total')).toBeGreaterThan(1);

    await page.locator('#sr-search').fill(client.name.toUpperCase());
    await page.waitForFunction(() => document.querySelector('[data-count="filtered"] dd')?.textContent === '1');
    expect(await page.locator('tbody tr').count()).toBe(1);
    await page.locator('#sr-status').selectOption('completed');
    await page.getByText('No requests found with current filters.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Try refreshing the data' }).waitFor();
    await page.locator('#sr-status').selectOption('all');
    await row(client.name).waitFor();

    await page.getByLabel(`Status of the request from ${client.name}`).selectOption('in_progress');
    await row(client.name).locator('.badge', { hasText: 'In progress' }).waitFor();
    await page.getByLabel(`Technician for the request from ${client.name}`).selectOption(staff!.id);
    await page.waitForFunction(
      ([label, id]) => (document.querySelector(`select[aria-label="${label}"]`) as HTMLSelectElement | null)?.value === id,
      [`Technician for the request from ${client.name}`, staff!.id] as const,
    );
    await page.locator('#sr-status').selectOption('in_progress');
    await page.waitForFunction(() => document.querySelector('[data-count="filtered"] dd')?.textContent === '1');
    expect(await count('inProgress')).toBe(inProgressBefore + 1);

    const [stored] = await findRequests(base, manager.token, client.name);
    expect(stored).toMatchObject({
      id: requestId,
      status: 'in_progress',
      customer: { username: client.name, email: client.email },
      assignedTo: staff!.id,
      technician: { username: staff!.username, email: staff!.email },
    });

    await row(client.name).getByRole('link', { name: `View details of the request from ${client.name}` }).click();
    await page.waitForURL(`${base}/admin/service-requests/${requestId}`);
    await page.getByText('More management options will come later.', { exact: true }).waitFor();
    const detail = await page.locator('main').textContent();
    for (const text of [client.name, client.email, '77 Sugar Land Dr', '77478', 'Maintenance Plan Inquiry', staff!.username, 'Routine Maintenance Request', 'Morning (8 AM - 12 PM)']) {
      expect(detail).toContain(text);
    }
    // The technician and the customer account are named with the address to write to.
    await page.locator(`main a[href="mailto:${staff!.email}"]`).waitFor();
    expect(await page.locator(`main a[href="mailto:${client.email}"]`).count()).toBe(2);
    await page.getByRole('link', { name: /Back to Service Requests/ }).click();
    await page.waitForURL(`${base}/admin/service-requests`);

    await page.goto(`${base}/admin/service-requests-management`);
    await page.getByRole('heading', { name: 'Service Request Management' }).waitFor();
    expect(await page.locator('thead th').allTextContents()).toEqual(['Customer', 'Contact Name', 'Service Type', 'Created', 'Status', 'Assigned To']);
    expect(await seriousViolations(page)).toEqual([]);

    const clientContext = await browser.newContext(CONTEXT_OPTIONS);
    const clientPage = await clientContext.newPage();
    try {
      await logInThroughScreen(clientPage, base, client.email, client.password);
      await clientPage.goto(`${base}/my-service-requests`);
      const card = clientPage.locator(`.sr-card[data-request-id="${requestId}"]`);
      await card.locator('.badge', { hasText: 'In progress' }).waitFor();
      expect(await card.textContent()).toContain(staff!.username);
    } finally {
      await clientContext.close();
    }
  }, 90_000);

  it('shows the list in Persian (rtl) and Spanish without serious accessibility problems', async () => {
    await logInThroughScreen(page, base, 'admin@example.com', DEMO_PASSWORD);
    await page.goto(`${base}/admin/service-requests?lng=fa`);
    await page.getByRole('heading', { name: 'مدیریت درخواست‌های سرویس' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    expect(await documentLanguage(page)).toEqual(['fa', 'rtl']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${base}/my-service-requests?lng=es`);
    await page.getByRole('heading', { name: 'Mis solicitudes de servicio' }).waitFor();
  }, 60_000);
});

describe('failures (docs/domains/service-requests.md#messages)', () => {
  it('words a failed list, update, detail and own list as the spec does', async () => {
    await logInThroughScreen(page, base, 'manager@example.com', DEMO_PASSWORD);
    await page.goto(`${base}/admin/service-requests`);
    await page.locator('tbody tr').first().waitFor();
    // The network drops the update: the row keeps its value and the screen says so.
    const blocked = (route: Route) => (route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue());
    await page.route('**/api/service-requests/*', blocked);
    const firstStatus = page.locator('tbody tr').first().locator('select').first();
    const before = await firstStatus.inputValue();
    await firstStatus.selectOption(before === 'cancelled' ? 'confirmed' : 'cancelled');
    await page.locator('.error-box', { hasText: 'Failed to update service request' }).waitFor({ timeout: 20_000 });
    await page.locator('.toast', { hasText: 'Failed to update service request' }).waitFor();
    await page.unroute('**/api/service-requests/*', blocked);

    await page.route('**/api/service-requests/admin?*', (route) => route.abort('connectionrefused'));
    await page.route('**/api/service-requests?*', (route) => route.abort('connectionrefused'));
    await page.reload();
    await page.getByText('Failed to fetch service requests from any endpoint', { exact: true }).waitFor({ timeout: 30_000 });
    await page.unrouteAll();

    await page.goto(`${base}/admin/service-requests/00000000-0000-4000-8000-000000000000`);
    await page.getByText('Failed to fetch service request details', { exact: true }).waitFor();
    await page.getByRole('link', { name: /Back to Service Requests/ }).waitFor();

    // No server message when the network is down: the screen's own text.
    await page.route('**/api/service-requests/my-requests', (route) => route.abort('connectionrefused'));
    await page.goto(`${base}/my-service-requests`);
    await page.getByText('Loading your service requests...', { exact: true }).waitFor();
    await page.getByText('Error: Failed to fetch your service requests', { exact: true }).waitFor({ timeout: 20_000 });
  }, 90_000);
});

describe('refusals (docs/domains/service-requests.md#roles)', () => {
  it.each([
    ['staff@example.com', DEMO_PASSWORD],
    ['client@example.com', DEMO_PASSWORD],
  ])('%s reads the access-denied text on both lists and is sent to /login from a detail', async (email, password) => {
    const requestId = await bookFor(await newClient('Refused Detail'));
    await logInThroughScreen(page, base, email, password);
    for (const path of ['/admin/service-requests', '/admin/service-requests-management']) {
      await page.goto(`${base}${path}`);
      await page.getByText('Access denied. Admin or Manager role required.', { exact: true }).waitFor();
      expect(await page.locator('table').count()).toBe(0);
    }
    await page.goto(`${base}/admin/service-requests/${requestId}`);
    await page.waitForURL(`${base}/login`);
    // The API refuses too: the screens are not the only guard.
    const { token } = await apiLogin(base, email, password);
    for (const path of ['/api/service-requests/admin', `/api/service-requests/${requestId}`, '/api/service-requests/assignees']) {
      const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect([path, res.status]).toEqual([path, 403]);
    }
  }, 60_000);

  it('sends a signed-out visitor to /login from every service-request screen', async () => {
    const requestId = await bookFor(await newClient('Signed Out Detail'));
    for (const path of ['/admin/service-requests', '/admin/service-requests-management', `/admin/service-requests/${requestId}`, '/my-service-requests']) {
      await page.goto(`${base}${path}`);
      await page.waitForURL(`${base}/login`);
    }
  }, 60_000);
});
