import pino from 'pino';
import { RelayLoop } from '../src/relay-loop';

const log = pino({ level: 'silent' });
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RelayLoop', () => {
  it('waits as long as the pass asks, and a nudge cuts the wait short', async () => {
    const passes: number[] = [];
    const loop = new RelayLoop('test relay', async () => (passes.push(Date.now()), 60_000), log);
    loop.start();
    await tick(50);
    expect(passes).toHaveLength(1);
    loop.nudge();
    await tick(50);
    expect(passes).toHaveLength(2);
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
    await tick(20);
    loop.nudge();
    release();
    await tick(50);
    expect(passes).toBe(2);
    await loop.stop();
  });

  it('goes again at once while the pass says there is more', async () => {
    let left = 5;
    let passes = 0;
    const loop = new RelayLoop('test relay', async () => (passes++, left-- > 0 ? 0 : 60_000), log);
    loop.start();
    await tick(50);
    expect(passes).toBe(6);
    await loop.stop();
  });

  it('retries a failed pass after a second, and logs why', async () => {
    const warnings: unknown[] = [];
    const logged = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    let passes = 0;
    const loop = new RelayLoop(
      'test relay',
      async () => {
        passes += 1;
        if (passes === 1) throw new Error('database gone');
        return 60_000;
      },
      logged,
    );
    loop.start();
    await tick(300);
    expect(passes).toBe(1);
    expect(warnings).toEqual([expect.objectContaining({ msg: 'test relay pass failed; will retry', err: 'database gone', retryInMs: 1000 })]);
    await tick(900);
    expect(passes).toBe(2);
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
    await tick(20);
    await loop.stop();
    expect(finished).toBe(true);
    expect(passes).toBe(1);
  });
});
