import pino from 'pino';
import { RelayLoop } from '../src/relay-loop';
import { eventually } from '../src/testing/eventually';

const log = pino({ level: 'silent' });
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** What the loop must come to: waited for, not slept on, as a loaded machine runs it late. */
const until = (done: () => boolean, what: string) => eventually(() => (done() ? true : undefined), 10_000, what);

describe('RelayLoop', () => {
  it('waits as long as the pass asks, and a nudge cuts the wait short', async () => {
    let passes = 0;
    const loop = new RelayLoop('test relay', async () => (passes++, 60_000), log);
    loop.start();
    await until(() => passes === 1, 'the first pass');
    await tick(50);
    expect(passes).toBe(1);
    loop.nudge();
    await until(() => passes === 2, 'the nudged pass');
    await loop.stop();
  });

  it('runs the next pass at once when a nudge came during a pass, which may have missed the row', async () => {
    let passes = 0;
    let release: () => void = () => undefined;
    const loop = new RelayLoop(
      'test relay',
      async () => {
        passes += 1;
        if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
        return 60_000;
      },
      log,
    );
    loop.start();
    await until(() => passes === 1, 'the first pass');
    loop.nudge();
    release();
    await until(() => passes === 2, 'the pass after the nudge');
    await loop.stop();
  });

  it('goes again at once while the pass says there is more', async () => {
    let left = 5;
    let passes = 0;
    const loop = new RelayLoop('test relay', async () => (passes++, left-- > 0 ? 0 : 60_000), log);
    loop.start();
    await until(() => passes === 6, 'six passes');
    await tick(50);
    expect(passes).toBe(6);
    await loop.stop();
  });

  it('retries a failed pass after a second, and logs why', async () => {
    const warnings: unknown[] = [];
    let warnedAt = 0;
    const logged = pino({ level: 'warn' }, { write: (line: string) => void (warnedAt = performance.now(), warnings.push(JSON.parse(line))) });
    const passes: number[] = [];
    const loop = new RelayLoop(
      'test relay',
      async () => {
        passes.push(performance.now());
        if (passes.length === 1) throw new Error('database gone');
        return 60_000;
      },
      logged,
    );
    loop.start();
    await until(() => passes.length === 2, 'the retried pass');
    expect(warnings).toEqual([expect.objectContaining({ msg: 'test relay pass failed; will retry', err: 'database gone', retryInMs: 1000 })]);
    // The retry's timer starts after the warning; libuv counts whole milliseconds, so it may fire up to 1 ms early.
    expect(passes[1]! - warnedAt).toBeGreaterThanOrEqual(999);
    await loop.stop();
  });

  it('stop waits for the pass under way and starts no other', async () => {
    let passes = 0;
    let finished = false;
    const loop = new RelayLoop(
      'test relay',
      async () => {
        passes += 1;
        await tick(100);
        finished = true;
        return 0;
      },
      log,
    );
    loop.start();
    await until(() => passes === 1, 'the pass');
    await loop.stop();
    expect(finished).toBe(true);
    expect(passes).toBe(1);
  });
});
