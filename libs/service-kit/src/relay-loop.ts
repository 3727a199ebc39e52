import type { FastifyBaseLogger } from 'fastify';
import { backoffDelay } from './backoff';

/** A failed pass is tried again after 1, 2, 4 s, then every 5 s: a database back from a restart is found soon. */
const FAILED_FIRST_MS = 1_000;
const FAILED_MAX_MS = 5_000;

/**
 * Drives a relay of a table written in other transactions (the event outbox, the mail outbox): runs a
 * pass, then waits as long as the pass asked, until a nudge (a write committed) or stop. A nudge that
 * comes during a pass starts the next one at once, since that pass may have read the table before the
 * write committed. The timer catches rows another replica wrote or a failed pass left.
 */
export class RelayLoop {
  private running = false;
  private nudged = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  /** `pass` resolves to how long to wait before the next pass if nothing nudges: 0 to go again at once. */
  constructor(
    private readonly name: string,
    private readonly pass: () => Promise<number>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  /** Resolves once the pass under way, if any, has finished. */
  async stop(): Promise<void> {
    this.running = false;
    this.nudge();
    await this.loop;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      this.nudged = false;
      let waitMs: number;
      try {
        waitMs = await this.pass();
        failures = 0;
      } catch (err) {
        waitMs = backoffDelay(failures, FAILED_FIRST_MS, FAILED_MAX_MS);
        failures += 1;
        this.log.warn({ err: (err as Error).message, retryInMs: waitMs }, `${this.name} pass failed; will retry`);
      }
      if (waitMs <= 0 || this.nudged || !this.running) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }
}
