/**
 * What every browser journey shares: Debian's Chromium with the flags of docs/architecture.md#tests, and axe-core
 * run inside the page. Each test file starts its own stack, so files stay independent.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { BUSINESS_TIME_ZONE } from '@hvac/contracts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Every journey's browser: English, and in the company's time zone, so the calendar a visitor sees is
 * the one the server judges dates by, whatever zone the machine running the tests is in.
 */
export const CONTEXT_OPTIONS: BrowserContextOptions = { locale: 'en-US', timezoneId: BUSINESS_TIME_ZONE };

export interface LaunchOptions {
  /** A Y4M or MJPEG file Chromium plays as the camera, every camera request granted (the inventory scanner's journey). */
  fakeCamera?: string;
}

/** Never a downloaded browser: the system's Chromium. */
export const launchChromium = ({ fakeCamera }: LaunchOptions = {}): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      ...(fakeCamera ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${fakeCamera}`] : []),
    ],
  });

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/** axe-core's violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the gateway's CSP (rightly) refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: { iframes: boolean }) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    // Cross-origin frames (the contact page's map) cannot be audited from here and would only stall the run.
    const result = await axe.run(document, { iframes: false });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/** The violations a page must not have: serious or critical ones. */
export const seriousViolations = async (page: Page): Promise<AxeViolation[]> =>
  (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** <html lang> and <html dir> as the language switch left them. */
export const documentLanguage = (page: Page): Promise<[string, string]> =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir] as [string, string]);

/** Waits until the page in <main> has its heading and no loading indicator (lazy chunks, simulated delays, API calls). */
export async function waitForSettledPage(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => document.querySelector('main h1') !== null && document.querySelector('main .spinner') === null, undefined, { timeout });
}

/**
 * Measures, on the page's own clock, how long a text stays on screen before another one appears (a
 * loading state and what replaces it). Call before navigating; read with `shownFor`.
 */
export async function watchStates(page: Page, loading: string, loaded: string): Promise<void> {
  await page.addInitScript(
    ([first, second]) => {
      const w = window as unknown as { stateTimes?: { shown?: number; replaced?: number } };
      w.stateTimes = {};
      new MutationObserver(() => {
        const text = document.body?.textContent ?? '';
        const times = w.stateTimes!;
        if (times.shown === undefined && text.includes(first)) times.shown = performance.now();
        if (times.shown !== undefined && times.replaced === undefined && text.includes(second)) times.replaced = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    [loading, loaded] as const,
  );
}

/** Milliseconds between the loading text's first appearance and its replacement (waits for both). */
export async function shownFor(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => {
    const times = (window as unknown as { stateTimes?: { shown?: number; replaced?: number } }).stateTimes;
    return times?.shown !== undefined && times.replaced !== undefined ? times.replaced - times.shown : null;
  });
  return (await handle.jsonValue()) as number;
}
