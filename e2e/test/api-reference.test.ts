/**
 * Issue 29 item 6 through the real gateway and Chromium: `/api/docs` is a reference people can read,
 * drawn from the platform's own files under its CSP; tools read the merged JSON at /api/docs/openapi.json.
 */
import type { Page } from 'playwright-core';
import type { Stack } from '@hvac/infra';
import { useJourney } from './support/journey';

let page: Page;
let base: string;

useJourney({ mode: 'test', apps: ['svc-identity', 'gateway'] }, {
  onStart: (stack: Stack) => {
    base = stack.gatewayUrl;
  },
  onPage: (_context, p) => {
    page = p;
  },
});

it('draws the merged API in the browser from the platform alone, with no CSP violation', async () => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const reported: string[] = [];
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && reported.push(message.text()));
  // Chromium also logs a refused resource, but the event names each violation even when nothing is logged.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
  );

  await page.goto(`${base}/api/docs`);
  await page.getByRole('heading', { name: /HVAC platform API/ }).waitFor({ timeout: 20_000 });
  // svc-identity's GET /api/users/me, by its summary; opening it shows its answers.
  const operation = page.getByText('The signed-in user', { exact: true });
  await operation.waitFor();
  await operation.click();
  await page.getByRole('heading', { name: 'Responses' }).first().waitFor();
  await page.waitForLoadState('networkidle');

  expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== base)).toEqual([]);
  expect(requested).toContain(`${base}/api/docs/openapi.json`);
  expect(reported).toEqual([]);
});

it('answers /api/docs/openapi.json with the merged document for tools', async () => {
  const res = await fetch(`${base}/api/docs/openapi.json`);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const doc = (await res.json()) as { info: { title: string }; paths: Record<string, { get?: { summary?: string } }> };
  expect(doc.info.title).toBe('HVAC platform API');
  expect(doc.paths['/api/users/me']?.get?.summary).toBe('The signed-in user');
});
