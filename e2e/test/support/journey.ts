import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startStack, type Stack, type StackOptions } from '@hvac/infra';
import { CONTEXT_OPTIONS, launchChromium } from './browser';

export interface JourneyHandles {
  /** Called once the file's stack and Chromium are up. */
  onStart(stack: Stack, browser: Browser): void;
  /** Called before each test with its fresh context and page. */
  onPage(context: BrowserContext, page: Page): void;
}

/**
 * The hooks every browser journey file needs: one stack (built apps, own ports and schemas) and one
 * Chromium for the file, a fresh context (CONTEXT_OPTIONS) and page for each test, everything stopped
 * after.
 */
export function useJourney(options: StackOptions, handles: JourneyHandles): void {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    stack = await startStack(options);
    browser = await launchChromium();
    handles.onStart(stack, browser);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);
  beforeEach(async () => {
    context = await browser!.newContext(CONTEXT_OPTIONS);
    handles.onPage(context, await context.newPage());
  });
  afterEach(async () => {
    await context?.close();
  });
}
