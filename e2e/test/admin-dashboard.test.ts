/**
 * Admin dashboard journeys of issue 6 through the whole system: Chromium → gateway → shell + mf-accounts
 * → svc-identity (users) and svc-requests (page views sent by the shell, stats) → PostgreSQL.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD as PASSWORD } from '@hvac/contracts';
import { CONTEXT_OPTIONS, documentLanguage, seriousViolations, waitForSettledPage } from './support/browser';
import { useJourney } from './support/journey';

// Headless Chromium names itself HeadlessChrome, which the collector rightly drops as a bot; the visitor
// journey below presents the user agent of the desktop Chrome a real visitor uses.
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

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

async function apiLogin(email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function logInAs(email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${base}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${base}/admin/dashboard`);
}

const userRow = (email: string) => page.locator('.users-table tbody tr', { hasText: email });

async function openDashboard(): Promise<void> {
  await logInAs('admin@example.com');
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
  await userRow('admin@example.com').waitFor();
}

let counter = 0;
async function registerUser(label: string): Promise<{ username: string; email: string }> {
  const username = `E2E ${label} ${Date.now().toString(36)}${counter++}`;
  const email = `e2e-${label}-${Date.now().toString(36)}-${counter++}@example.com`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email, phone: '713-555-0160', password: 'Cool-Air-2026!', role: 'client' }),
  });
  expect(res.status).toBe(201);
  return { username, email };
}

interface Stats {
  totalViews: number;
  uniqueVisitors: number;
  topPages: { url: string; views: number }[];
}

async function stats(token: string): Promise<Stats> {
  const res = await fetch(`${base}/api/analytics/stats?days=30`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Stats }).data;
}

const viewsOf = (s: Stats, url: string) => s.topPages.find((p) => p.url === url)?.views ?? 0;

describe('admin dashboard', () => {
  it('edits a user’s role: the badge changes from blue Staff to yellow Manager, and the change is kept', async () => {
    const { email } = await registerUser('role');
    await openDashboard();
    const row = userRow(email);
    await row.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Role').selectOption('staff');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(row.locator('.badge').getAttribute('class')).resolves.toContain('badge-info');
    await expect(row.locator('.badge').textContent()).resolves.toBe('Staff');

    await row.getByRole('button', { name: /^Edit / }).click();
    await dialog.getByLabel('Role').selectOption('manager');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(row.locator('.badge').textContent()).resolves.toBe('Manager');
    await expect(row.locator('.badge').getAttribute('class')).resolves.toContain('badge-warning');

    await page.reload();
    await userRow(email).locator('.badge', { hasText: 'Manager' }).waitFor();
  }, 60_000);

  it('keeps the modal open with the spec’s messages when the form is incomplete or the e-mail invalid', async () => {
    const { email } = await registerUser('rules');
    await openDashboard();
    await userRow(email).getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Username').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Username, Email, and Role are required.', { exact: true }).waitFor();
    await dialog.getByLabel('Username').fill('Someone');
    await dialog.getByLabel('Email').fill('someone@example');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Please enter a valid email address.', { exact: true }).waitFor();
  }, 60_000);

  it('deletes a user after the confirmation and says so', async () => {
    const { username, email } = await registerUser('delete');
    await openDashboard();
    await userRow(email).getByRole('button', { name: `Delete ${username}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this user? This action cannot be undone.', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(userRow(email).count()).resolves.toBe(1);

    await userRow(email).getByRole('button', { name: `Delete ${username}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`User "${username}" has been deleted successfully.`, { exact: true }).waitFor();
    await userRow(email).waitFor({ state: 'detached' });
    await page.reload();
    await userRow('admin@example.com').waitFor();
    await expect(userRow(email).count()).resolves.toBe(0);
  }, 60_000);

  it('never lets the admin delete their own account', async () => {
    await openDashboard();
    const own = userRow('admin@example.com').getByRole('button', { name: /^Delete / });
    await expect(own.isDisabled()).resolves.toBe(true);
    await expect(own.getAttribute('title')).resolves.toBe('You cannot delete your own account.');
    // The service refuses it too, whatever the screen does.
    const answer = await page.evaluate(async () => {
      const { state } = JSON.parse(localStorage.getItem('hvac-session') ?? '{}') as { state: { token: string; user: { id: string } } };
      const res = await fetch(`/api/users/${state.user.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${state.token}` } });
      return { status: res.status, body: await res.json() };
    });
    expect(answer).toEqual({ status: 400, body: { message: 'You cannot delete your own account.', code: 'selfDelete' } });
  }, 60_000);

  it('shows /admin/users as the user management view alone', async () => {
    await openDashboard();
    await page.goto(`${base}/admin/users`);
    await page.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();
    await userRow('manager@example.com').locator('.badge', { hasText: 'Manager' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Site Analytics' }).count()).resolves.toBe(0);
    await expect(page.title()).resolves.toMatch(/^User Management \| /);
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);

  it('opens the dashboard to a manager without the users and analytics, and sends a manager from /admin/users and a client from both to /', async () => {
    for (const [email, home, refused] of [
      ['manager@example.com', '/admin/dashboard', ['/admin/users']],
      ['client@example.com', '/my-account', ['/admin/dashboard', '/admin/users']],
    ] as const) {
      await page.goto(`${base}/login`);
      await page.locator('#login-email').fill(email);
      await page.locator('#login-password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      // Login lands on the role's home (docs/domains/accounts.md#homes).
      await page.waitForURL(`${base}${home}`);
      if (home === '/admin/dashboard') {
        await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
        expect(await page.getByRole('heading', { name: 'Site Analytics' }).count()).toBe(0);
        expect(await page.getByRole('heading', { name: 'User Management' }).count()).toBe(0);
      }
      for (const path of refused) {
        await page.goto(`${base}${path}`);
        await page.waitForURL(`${base}/`);
      }
      await page.evaluate(() => localStorage.clear());
    }
  }, 60_000);

  it('offers User Management only to an admin, in the account menu at 1920 px and the mobile menu at 390 px (docs/domains/public-site.md#decisions)', async () => {
    const menus = async (email: string) => {
      const offered: Record<string, string[]> = {};
      for (const width of [1920, 390]) {
        const context = await browser.newContext({ ...CONTEXT_OPTIONS, viewport: { width, height: 900 } });
        const tab = await context.newPage();
        try {
          await tab.goto(`${base}/login`);
          await tab.locator('#login-email').fill(email);
          await tab.locator('#login-password').fill(PASSWORD);
          await tab.getByRole('button', { name: 'Log In' }).click();
          await tab.waitForURL(`${base}/admin/dashboard`);
          const desktop = width > 390;
          // The mobile menu is the public header's: on the back office's pages the frame's drawer takes its place.
          if (!desktop) await tab.goto(`${base}/`);
          await tab.locator(desktop ? '[aria-controls="account-menu-list"]' : '.mobile-menu-toggle').click();
          const links = tab.locator(desktop ? '#account-menu-list a' : '#mobile-menu-panel .mobile-menu-account a');
          await links.first().waitFor();
          offered[width] = await links.allTextContents();
          if (offered[width]!.includes('User Management')) {
            // What is offered opens: the admin lands on the page, not on /.
            await links.filter({ hasText: 'User Management' }).click();
            await tab.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();
          }
        } finally {
          await context.close();
        }
      }
      return offered;
    };
    const manager = await menus('manager@example.com');
    expect(manager[1920]).toEqual(['Dashboard', 'Manage Requests', 'Profile Settings']);
    expect(manager[390]).not.toContain('User Management');
    expect(manager[390]).toContain('Manage Requests');
    const admin = await menus('admin@example.com');
    expect(admin[1920]).toEqual(['Dashboard', 'Manage Requests', 'User Management', 'Profile Settings']);
    expect(admin[390]).toContain('User Management');
  }, 90_000);

  it('counts five public pages visited in a fresh browser in the totals and top pages', async () => {
    const token = await apiLogin('admin@example.com');
    const before = await stats(token);
    const pages = ['/', '/services', '/about', '/testimonials', '/blog'];

    const visitor = await browser.newContext({ ...CONTEXT_OPTIONS, userAgent: DESKTOP_CHROME, viewport: { width: 1280, height: 800 } });
    const tab = await visitor.newPage();
    for (const path of pages) {
      await tab.goto(`${base}${path}`);
      await waitForSettledPage(tab);
    }
    await visitor.close();

    let after = before;
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
      after = await stats(token);
      if (pages.every((p) => viewsOf(after, p) > viewsOf(before, p))) break;
    }
    for (const path of pages) expect([path, viewsOf(after, path) - viewsOf(before, path)]).toEqual([path, 1]);
    expect(after.totalViews - before.totalViews).toBe(5);
    expect(after.uniqueVisitors - before.uniqueVisitors).toBe(1);

    await openDashboard();
    const total = page.getByTestId('analytics-totalViews');
    await total.waitFor();
    // Opening the dashboard counted the admin's own views (/login, /admin/dashboard) on top.
    const shown = Number((await total.locator('dd').textContent())!.replace(/[^\d]/g, ''));
    expect(shown).toBeGreaterThanOrEqual(after.totalViews);
    const topPages = page.locator('figure', { hasText: 'Top Pages' });
    for (const path of pages) await topPages.locator('th', { hasText: new RegExp(`^${path.replace('/', '\\/')}$`) }).waitFor();
    await expect(page.getByLabel('Time range').inputValue()).resolves.toBe('30');
    await page.locator('.trend-chart canvas').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 90_000);

  it('switches the window, and reads right to left with Persian digits in Persian', async () => {
    await openDashboard();
    await page.getByTestId('analytics-totalViews').waitFor();
    const ninety = page.waitForResponse((r) => r.url().includes('/api/analytics/stats?days=90') && r.status() === 200);
    await page.getByLabel('Time range').selectOption('90');
    await ninety;
    await page.getByTestId('analytics-totalViews').waitFor();

    await page.goto(`${base}/admin/dashboard?lng=fa`);
    await page.getByRole('heading', { name: 'داشبورد مدیریت', level: 1 }).waitFor();
    await expect(documentLanguage(page)).resolves.toEqual(['fa', 'rtl']);
    const total = page.getByTestId('analytics-totalViews');
    await total.waitFor();
    await expect(total.locator('dt').textContent()).resolves.toBe('کل بازدیدها');
    await expect(total.locator('dd').textContent()).resolves.toMatch(/^[۰-۹٬]+$/);
    await userRow('admin@example.com').locator('.badge', { hasText: 'مدیر کل' }).waitFor();
  }, 60_000);
});

describe('failures (docs/domains/accounts.md#messages)', () => {
  const analyticsError = () => page.getByRole('region', { name: 'Site Analytics' }).locator('.error-box');
  const usersError = () => page.getByRole('region', { name: 'User Management' }).locator('.error-box p');
  const toast = (text: string) => page.locator('.toast-region').getByText(text, { exact: true });

  /** Sends the screen's call to svc-identity or svc-requests with one query value changed, for a refusal of the server's own. */
  const askWith = (pattern: string, name: string, value: string) =>
    page.route(pattern, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set(name, value);
      return route.continue({ url: url.toString() });
    });

  it("words analytics the server refused 'Failed to fetch analytics', and analytics that never came 'Failed to load analytics'", async () => {
    const stats = '**/api/analytics/stats?*';
    await askWith(stats, 'days', '31');
    await openDashboard();
    await analyticsError().waitFor();
    expect(await analyticsError().textContent()).toBe('Failed to fetch analytics');
    await page.unroute(stats);

    await page.route(stats, (route) => route.abort('connectionrefused'));
    await page.reload();
    await analyticsError().waitFor({ timeout: 20_000 });
    expect(await analyticsError().textContent()).toBe('Failed to load analytics');
  }, 60_000);

  it('words a refused, an unreadable and a malformed user list as the spec does', async () => {
    const list = '**/api/users?*';
    await askWith(list, 'limit', '501');
    await logInAs('admin@example.com');
    await usersError().waitFor();
    expect(await usersError().textContent()).toBe('Failed to fetch users: 400');
    await page.unroute(list);

    await page.route(list, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Proxy</title>' }));
    await page.reload();
    await usersError().waitFor();
    expect(await usersError().textContent()).toBe('Failed to parse user data from server.');
    await page.unroute(list);

    await page.route(list, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'success', data: {} }) }));
    await page.reload();
    await usersError().waitFor();
    expect(await usersError().textContent()).toBe('Received malformed success response from server.');
  }, 60_000);

  it("says 'Error: {message}' for an edit the server refused and 'Error: Could not update user.' for one the network dropped, keeping the modal as typed", async () => {
    const { email } = await registerUser('update-fails');
    await openDashboard();
    await userRow(email).getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Email').fill('manager@example.com');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Error: An account with this email already exists.').waitFor();
    expect(await dialog.getByLabel('Email').inputValue()).toBe('manager@example.com');

    await page.route('**/api/users/admin/*', (route) => route.abort('connectionrefused'));
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Error: Could not update user.').waitFor({ timeout: 20_000 });
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
  }, 60_000);

  it("says 'Error: {message}' for a delete the server refused and 'Error: Could not delete user.' for one the network dropped", async () => {
    const gone = await registerUser('delete-gone');
    const kept = await registerUser('delete-dropped');
    await openDashboard();
    await userRow(gone.email).waitFor();
    // Deleted elsewhere after the list was read: svc-identity refuses the second delete in its own words.
    const token = await apiLogin('admin@example.com');
    const { data } = (await (await fetch(`${base}/api/users?limit=500`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { users: { id: string; email: string }[] } };
    const id = data.users.find((u) => u.email === gone.email)!.id;
    expect((await fetch(`${base}/api/users/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await userRow(gone.email).getByRole('button', { name: `Delete ${gone.username}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Error: User not found.').waitFor();

    await page.route('**/api/users/*', (route) => (route.request().method() === 'DELETE' ? route.abort('connectionrefused') : route.continue()));
    await userRow(kept.email).getByRole('button', { name: `Delete ${kept.username}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Error: Could not delete user.').waitFor({ timeout: 20_000 });
    expect(await userRow(kept.email).count()).toBe(1);
  }, 60_000);
});
