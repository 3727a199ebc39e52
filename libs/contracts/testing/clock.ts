/**
 * Moves this test file's clock: Date reads `at` now and runs on from there at the real pace (a fixed
 * offset, so a loaded machine cannot hold it back). Only Date moves: timers, PostgreSQL's now() and
 * other processes keep the real time.
 */
export function setClock(at: number): void {
  const Earlier = globalThis.Date;
  const offset = at - Earlier.now();
  const now = () => Earlier.now() + offset;
  class Shifted extends Earlier {
    constructor(...args: [] | [number, number?, ...number[]] | [string | Date]) {
      if (args.length === 0) super(now());
      // Date's overloads take no spread; the arguments are passed on as given.
      else super(...(args as [number]));
    }
    static override now(): number {
      return now();
    }
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof Earlier;
    }
  }
  // Date() called without `new` answers a string, as the real one does: the trap gives the class the call signature it lacks.
  globalThis.Date = new Proxy(Shifted, { apply: () => new Earlier(now()).toString() }) as unknown as DateConstructor;
}
