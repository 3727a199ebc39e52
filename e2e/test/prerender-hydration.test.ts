/**
 * A prerendered page is adopted, not drawn again (docs/domains/public-site.md#prerendered-pages): React
 * hydrates the captured HTML, so the heading and hero a slow phone painted first are the very elements on
 * screen once the scripts ran (its largest paint is not repeated), without a hydration error, and the page
 * then works: the reader's own session appears, a question opens, the booking dialog opens. Fails when a
 * capture stops writing the marks hydration needs (a React release renaming its fibers, say) or a page's
 * first render stops matching its capture.
 */
import { DEMO_PASSWORD, PUBLIC_ROUTES } from '@hvac/contracts';
import { startStack, type Stack } from '@hvac/infra';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CONTEXT_OPTIONS, launchChromium, waitForSettledPage } from './support/browser';

const POST = '/blog/heat-pumps-in-houston';
// Every public page in English, and pages of each kind in the other two languages.
const PAGES = [...PUBLIC_ROUTES, POST, '/es/services/heating', '/es/contact', `/fa${POST}`, '/fa/', '/fa/request-quote'];

let stack: Stack;
let browser: Browser;
let client: { token: string; user: unknown };

beforeAll(async () => {
  stack = await startStack({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'gateway'] });
  expect((await stack.prerender()).failed).toEqual([]);
  browser = await launchChromium();
  const res = await fetch(`${stack.gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'client@example.com', password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  client = (await res.json()) as { token: string; user: unknown };
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

/** A context with an empty cache, signed in or not (the session as the shell stores it). */
function contextFor(signedIn: boolean): Promise<BrowserContext> {
  const storageState = signedIn
    ? { cookies: [], origins: [{ origin: stack.gatewayUrl, localStorage: [{ name: 'hvac-session', value: JSON.stringify({ state: client, version: 0 }) }] }] }
    : undefined;
  return browser.newContext({ ...CONTEXT_OPTIONS, storageState });
}

interface Opened {
  page: Page;
  errors: string[];
}

/** Opens a prerendered page, keeping the heading the HTML itself carried, before any script ran. */
async function open(context: BrowserContext, path: string): Promise<Opened> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { capturedHeading?: Element | null; prerendered?: boolean };
      w.capturedHeading = document.querySelector('#main h1');
      w.prerendered = document.getElementById('root')?.hasAttribute('data-prerendered') ?? false;
    });
  });
  await page.goto(`${stack.gatewayUrl}${path}`);
  await waitForSettledPage(page);
  return { page, errors };
}

/** The heading painted from the HTML is still the one on screen. */
const sameHeading = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const w = window as unknown as { capturedHeading?: Element | null };
    return w.capturedHeading != null && w.capturedHeading === document.querySelector('#main h1');
  });

describe.each(PAGES)('%s', (path) => {
  it('keeps the captured heading once React has taken the page over, without a hydration error', async () => {
    const context = await contextFor(false);
    try {
      const { page, errors } = await open(context, path);
      expect(await page.evaluate(() => (window as unknown as { prerendered?: boolean }).prerendered)).toBe(true);
      // The visitor's own part of the header is drawn once the page is React's: proof hydration finished.
      await page.locator('.header-session a[href="/login"]').waitFor();
      expect(await sameHeading(page)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a hydrated page works', () => {
  it('opens a service question and the booking dialog on the captured elements', async () => {
    const context = await contextFor(false);
    try {
      const { page, errors } = await open(context, '/services/air-conditioning');
      await page.locator('.header-session a[href="/login"]').waitFor();
      const question = page.getByRole('button', { name: /How long does a new AC installation take\?/ });
      await question.click();
      expect(await question.getAttribute('aria-expanded')).toBe('true');
      const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
      expect(await answer.isVisible()).toBe(true);
      // The hero's booking button: a form to the contact page without scripts, the dialog with them.
      await page.locator('main form button.btn-primary').first().click();
      await page.getByRole('dialog').waitFor();
      expect(await sameHeading(page)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('adopts the page for a signed-in reader too, then shows their account menu', async () => {
    const context = await contextFor(true);
    try {
      const { page, errors } = await open(context, '/');
      await page.locator('.header-session .account-menu').waitFor();
      expect(await sameHeading(page)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
