/// <reference lib="dom" />
// Code of this folder also runs inside the page (these observers, web.ts's readiness check), so it is
// checked against the browser's types as well as Node's.
/**
 * Largest contentful paint and cumulative layout shift as the page itself reports them. The
 * observers are installed before any of the page's scripts run, so no entry is missed.
 */

export interface LayoutShift {
  /** startTime in ms since navigation. */
  time: number;
  value: number;
}

export interface PageVitals {
  /** startTime of the last 'largest-contentful-paint' entry, ms since navigation; null when none came. */
  lcp: number | null;
  /** The element of that entry, e.g. `img.service-hero` or `h1`. */
  lcpElement: string;
  shifts: LayoutShift[];
}

export const VITALS_GLOBAL = '__hvacBenchVitals';

/** Runs in the page (addInitScript); plain JavaScript, nothing from outside its own body. */
export function installVitalsObservers(globalName: string): void {
  const vitals: PageVitals = { lcp: null, lcpElement: '', shifts: [] };
  (window as unknown as Record<string, PageVitals>)[globalName] = vitals;
  const describe = (node: Element | null | undefined): string => {
    if (!node) return '';
    const classes = typeof node.className === 'string' ? node.className.trim().split(/\s+/).filter(Boolean).slice(0, 2) : [];
    return [node.tagName.toLowerCase(), ...classes].join('.');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      vitals.lcp = entry.startTime;
      vitals.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) vitals.shifts.push({ time: entry.startTime, value: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const SESSION_GAP_MS = 1000;
const SESSION_MAX_MS = 5000;

/**
 * CLS as Chrome defines it: shifts are grouped into session windows (a new window after a 1 s gap
 * or once a window spans 5 s) and the score is the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: LayoutShift[]): number {
  let largest = 0;
  let sum = 0;
  let first = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.time - b.time)) {
    if (shift.time - previous > SESSION_GAP_MS || shift.time - first > SESSION_MAX_MS) {
      sum = 0;
      first = shift.time;
    }
    sum += shift.value;
    previous = shift.time;
    largest = Math.max(largest, sum);
  }
  return largest;
}
