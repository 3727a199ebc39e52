/**
 * Issue 28, item 5 (and issue 11, item 3 before it): every back-office list, as the admin sees it, on a
 * phone (390 px), a tablet (768 px) and a desktop (1280 px), and the lists of one's own (a technician's
 * expenses, a client's documents) on the phone. On the phone each record is a card with its number,
 * party, status and amount in view and its actions in reach, and no page scrolls sideways, in English and
 * Persian; from 640 px it is a table whose first column stays in view while its frame scrolls; at 1280 px
 * each list fits, no number, date or amount wraps and each row's actions sit on one line. The demo stack
 * seeds every list.
 */
import type { Page } from 'playwright-core';
import { formatUsd, parseCents } from '@hvac/contracts';
import type { InvoiceListResponse } from '@hvac/contracts/billing';
import { billingTexts, call, logIn, signIn, type Language } from './support/billing';
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

/** The places of a card (libs/ui/src/list): each shows one column's value. */
type Place = 'title' | 'party' | 'status' | 'amount' | 'action';
const EVERY_PLACE: Place[] = ['title', 'party', 'status', 'amount', 'action'];

interface ListScreen {
  path: string;
  /** What the list's card shows; a list without amounts (users) has no amount. */
  places: Place[];
  /** The headers of the columns that must not wrap at 1280 px: numbers, dates, amounts. */
  oneLine: string[];
}

const LISTS: ListScreen[] = [
  { path: '/admin/invoices', places: EVERY_PLACE, oneLine: ['Invoice Number', 'Invoice Date', 'Due Date', 'Total'] },
  { path: '/admin/quotes', places: EVERY_PLACE, oneLine: ['Quote Number', 'Quote Date', 'Expiry Date', 'Total'] },
  { path: '/admin/estimates', places: EVERY_PLACE, oneLine: ['Estimate Number', 'Estimate Date', 'Expiry Date', 'Total'] },
  { path: '/admin/expenses', places: EVERY_PLACE, oneLine: ['Expense #', 'Date', 'Amount'] },
  { path: '/admin/inventory', places: ['title', 'status', 'amount', 'action'], oneLine: ['SKU/Barcode', 'Quantity', 'Price'] },
  { path: '/admin/service-requests', places: ['title', 'party', 'status', 'action'], oneLine: ['ID', 'Created'] },
  // The contact's name, the card's title, is the link to the request.
  { path: '/admin/service-requests-management', places: ['title', 'party', 'status'], oneLine: ['Created'] },
  { path: '/admin/users', places: ['title', 'party', 'status', 'action'], oneLine: ['Phone'] },
];

const pageWidth = () => page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, viewport: window.innerWidth }));

/** The first card's places as the reader sees them: on screen, uncovered, inside the viewport's width. */
const firstCard = (places: Place[]) =>
  page.evaluate((names) => {
    const card = document.querySelector('main .list-card')!;
    const shown = (el: Element) => {
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return r.width > 0 && r.left >= 0 && r.right <= window.innerWidth && top !== null && (el.contains(top) || top.contains(el));
    };
    return Object.fromEntries(
      names.map((name) => {
        const value = card.querySelector(`.list-card-${name} > dd`);
        // An action counts when every control it holds can be reached.
        const targets = name === 'action' ? Array.from(value?.querySelectorAll('a, button') ?? []) : value ? [value] : [];
        return [name, targets.length > 0 && targets.every(shown)];
      }),
    );
  }, places);

async function openCards(path: string, lng: Language): Promise<void> {
  await page.goto(`${base}${path}?lng=${lng}`);
  await page.locator('main .list-card').first().waitFor();
}

async function openTable(path: string): Promise<void> {
  await page.goto(`${base}${path}`);
  // Rows with cells, not the one-cell empty or loading state.
  await page.locator('main tbody tr td:nth-child(2)').first().waitFor();
}

interface Box {
  start: number;
  end: number;
}

/** Scrolls the table's frame to its far end (the left in Persian) and measures the frame and its first row's end cells. */
const scrolledFrame = () =>
  page.evaluate(() => {
    const frame = document.querySelector<HTMLElement>('main .table-wrap')!;
    const row = frame.querySelector('tbody tr')!;
    window.scrollTo(0, row.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2);
    const rtl = getComputedStyle(frame).direction === 'rtl';
    frame.scrollLeft = rtl ? -frame.scrollWidth : frame.scrollWidth;
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { start: r.left, end: r.right };
    };
    const onTop = (cell: Element) => {
      const r = cell.getBoundingClientRect();
      return cell.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    };
    return {
      viewport: window.innerWidth,
      overflows: frame.scrollWidth > frame.clientWidth,
      frame: box(frame),
      first: box(row.firstElementChild!),
      last: box(row.lastElementChild!),
      firstOnTop: onTop(row.firstElementChild!),
      lastOnTop: onTop(row.lastElementChild!),
    };
  });

const inside = (cell: Box, frame: Box) => cell.start >= frame.start - 1 && cell.end <= frame.end + 1;

/** What a table promises at any width, by name, so a failure says which list broke which promise. */
async function tableVerdict() {
  const layout = await scrolledFrame();
  return {
    frameScrolls: layout.overflows,
    frameOnPage: layout.frame.start >= 0 && layout.frame.end <= layout.viewport,
    lastColumnReached: inside(layout.last, layout.frame) && layout.lastOnTop,
    firstColumnInView: inside(layout.first, layout.frame) && layout.firstOnTop,
  };
}

/**
 * The cells of the named columns (first ten rows) whose text runs over more than one line, and the rows
 * whose actions do not share one line. Each text of a cell is measured on its own: a SKU with its barcode
 * under it is two texts of one line each.
 */
const wrapped = (headers: string[]) =>
  page.evaluate((names) => {
    const table = document.querySelector('main table')!;
    const titles = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent!.trim());
    const rows = Array.from(table.querySelectorAll('tbody tr')).slice(0, 10);
    const lines = (cell: Element) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      let most = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        most = Math.max(most, new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size);
      }
      return most;
    };
    const cells = names.flatMap((name) => {
      const column = titles.indexOf(name);
      if (column < 0) return [`no column ${name}`];
      return rows.map((row) => row.children[column]!).filter((cell) => lines(cell) > 1).map((cell) => `${name}: ${cell.textContent}`);
    });
    // Controls on one line overlap vertically: the lowest top is above the highest bottom.
    const actions = titles.indexOf('Actions');
    const split = actions < 0 ? [] : rows.filter((row) => {
      const boxes = Array.from(row.children[actions]!.querySelectorAll('a, button')).map((el) => el.getBoundingClientRect());
      return Math.max(...boxes.map((b) => b.top)) >= Math.min(...boxes.map((b) => b.bottom));
    });
    return { cells, splitActions: split.map((row) => row.children[0]!.textContent) };
  }, headers);

/** The lists of one's own: a technician's expenses and a client's quotes and invoices. */
const OWN_LISTS = [
  { email: 'staff@example.com', path: '/admin/expenses/mine' },
  { email: 'client@example.com', path: '/my-quotes-and-invoices' },
];

describe('lists of one’s own', () => {
  for (const lng of ['en', 'fa'] as const) {
    it(`390 px, ${lng}: cards with number, status and amount in view and actions in reach; no page scrolls sideways`, async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const { email, path } of OWN_LISTS) {
        // Signed out first: the second login is another person's.
        await page.goto(base);
        await page.evaluate(() => localStorage.clear());
        await logIn(page, base, email, lng);
        await openCards(path, lng);
        const width = await pageWidth();
        expect({ path, sideways: width.page > width.viewport, ...(await firstCard(['title', 'status', 'amount', 'action'])) }).toEqual({
          path,
          sideways: false,
          title: true,
          status: true,
          amount: true,
          action: true,
        });
      }
    }, 60_000);
  }
});

describe('back-office lists', () => {
  beforeEach(async () => {
    await logIn(page, base, 'admin@example.com', 'en');
  });

  for (const lng of ['en', 'fa'] as const) {
    it(`390 px, ${lng}: each list is cards with number, party, status and amount in view and actions in reach; no page scrolls sideways`, async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const { path, places } of LISTS) {
        await openCards(path, lng);
        const width = await pageWidth();
        const tables = await page.locator('main table').count();
        expect({ path, tables, sideways: width.page > width.viewport, ...(await firstCard(places)) }).toEqual({
          path,
          tables: 0,
          sideways: false,
          ...Object.fromEntries(places.map((p) => [p, true])),
        });
      }
    }, 120_000);
  }

  for (const lng of ['en', 'fa'] as const) {
    it(`390 px, ${lng}: the first invoice's status and amount read as the server has them`, async () => {
      const admin = await signIn(base, 'admin@example.com');
      const { data } = await call<InvoiceListResponse>(base, admin, 'GET', 'invoices', 200);
      const first = data.invoices[0]!;
      const statuses = billingTexts<{ status: { invoice: Record<string, string> } }>(lng).status.invoice;
      await page.setViewportSize({ width: 390, height: 844 });
      await openCards('/admin/invoices', lng);
      // Read by the headers a screen reader hears, as the reader would look for them.
      const headers = billingTexts<{ common: { status: string; total: string } }>(lng).common;
      const card = page.locator('main li').first();
      const value = (header: string) => card.locator('dl > div', { has: page.locator('dt', { hasText: header }) }).locator('dd');
      expect([await value(headers.status).innerText(), await value(headers.total).innerText()]).toEqual([
        statuses[first.status],
        formatUsd(parseCents(first.totalAmount)!),
      ]);
      expect(await firstCard(['status', 'amount'])).toEqual({ status: true, amount: true });
    }, 60_000);
  }

  it('768 px: each list is a table in its frame, the first column kept in view as the frame scrolls', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    for (const { path } of LISTS) {
      await openTable(path);
      const width = await pageWidth();
      expect({ path, sideways: width.page > width.viewport, ...(await tableVerdict()) }).toEqual({
        path,
        sideways: false,
        // Most lists are wider than 768 px; the frame scrolls, never the page.
        frameScrolls: expect.any(Boolean),
        frameOnPage: true,
        lastColumnReached: true,
        firstColumnInView: true,
      });
    }
  }, 120_000);

  it('1280 px: each list fits its frame, no number, date or amount wraps and each row’s actions sit on one line', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const { path, oneLine } of LISTS) {
      await openTable(path);
      const width = await pageWidth();
      expect({ path, sideways: width.page > width.viewport, ...(await wrapped(oneLine)), ...(await tableVerdict()) }).toEqual({
        path,
        sideways: false,
        cells: [],
        splitActions: [],
        frameScrolls: false,
        frameOnPage: true,
        lastColumnReached: true,
        firstColumnInView: true,
      });
    }
  }, 120_000);
});
