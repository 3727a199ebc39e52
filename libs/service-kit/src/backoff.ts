/** first, 2 × first, 4 × first … for attempts 0, 1, 2 …, never more than max. */
export const backoffDelay = (attempt: number, firstMs: number, maxMs: number): number => Math.min(firstMs * 2 ** attempt, maxMs);

/** Waits ms, or less when the signal aborts: a service that is stopping must not sit out a back-off. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
