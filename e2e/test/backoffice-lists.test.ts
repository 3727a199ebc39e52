/**
 * Issue 11, item 3: a back-office table uses the width the screen has and, when it is wider still,
 * scrolls inside its own frame with the first column kept in view; nothing ever runs off the page.
 * The demo stack seeds the users and the service requests these screens list.
 */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@hvac/contracts';
import { logInThroughScreen } from './booking-steps';
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

const SCREENS = ['/admin/service-requests', '/admin/service-requests-management', '/admin/users'];
/** The widest a back-office page grows (--backoffice-width, 90rem). */
const PAGE_MAX = 1440;

interface Box {
  start: number;
  end: number;
}

interface TableLayout {
  viewport: number;
  pageWidth: number;
  frame: Box;
  overflows: boolean;
  /** The first and last cells of the first row, after the frame was scrolled as far as it goes. */
  first: Box;
  last: Box;
  /** Whether each of those cells is what the reader sees at its centre (nothing covers it). */
  firstOnTop: boolean;
  lastOnTop: boolean;
}

/** Scrolls the frame to its far end (the left in Persian) and measures the table, the frame and the page. */
const measure = (): Promise<TableLayout> =>
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
    const first = row.firstElementChild!;
    const last = row.lastElementChild!;
    return {
      viewport: window.innerWidth,
      pageWidth: document.scrollingElement!.scrollWidth,
      frame: box(frame),
      overflows: frame.scrollWidth > frame.clientWidth,
      first: box(first),
      last: box(last),
      firstOnTop: onTop(first),
      lastOnTop: onTop(last),
    };
  });

const inside = (cell: Box, frame: Box) => cell.start >= frame.start - 1 && cell.end <= frame.end + 1;

async function openScreen(path: string): Promise<TableLayout> {
  await page.goto(`${base}${path}`);
  // Rows with cells, not the one-cell empty or loading state.
  await page.locator('main tbody tr td:nth-child(2)').first().waitFor();
  return measure();
}

/** What the issue asks of every table, by name, so a failure says which screen broke which promise. */
const verdict = (layout: TableLayout) => ({
  pageFitsViewport: layout.pageWidth <= layout.viewport,
  frameOnPage: layout.frame.start >= 0 && layout.frame.end <= layout.viewport,
  frameUsesWidth: layout.frame.end - layout.frame.start >= 0.9 * Math.min(layout.viewport, PAGE_MAX),
  lastColumnReached: inside(layout.last, layout.frame) && layout.lastOnTop,
  firstColumnInView: inside(layout.first, layout.frame) && layout.firstOnTop,
});
const KEPT = { pageFitsViewport: true, frameOnPage: true, frameUsesWidth: true, lastColumnReached: true, firstColumnInView: true };

describe('back-office tables', () => {
  beforeEach(async () => {
    await logInThroughScreen(page, base, 'admin@example.com', DEMO_PASSWORD);
  });

  it('390 px: each table scrolls in its frame to the last column, the first column staying in view', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of SCREENS) {
      const layout = await openScreen(path);
      expect({ path, overflows: layout.overflows, ...verdict(layout) }).toEqual({ path, overflows: true, ...KEPT });
    }
  }, 60_000);

  for (const width of [1280, 1920]) {
    it(`${width} px: each table uses the page's width and shows its last and first columns`, async () => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of SCREENS) {
        const layout = await openScreen(path);
        expect({ path, ...verdict(layout) }).toEqual({ path, ...KEPT });
      }
    }, 60_000);
  }

  it('Persian at 390 px: the frame scrolls to the left, the first column stays on the right', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const layout = await openScreen('/admin/service-requests?lng=fa');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(layout.first.start).toBeGreaterThan(layout.last.start);
    expect({ overflows: layout.overflows, ...verdict(layout) }).toEqual({ overflows: true, ...KEPT });
  }, 60_000);
});
