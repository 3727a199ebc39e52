/**
 * Issue 27, item 18: on Persian pages every number the site writes is in Persian digits, and free text
 * (what someone typed: an address, an item's description, a name) keeps its own direction and digits
 * (docs/architecture.md#frontend-conventions). The scan reads every visible text of a page, leaving out
 * free text (marked dir="auto" by libs/ui's FreeText), and reports any Latin digit.
 */
import type { Page } from 'playwright-core';
import type { InventoryItem } from '@hvac/contracts/inventory';
import { waitForSettledPage } from './support/browser';
import { call, logIn, signIn } from './support/billing';
import { dayFromNow } from './booking-steps';
import { useJourney } from './support/journey';
import { PUBLIC_PAGES, openPublicPage } from './support/public-pages';

let page: Page;
let base: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'svc-inventory', 'gateway'] }, {
  onStart: (s) => {
    base = s.gatewayUrl;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

/** The visible texts under `root` that hold a Latin digit outside free text (an element with dir="auto"). */
const latinDigits = (root = 'body'): Promise<string[]> =>
  page.evaluate((selector) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.querySelector(selector)!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!/[0-9]/.test(node.textContent!) || parent.closest('[dir="auto"], script, style, noscript, title, option')) continue;
      if (parent.checkVisibility({ visibilityProperty: true }) && parent.getClientRects().length > 0) found.push(node.textContent!.trim());
    }
    return found;
  }, root);

/** Whether the element holding exactly `text` is laid out left to right. */
const readsLeftToRight = (text: string): Promise<boolean> =>
  page.evaluate((wanted) => {
    const holder = Array.from(document.querySelectorAll('main *, [role="dialog"] *')).find((el) => el.textContent === wanted && el.children.length === 0);
    if (!holder) throw new Error(`no element holds ${wanted}`);
    return holder.matches(':dir(ltr)');
  }, text);

describe('Persian pages write their numbers in Persian digits', () => {
  it('every public page, header, banner and footer included', async () => {
    const found: Record<string, string[]> = {};
    for (const route of PUBLIC_PAGES) {
      await openPublicPage(page, base, route, 'fa');
      const latin = await latinDigits();
      if (latin.length > 0) found[route] = latin;
    }
    expect(found).toEqual({});
  }, 180_000);

  it('the booking dialog’s step counter', async () => {
    await page.goto(`${base}/?lng=fa`);
    await page.getByRole('main').getByRole('button', { name: 'رزرو خدمات' }).first().click();
    await page.locator('#booking-serviceType').waitFor();
    expect(await latinDigits('[role="dialog"]')).toEqual([]);
  }, 30_000);
});

describe('free text keeps its own direction on Persian pages', () => {
  it('the booking review and the thank-you view show a Latin address as it was typed', async () => {
    const address = '123 Main St, Houston, 77002';
    await page.goto(`${base}/request-quote?service=iaq-consultation&lng=fa`);
    await page.locator('#booking-serviceType').waitFor();
    const next = () => page.getByRole('dialog').getByRole('button', { name: 'بعدی', exact: true }).click();
    await next();
    await next();
    await page.locator('#booking-fullName').fill('Dana Whitfield');
    await page.locator('#booking-phone').fill('7135550150');
    await page.locator('#booking-email').fill(`dana.${Date.now()}@example.com`);
    await page.locator('#booking-streetAddress').fill('123 Main St');
    await page.locator('#booking-zipCode').fill('77002');
    await next();
    await page.locator('#booking-preferredDate1').fill(dayFromNow(3));
    await page.locator('#booking-preferredTime1').selectOption({ index: 1 });
    await next();
    await page.getByRole('dialog').getByText(address, { exact: true }).waitFor();
    expect(await readsLeftToRight(address)).toBe(true);
    expect(await readsLeftToRight('Dana Whitfield')).toBe(true);

    await page.getByRole('dialog').getByRole('button', { name: 'تأیید و درخواست سرویس' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'تمام' }).waitFor({ timeout: 15_000 });
    expect(await readsLeftToRight(address)).toBe(true);
  }, 60_000);

  it('an English inventory description, its notes and name stay in order on the Persian item page', async () => {
    const manager = await signIn(base, 'manager@example.com');
    const description = `3/8" copper line set, 25 ft ${Date.now()}`;
    const item = (
      await call<{ data: { item: InventoryItem } }>(base, manager, 'POST', 'inventory', 201, {
        name: `Line set ${Date.now()}`,
        sku: `RTL-${Date.now()}`,
        category: 'Electrical',
        currentQuantity: 4,
        unit: 'piece',
        description,
        notes: 'Keep 2 in the van',
      })
    ).data.item;

    await logIn(page, base, 'manager@example.com', 'fa');
    await page.goto(`${base}/admin/inventory/${item.id}`);
    await page.locator('p', { hasText: description }).waitFor();
    expect(await readsLeftToRight(description)).toBe(true);
    expect(await readsLeftToRight('Keep 2 in the van')).toBe(true);
    expect(await readsLeftToRight(item.name)).toBe(true);
  }, 60_000);
});

describe('breadcrumbs point the way the page reads', () => {
  it.each([
    ['en', '">"'],
    ['fa', '"<"'],
  ])('%s: the separator is %s, drawn left to right so nothing mirrors it back', async (lng, separator) => {
    await page.goto(`${base}/services/heating?lng=${lng}`);
    await waitForSettledPage(page);
    const drawn = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.pub-breadcrumb li + li'), (crumb) => {
        const style = getComputedStyle(crumb, '::before');
        return [style.content, style.direction, style.unicodeBidi];
      }),
    );
    expect(drawn).toEqual([
      [separator, 'ltr', 'isolate'],
      [separator, 'ltr', 'isolate'],
    ]);
  }, 30_000);
});
