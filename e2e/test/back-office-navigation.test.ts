/**
 * The back office as one application (issue 28 items 1 and 2) through the whole stack: each role signs in,
 * lands on its home inside the frame, and reaches every module it may open through the navigation alone,
 * in English and Persian; the navigation offers nothing else. The entries come from the remotes'
 * declarations (docs/architecture.md#microfrontends).
 */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, withLanguage } from '@hvac/contracts';
import { documentLanguage, waitForSettledPage } from './support/browser';
import { useJourney } from './support/journey';

let page: Page;
let base: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'svc-billing', 'svc-finance', 'svc-inventory', 'gateway'] }, {
  onStart: (s) => {
    base = s.gatewayUrl;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

/** What each demo role may open (docs/domains/*.md#roles), its home first: exactly the frame's entries, in order. */
const MODULES = {
  admin: [
    '/admin/dashboard',
    '/admin/service-requests',
    '/admin/dispatch',
    '/my-jobs',
    '/admin/quotes',
    '/admin/estimates',
    '/admin/invoices',
    '/admin/expenses',
    '/admin/expenses/mine',
    '/admin/tax-reporting',
    '/admin/inventory',
    '/admin/users',
    '/admin/analytics',
  ],
  manager: [
    '/admin/dashboard',
    '/admin/service-requests',
    '/admin/dispatch',
    '/my-jobs',
    '/admin/quotes',
    '/admin/estimates',
    '/admin/invoices',
    '/admin/expenses',
    '/admin/expenses/mine',
    '/admin/tax-reporting',
    '/admin/inventory',
  ],
  staff: ['/admin', '/my-jobs', '/my-service-requests', '/admin/quotes', '/admin/estimates', '/admin/invoices', '/admin/expenses/mine', '/admin/inventory'],
  client: ['/my-account', '/my-service-requests', '/my-quotes-and-invoices'],
} as const;

const nav = () => page.locator('nav#bo-nav');
const offered = () => nav().locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

async function logIn(role: keyof typeof MODULES, lng: 'en' | 'fa'): Promise<void> {
  await page.goto(`${base}/login?lng=${lng}`);
  await page.locator('#login-email').fill(`${role}@example.com`);
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.locator('main form button[type="submit"]').click();
}

/** The page is the one asked for, drawn in full inside the frame, with no refusal and no failed remote. */
async function expectOpened(path: string, lng: 'en' | 'fa'): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  // A navigation is a transition: the address changes at once, the page and its marked entry once the remote's chunk is in.
  await nav().locator(`a[aria-current="page"][href="${path}"]`).waitFor({ state: 'attached' });
  await waitForSettledPage(page);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await documentLanguage(page)).toEqual([lng, lng === 'fa' ? 'rtl' : 'ltr']);
  expect(await page.locator('[data-testid="remote-error"], main .error-box').count()).toBe(0);
  expect(await nav().locator('a[aria-current="page"]').count()).toBe(1);
}

describe('a home per role and one navigation drawn from the remotes', () => {
  for (const lng of ['en', 'fa'] as const) {
    for (const role of Object.keys(MODULES) as (keyof typeof MODULES)[]) {
      it(`${lng}: ${role} lands on their home and reaches each module they may open, and only those, through the navigation`, async () => {
        await page.setViewportSize({ width: 1280, height: 900 });
        const [home, ...modules] = MODULES[role];
        await logIn(role, lng);
        await expectOpened(home, lng);
        expect(await offered()).toEqual(MODULES[role]);
        // The public header gave way to the compact bar, whose logo leads home and whose Website link leads out.
        expect(await page.locator('.site-header, .emergency-banner').count()).toBe(0);
        expect(await page.locator('.bo-bar a.brand').getAttribute('href')).toBe(home);
        for (const path of [...modules, home]) {
          await nav().locator(`a[href="${path}"]`).click();
          await expectOpened(path, lng);
        }
        await page.locator('.bo-bar a.bo-website').click();
        // The site in the reader's language (docs/domains/public-site.md#languages).
        await page.waitForURL(`${base}${withLanguage('/', lng)}`);
        await page.locator('.site-header').waitFor();
      }, 180_000);
    }
  }

  it('keeps returning a login to the page that asked for it', async () => {
    await page.goto(`${base}/my-quotes-and-invoices`);
    await page.waitForURL(`${base}/login`);
    await page.locator('#login-email').fill('client@example.com');
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await expectOpened('/my-quotes-and-invoices', 'en');
  });

  it('on a phone, opens the navigation as a drawer from the bar and closes it once an entry is followed', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn('staff', 'en');
    await page.waitForURL(`${base}/admin`);
    expect(await nav().isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await nav().locator('a[href="/admin/inventory"]').click();
    await expectOpened('/admin/inventory', 'en');
    expect(await nav().isVisible()).toBe(false);
    // The compact bar keeps its controls within the phone's width.
    expect(await page.locator('.bo-bar').evaluate((bar) => bar.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('keeps the entries of a remote that cannot load, greyed, and shows its contained error when one is followed', async () => {
    await page.route('**/remotes/mf-finance/**', (route) => route.abort());
    await logIn('manager', 'en');
    // The dashboard opens; only finance's own widgets on it show their contained error (docs/domains/accounts.md#admin-dashboard).
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await nav().locator('a[aria-current="page"][href="/admin/dashboard"]').waitFor({ state: 'attached' });
    const expenses = nav().locator('a[href="/admin/expenses"]');
    await nav().locator('a.bo-entry-down[href="/admin/expenses"]').waitFor({ timeout: 20_000 });
    expect(await expenses.textContent()).toBe('Expenses (not available right now)');
    expect(await nav().locator('a.bo-entry-down').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/admin/expenses',
      '/admin/expenses/mine',
      '/admin/tax-reporting',
    ]);
    await expenses.click();
    await page.getByTestId('remote-error').waitFor({ timeout: 20_000 });
    expect(await nav().locator('a').count()).toBe(MODULES.manager.length);
    // The other remotes keep working.
    await nav().locator('a[href="/admin/inventory"]').click();
    await expectOpened('/admin/inventory', 'en');
  });
});
