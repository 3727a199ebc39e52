import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DOCUMENT_MESSAGES } from '@hvac/contracts/billing';
import { HttpError } from '@hvac/service-kit';

export interface PdfEngineOptions {
  executablePath: string;
  /** Pages rendering at once; more requests wait their turn. */
  pages: number;
  /** A render taking longer is abandoned (503). */
  timeoutMs: number;
  log: FastifyBaseLogger;
  /**
   * The one thing a page may load besides itself: files the engine answers from memory by URL (the
   * documents' fonts), sent as cacheable so that a page kept for the next PDF does not load them again.
   */
  localFile?: (url: string) => { body: Buffer; contentType: string } | null;
}

/**
 * Pages idle this long are closed: an open page costs its renderer process, about 100 MB, and the stack
 * must sit under 1 GB at rest (docs/domains/billing.md#documents). The browser stays; a new page costs
 * tens of milliseconds.
 */
const IDLE_PAGE_MS = 2_000;

const unavailable = () => new HttpError(503, DOCUMENT_MESSAGES.renderUnavailable, 'renderUnavailable');
const timedOut = () => new HttpError(503, DOCUMENT_MESSAGES.renderTimedOut, 'renderTimedOut');

/** Chromium's words when the browser went away under a call: the call is retried once on a new browser. */
const BROWSER_GONE = /Target (page, context or browser )?(has been )?closed|Browser has been closed|browser has disconnected/i;

/**
 * PDFs from one long-lived Chromium (docs/domains/billing.md#documents): launched in the background when
 * the service starts, so readiness never waits for it; a few pages reused across requests, the rest
 * queued; a render past its time abandoned and its page thrown away; a browser that died replaced by the
 * next request that needs it. Pages load nothing from the network: a document is its HTML and the files
 * `localFile` answers from memory.
 */
export class PdfEngine {
  /** Passed to Chromium as a harmless switch, so a test (or an operator) can find this engine's process. */
  readonly marker = `--hvac-pdf-engine=${randomUUID()}`;
  private browser: Promise<Browser> | null = null;
  /** The current browser's pages, idle or busy: the pool's size. A page of a browser that died is not counted. */
  private pages = new Set<Page>();
  /** Pages being opened, counted against the pool before they exist so that two requests cannot both take the last place. */
  private opening = 0;
  private idle: Page[] = [];
  private waiting: ((page: Page | Error) => void)[] = [];
  private closed = false;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: PdfEngineOptions) {}

  /** Starts Chromium without waiting for it; a failure is logged and retried on the first render. */
  start(): void {
    this.launch().catch((err: unknown) => this.options.log.error({ err }, 'Chromium could not start; documents will try again'));
  }

  async render(html: string): Promise<Buffer> {
    try {
      return await this.withTimeout(html);
    } catch (err) {
      if (err instanceof Error && BROWSER_GONE.test(err.message) && !this.closed) {
        this.options.log.warn({ err: err.message }, 'Chromium went away during a render; starting another');
        return this.withTimeout(html);
      }
      throw err;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const waiter of this.waiting.splice(0)) waiter(unavailable());
    const browser = this.browser;
    this.browser = null;
    await browser?.then((b) => b.close()).catch(() => undefined);
  }

  private launch(): Promise<Browser> {
    if (this.closed) return Promise.reject(unavailable());
    if (!this.browser) {
      const asRoot = process.getuid?.() === 0;
      const launching = chromium
        .launch({
          executablePath: this.options.executablePath,
          // Chromium's sandbox cannot run as root; anywhere else it stays on.
          chromiumSandbox: !asRoot,
          args: [
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--no-first-run',
            '--mute-audio',
            // Fewer processes at rest, each some 20 MB: the GPU and network services run inside the browser
            // process (nothing here draws with a GPU or fetches). The zygote stays, even without a sandbox:
            // every PDF starts a print compositor process of its own, forked from the zygote in a few
            // milliseconds where without it Chromium is started afresh, some 70 ms of every PDF
            // (docs/domains/billing.md#documents).
            '--in-process-gpu',
            '--enable-features=NetworkServiceInProcess2',
            this.marker,
          ],
        })
        .then((browser) => {
          browser.on('disconnected', () => this.forget(launching));
          return browser;
        });
      launching.catch(() => this.forget(launching));
      this.browser = launching;
    }
    return this.browser;
  }

  /** A browser that went away takes its pages with it; the next render launches another. */
  private forget(browser: Promise<Browser>): void {
    if (this.browser !== browser) return;
    this.browser = null;
    this.idle = [];
    this.pages.clear();
  }

  private async withTimeout(html: string): Promise<Buffer> {
    let timer: NodeJS.Timeout | undefined;
    let page: Page | undefined;
    let abandoned = false;
    const work = (async () => {
      page = await this.acquire();
      if (abandoned) return this.release(page), Buffer.alloc(0);
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({ printBackground: true, preferCSSPageSize: true });
    })();
    // Raced below; once the race is lost its own failure (a page closed under it) is expected and dropped.
    work.catch(() => undefined);
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(timedOut()), this.options.timeoutMs);
    });
    try {
      const pdf = await Promise.race([work, limit]);
      this.release(page!);
      return pdf;
    } catch (err) {
      abandoned = true;
      // A page that timed out or failed may be stuck mid-render: it is closed, not reused.
      if (page) this.discard(page);
      throw err instanceof HttpError || (err instanceof Error && BROWSER_GONE.test(err.message)) ? err : this.failure(err);
    } finally {
      clearTimeout(timer);
    }
  }

  private failure(err: unknown): HttpError {
    this.options.log.error({ err }, 'a document could not be rendered');
    return unavailable();
  }

  private async acquire(): Promise<Page> {
    clearTimeout(this.idleTimer);
    const launching = this.launch();
    const browser = await launching;
    for (let page = this.idle.pop(); page; page = this.idle.pop()) {
      if (!page.isClosed()) return page;
      this.pages.delete(page);
    }
    if (this.pages.size + this.opening < this.options.pages) {
      this.opening += 1;
      try {
        const page = await this.newPage(browser);
        // The browser may have died while the page opened: then the page is not one of the pool's.
        if (this.browser === launching) this.pages.add(page);
        return page;
      } finally {
        this.opening -= 1;
      }
    }
    return new Promise<Page>((resolve, reject) => this.waiting.push((next) => (next instanceof Error ? reject(next) : resolve(next))));
  }

  private async newPage(browser: Browser): Promise<Page> {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.route('**/*', (route) => {
      const url = route.request().url();
      const file = this.options.localFile?.(url);
      if (file) return route.fulfill({ status: 200, body: file.body, contentType: file.contentType, headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
      return /^(data|about):/.test(url) ? route.continue() : route.abort();
    });
    return page;
  }

  private release(page: Page): void {
    const next = this.waiting.shift();
    if (next) return next(page);
    this.idle.push(page);
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.closeIdlePages(), IDLE_PAGE_MS);
    this.idleTimer.unref();
  }

  private closeIdlePages(): void {
    for (const page of this.idle.splice(0)) {
      this.pages.delete(page);
      void page.context().close().catch(() => undefined);
    }
  }

  private discard(page: Page): void {
    void page.context().close().catch(() => undefined);
    this.pages.delete(page);
    const next = this.waiting.shift();
    if (next) this.acquire().then(next, next);
  }
}
