/**
 * Issue 30, item 2 (docs/domains/public-site.md#languages): a reader switches language on a service page
 * and lands on the same page's Spanish and Persian URLs, in that language from the first paint, and books
 * through the dialog from there as from the English page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@hvac/contracts';
import es from '../../mf-public/src/services/content/es';
import fa from '../../mf-public/src/services/content/fa';
import { apiLogin, dayFromNow, findRequests, uniqueName } from './booking-steps';
import { documentLanguage } from './support/browser';
import { useJourney } from './support/journey';

let page: Page;
let base: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'gateway'] }, {
  onStart: (s) => {
    base = s.gatewayUrl;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

interface BookingTexts {
  nav: { next: string; confirm: string };
  thanks: { done: string };
}
const booking = JSON.parse(readFileSync(path.join(__dirname, '../../mf-public/src/booking/i18n/fa.json'), 'utf8')) as BookingTexts;

const SLUG = 'air-conditioning';
const pathOf = () => new URL(page.url()).pathname;

async function choose(language: string): Promise<void> {
  await page.locator('.language-selector .dropdown-toggle').click();
  await page.locator('#language-list').getByRole('button', { name: language }).click();
}

describe('one URL per language', () => {
  it('the selector moves a service page to /es/ and /fa/, and the Persian page books as the English one does', async () => {
    await page.goto(`${base}/services/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: 'Air Conditioning Services' }).waitFor();

    await choose('Español');
    await page.waitForURL(`${base}/es/services/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: es[SLUG].title }).waitFor();
    expect(await documentLanguage(page)).toEqual(['es', 'ltr']);

    await choose('فارسی');
    await page.waitForURL(`${base}/fa/services/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: fa[SLUG].title }).waitFor();
    expect(await documentLanguage(page)).toEqual(['fa', 'rtl']);

    // A reload keeps the language: the address carries it.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: fa[SLUG].title }).waitFor();
    expect(pathOf()).toBe(`/fa/services/${SLUG}`);

    const name = uniqueName('Shirin Lang');
    await page.getByRole('main').getByRole('link', { name: fa[SLUG].primaryCtaText }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(pathOf()).toBe('/fa/request-quote');
    await page.locator('#booking-serviceType').selectOption('AC Repair');
    await page.locator('#booking-description').fill('Upstairs unit');
    const next = () => dialog.getByRole('button', { name: booking.nav.next, exact: true }).click();
    await next();
    await page.getByLabel(/.+/).first().waitFor();
    await page.locator('#booking-systemAge').waitFor();
    await dialog.locator('input[type=checkbox]').first().check();
    await page.locator('#booking-systemAge').selectOption('6-10 years');
    await page.locator('#booking-systemType').selectOption('Heat Pump');
    await next();
    await page.locator('#booking-fullName').fill(name);
    await page.locator('#booking-phone').fill('(713) 555-0142');
    await page.locator('#booking-email').fill(`${name.replace(/\W+/g, '.').toLowerCase()}@example.com`);
    await page.locator('#booking-streetAddress').fill('4120 Westheimer Rd');
    await page.locator('#booking-zipCode').fill('77027');
    await next();
    await page.locator('#booking-preferredDate1').fill(dayFromNow(3));
    await page.locator('#booking-preferredTime1').selectOption('Morning (8 AM - 12 PM)');
    await next();
    await dialog.getByRole('button', { name: booking.nav.confirm }).click();
    await dialog.getByRole('button', { name: booking.thanks.done }).click();
    await dialog.waitFor({ state: 'detached' });

    const manager = await apiLogin(base, 'manager@example.com', DEMO_PASSWORD);
    const [row] = await findRequests(base, manager.token, name);
    expect(row).toMatchObject({ status: 'pending', contactFullName: name, serviceType: 'AC Repair' });
  });
});
