/**
 * Two ways a back-office page meets a failure with nothing to say, through the whole system (issue 27,
 * items 7 and 8): an address whose id is not an id reads as the record's not-found state, as an unknown id
 * does (docs/architecture.md#routes-and-errors), and a call the server answers 500 with `{}` shows the
 * screen's own fallback, never a status number (docs/architecture.md#frontend-conventions). The silent
 * answer is the server's, simulated with page.route; everything else is the real stack.
 */
import type { Page } from 'playwright-core';
import { logIn } from './support/billing';
import { useJourney } from './support/journey';

let page: Page;
let base: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-billing', 'svc-finance', 'gateway'] }, {
  onStart: (s) => {
    base = s.gatewayUrl;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

const alertText = () => page.getByRole('alert').first().textContent({ timeout: 15_000 });

it('shows the not-found state for a malformed id in a quote, estimate, invoice and expense address', async () => {
  await logIn(page, base, 'manager@example.com', 'en');
  for (const [path, words] of [
    ['/admin/quotes/view/not-a-uuid', 'Quote not found.'],
    ['/admin/estimates/view/not-a-uuid', 'Estimate not found.'],
    ['/admin/invoices/view/not-a-uuid', 'Invoice not found.'],
  ] as const) {
    await page.goto(`${base}${path}`);
    expect([path, await alertText()]).toEqual([path, `Error${words}`]);
  }
  await page.goto(`${base}/admin/expenses/not-a-uuid`);
  await page.getByRole('heading', { name: 'Expense Not Found' }).waitFor({ timeout: 15_000 });
  expect(await page.getByText('must match format').count()).toBe(0);
}, 90_000);

it('reads Estimate not found. in Persian too', async () => {
  await logIn(page, base, 'manager@example.com', 'fa');
  await page.goto(`${base}/admin/estimates/view/not-a-uuid`);
  expect(await alertText()).toContain('برآورد پیدا نشد.');
}, 60_000);

it('says Failed to fetch quotes when svc-billing answers the list 500 with {}', async () => {
  await logIn(page, base, 'staff@example.com', 'en');
  await page.route(/\/api\/quotes(\?|$)/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.goto(`${base}/admin/quotes`);
  expect(await alertText()).toBe('ErrorFailed to fetch quotes');
}, 60_000);
