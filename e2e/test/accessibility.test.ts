/**
 * axe-core on every route the remotes declare, in English, Persian and Spanish, as the user each route
 * is for (issue 20): public pages as a visitor, the account pages as the demo client, the staff home as the
 * demo technician, the back office as the demo admin, plus the 404 page, the open mobile menu and the open
 * back-office drawer. The route table is checked against the
 * routes the remotes' sources declare, so a new route cannot be added without being audited here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD as PASSWORD, isPublicPage, withLanguage } from '@hvac/contracts';
import { CONTEXT_OPTIONS, documentLanguage, seriousViolations, waitForSettledPage, type AxeViolation } from './support/browser';
import { useJourney } from './support/journey';

const LANGUAGES = ['en', 'fa', 'es'] as const;
type Who = 'visitor' | 'client' | 'staff' | 'admin';

let browser: Browser;
let base: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'svc-billing', 'svc-finance', 'svc-inventory', 'gateway'] }, {
  onStart: (s, b) => {
    base = s.gatewayUrl;
    browser = b;
  },
  onPage: () => undefined,
});

/** Ids of demo records the detail routes open, read through the API once the stack is up. */
interface Fixtures {
  requestId: string;
  quoteId: string;
  estimateId: string;
  invoiceId: string;
  /** The demo client's own documents, which they read in their area. */
  clientQuoteId: string;
  clientEstimateId: string;
  clientInvoiceId: string;
  expenseId: string;
  itemId: string;
}

/** Every route pattern the remotes declare → the address audited for it and who looks at it. */
const ROUTES: Record<string, { who: Who; url: (f: Fixtures) => string }> = {
  '/': { who: 'visitor', url: () => '/' },
  '/services': { who: 'visitor', url: () => '/services' },
  '/services/:serviceSlug': { who: 'visitor', url: () => '/services/air-conditioning' },
  '/about': { who: 'visitor', url: () => '/about' },
  '/testimonials': { who: 'visitor', url: () => '/testimonials' },
  '/contact': { who: 'visitor', url: () => '/contact' },
  '/contact-us': { who: 'visitor', url: () => '/contact-us' },
  '/blog': { who: 'visitor', url: () => '/blog' },
  '/blog/:slug': { who: 'visitor', url: () => '/blog/heat-pumps-in-houston' },
  '/privacy-policy': { who: 'visitor', url: () => '/privacy-policy' },
  '/terms-of-service': { who: 'visitor', url: () => '/terms-of-service' },
  '/sitemap': { who: 'visitor', url: () => '/sitemap' },
  '/request-quote': { who: 'visitor', url: () => '/request-quote' },
  '/login': { who: 'visitor', url: () => '/login' },
  '/register': { who: 'visitor', url: () => '/register' },
  '/forgot-password': { who: 'visitor', url: () => '/forgot-password' },
  '/reset-password': { who: 'visitor', url: () => '/reset-password?token=not-a-real-token' },
  '/my-account': { who: 'client', url: () => '/my-account' },
  '/profile-settings': { who: 'client', url: () => '/profile-settings' },
  '/my-service-requests': { who: 'client', url: () => '/my-service-requests' },
  '/my-quotes-and-invoices': { who: 'client', url: () => '/my-quotes-and-invoices' },
  '/my-quotes-and-invoices/quotes/:quoteId': { who: 'client', url: (f) => `/my-quotes-and-invoices/quotes/${f.clientQuoteId}` },
  '/my-quotes-and-invoices/estimates/:estimateId': { who: 'client', url: (f) => `/my-quotes-and-invoices/estimates/${f.clientEstimateId}` },
  '/my-quotes-and-invoices/invoices/:invoiceId': { who: 'client', url: (f) => `/my-quotes-and-invoices/invoices/${f.clientInvoiceId}` },
  '/admin': { who: 'staff', url: () => '/admin' },
  '/admin/dashboard': { who: 'admin', url: () => '/admin/dashboard' },
  '/admin/analytics': { who: 'admin', url: () => '/admin/analytics' },
  '/admin/users': { who: 'admin', url: () => '/admin/users' },
  '/admin/service-requests': { who: 'admin', url: () => '/admin/service-requests' },
  '/admin/dispatch': { who: 'admin', url: () => '/admin/dispatch' },
  '/my-jobs': { who: 'staff', url: () => '/my-jobs' },
  '/admin/service-requests-management': { who: 'admin', url: () => '/admin/service-requests-management' },
  '/admin/service-requests/:id': { who: 'admin', url: (f) => `/admin/service-requests/${f.requestId}` },
  '/admin/quotes': { who: 'admin', url: () => '/admin/quotes' },
  '/admin/quotes/new': { who: 'admin', url: () => '/admin/quotes/new' },
  '/admin/quotes/view/:quoteId': { who: 'admin', url: (f) => `/admin/quotes/view/${f.quoteId}` },
  '/admin/quotes/edit/:quoteId': { who: 'admin', url: (f) => `/admin/quotes/edit/${f.quoteId}` },
  '/admin/estimates': { who: 'admin', url: () => '/admin/estimates' },
  '/admin/estimates/new': { who: 'admin', url: () => '/admin/estimates/new' },
  '/admin/estimates/view/:estimateId': { who: 'admin', url: (f) => `/admin/estimates/view/${f.estimateId}` },
  '/admin/estimates/edit/:estimateId': { who: 'admin', url: (f) => `/admin/estimates/edit/${f.estimateId}` },
  '/admin/invoices': { who: 'admin', url: () => '/admin/invoices' },
  '/admin/invoices/new': { who: 'admin', url: () => '/admin/invoices/new' },
  '/admin/invoices/view/:invoiceId': { who: 'admin', url: (f) => `/admin/invoices/view/${f.invoiceId}` },
  '/admin/invoices/edit/:invoiceId': { who: 'admin', url: (f) => `/admin/invoices/edit/${f.invoiceId}` },
  '/admin/expenses': { who: 'admin', url: () => '/admin/expenses' },
  '/admin/expenses/mine': { who: 'admin', url: () => '/admin/expenses/mine' },
  '/admin/expenses/new': { who: 'admin', url: () => '/admin/expenses/new' },
  '/admin/expenses/:expenseId': { who: 'admin', url: (f) => `/admin/expenses/${f.expenseId}` },
  '/admin/expenses/view/:expenseId': { who: 'admin', url: (f) => `/admin/expenses/view/${f.expenseId}` },
  '/admin/expenses/:expenseId/edit': { who: 'admin', url: (f) => `/admin/expenses/${f.expenseId}/edit` },
  '/admin/expenses/edit/:expenseId': { who: 'admin', url: (f) => `/admin/expenses/edit/${f.expenseId}` },
  '/admin/tax-reporting': { who: 'admin', url: () => '/admin/tax-reporting' },
  '/admin/inventory': { who: 'admin', url: () => '/admin/inventory' },
  '/admin/inventory/new': { who: 'admin', url: () => '/admin/inventory/new' },
  '/admin/inventory/:id': { who: 'admin', url: (f) => `/admin/inventory/${f.itemId}` },
  '/admin/inventory/:id/edit': { who: 'admin', url: (f) => `/admin/inventory/${f.itemId}/edit` },
  '/admin/inventory/:id/label': { who: 'admin', url: (f) => `/admin/inventory/${f.itemId}/label` },
};

/** Pages that are not routes of their own but must pass too. */
const STATES: { name: string; who: Who; url: string }[] = [
  { name: 'the 404 page', who: 'visitor', url: '/no-such-page' },
  { name: 'the 404 page inside the back office', who: 'admin', url: '/admin/quotes/view/00000000-0000-4000-8000-000000000000/nothing' },
];

const REPO = path.resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The absolute route paths declared in the remotes' sources (`path="/…"` and `path: '/…'`). */
function declaredRoutes(): string[] {
  const remotes = readdirSync(REPO).filter((name) => name.startsWith('mf-') && statSync(path.join(REPO, name, 'src')).isDirectory());
  const found = new Set<string>();
  for (const remote of remotes) {
    for (const file of sourceFiles(path.join(REPO, remote, 'src'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bpath(?:=|:\s*)["'](\/[^"']*)["']/g)) found.add(m[1]!);
    }
  }
  // mf-public's outer route hands every address to its pages, under each language's prefix too: no page of its own.
  found.delete('/*');
  return [...found].sort();
}

async function login(email: string): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(res.status).toBe(200);
  return (await res.json()) as { token: string; user: unknown };
}

async function firstId(token: string, url: string, pick: (body: { data: Record<string, { id: string }[]> }) => { id: string }[]): Promise<string> {
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const id = pick((await res.json()) as { data: Record<string, { id: string }[]> })[0]?.id;
  if (!id) throw new Error(`The demo data has nothing at ${url}`);
  return id;
}

/** A context per viewer, signed in by its stored session (as the shell keeps it), so each page opens directly. */
async function contextFor(who: Who, sessions: Record<Exclude<Who, 'visitor'>, { token: string; user: unknown }>, viewport?: { width: number; height: number }): Promise<BrowserContext> {
  const storageState =
    who === 'visitor'
      ? undefined
      : { cookies: [], origins: [{ origin: base, localStorage: [{ name: 'hvac-session', value: JSON.stringify({ state: sessions[who], version: 0 }) }] }] };
  return browser.newContext({ ...CONTEXT_OPTIONS, storageState, ...(viewport ? { viewport } : {}) });
}

async function audit(page: Page, url: string, lng: string): Promise<AxeViolation[]> {
  await page.goto(`${base}${url}${url.includes('?') ? '&' : '?'}lng=${lng}`);
  if (url === '/request-quote') {
    // The route opens the booking dialog over the home page: audit the dialog, then the page under it.
    await page.getByRole('dialog').waitFor();
    const inDialog = await seriousViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    if (inDialog.length) return inDialog;
  }
  await waitForSettledPage(page);
  // Still where it was sent: a guard that bounced to /login would otherwise audit the login page instead.
  // A public page in Spanish or Persian has its own address (docs/domains/public-site.md#languages).
  const asked = new URL(url, base).pathname;
  const wanted = new URL(isPublicPage(asked) ? withLanguage(asked, lng) : asked, base);
  const shown = new URL(page.url());
  if (shown.pathname !== wanted.pathname) throw new Error(`${url} went to ${shown.pathname}`);
  expect(await documentLanguage(page)).toEqual([lng, lng === 'fa' ? 'rtl' : 'ltr']);
  return seriousViolations(page);
}

it('audits every route the remotes declare, and nothing that is not one', () => {
  expect(Object.keys(ROUTES).sort()).toEqual(declaredRoutes());
});

describe('accessibility (axe-core): no serious or critical violation', () => {
  let fixtures: Fixtures;
  let sessions: Record<Exclude<Who, 'visitor'>, { token: string; user: unknown }>;

  beforeAll(async () => {
    sessions = { admin: await login('admin@example.com'), staff: await login('staff@example.com'), client: await login('client@example.com') };
    const token = sessions.admin.token;
    fixtures = {
      requestId: await firstId(token, '/api/service-requests/admin?page=1&limit=1', (b) => b.data.serviceRequests as unknown as { id: string }[]),
      quoteId: await firstId(token, '/api/quotes?limit=1', (b) => b.data.quotes!),
      estimateId: await firstId(token, '/api/estimates?limit=1', (b) => b.data.estimates!),
      invoiceId: await firstId(token, '/api/invoices?limit=1', (b) => b.data.invoices!),
      clientQuoteId: await firstId(sessions.client.token, '/api/quotes?limit=1', (b) => b.data.quotes!),
      clientEstimateId: await firstId(sessions.client.token, '/api/estimates?limit=1', (b) => b.data.estimates!),
      clientInvoiceId: await firstId(sessions.client.token, '/api/invoices?limit=1', (b) => b.data.invoices!),
      expenseId: await firstId(token, '/api/expenses?limit=1', (b) => b.data.expenses!),
      itemId: await firstId(token, '/api/inventory?page=1', (b) => b.data.items!),
    };
  });

  for (const lng of LANGUAGES) {
    it(`${lng}: every route, the 404 pages, the open mobile menu and the open back-office drawer`, async () => {
      const failures: Record<string, AxeViolation[] | string> = {};
      for (const who of ['visitor', 'client', 'staff', 'admin'] as const) {
        const context = await contextFor(who, sessions);
        try {
          const page = await context.newPage();
          const pages = [
            ...Object.entries(ROUTES)
              .filter(([, r]) => r.who === who)
              .map(([pattern, r]) => ({ name: pattern, url: r.url(fixtures) })),
            ...STATES.filter((s) => s.who === who),
          ];
          for (const { name, url } of pages) {
            try {
              const violations = await audit(page, url, lng);
              if (name.startsWith('the 404') && (await page.locator('main .not-found').count()) === 0) throw new Error('the 404 page is not shown');
              if (violations.length) failures[name] = violations;
            } catch (err) {
              failures[name] = `not audited: ${(err as Error).message.split('\n')[0]}`;
            }
          }
        } finally {
          await context.close();
        }
      }

      const phone = await contextFor('visitor', sessions, { width: 390, height: 844 });
      try {
        const page = await phone.newPage();
        await page.goto(`${base}/?lng=${lng}`);
        await waitForSettledPage(page);
        await page.locator('.mobile-menu-toggle').click();
        await page.locator('#mobile-menu-panel').waitFor();
        const violations = await seriousViolations(page);
        if (violations.length) failures['the open mobile menu'] = violations;
      } finally {
        await phone.close();
      }

      // The back-office frame's navigation, open as the drawer of a phone's width.
      const drawer = await contextFor('admin', sessions, { width: 390, height: 844 });
      try {
        const page = await drawer.newPage();
        await page.goto(`${base}/admin/dashboard?lng=${lng}`);
        await waitForSettledPage(page);
        await page.locator('.bo-nav-toggle').click();
        await page.locator('nav#bo-nav[data-open="true"]').waitFor();
        const violations = await seriousViolations(page);
        if (violations.length) failures['the open back-office drawer'] = violations;
      } finally {
        await drawer.close();
      }
      expect(failures).toEqual({});
    }, 480_000);
  }
});
