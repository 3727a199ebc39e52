/**
 * What every browser journey shares: Debian's Chromium with the flags of ARCHITECTURE §7, and axe-core
 * run inside the page. Each test file starts its own stack, so files stay independent.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Never a downloaded browser: the system's Chromium. */
export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

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
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/** The violations a page must not have: serious or critical ones. */
export const seriousViolations = async (page: Page): Promise<AxeViolation[]> =>
  (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** <html lang> and <html dir> as the language switch left them. */
export const documentLanguage = (page: Page): Promise<[string, string]> =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir] as [string, string]);
