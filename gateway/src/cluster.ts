import cluster, { type Worker } from 'node:cluster';
import { WindowCounter } from './proxy/shared-rate-limit';

/** Longer than a worker's own grace period, so the primary only steps in when a worker hangs. */
const STOP_GRACE_MS = 12_000;

/**
 * The primary of a multi-process gateway. Each worker builds the whole gateway and serves the shared
 * port; the primary prints the listening line once all of them listen, replaces a worker that dies
 * after it served, stops everything when a worker fails at start (a taken port would fail again), and
 * passes SIGTERM/SIGINT on so each worker finishes its requests in flight. It also keeps the rate limit's
 * counters, so the limit holds for the gateway as a whole and outlives a worker that is replaced.
 */
export function runPrimary(workers: number, host: string): void {
  const live = new Set<Worker>();
  const served = new WeakSet<Worker>();
  const rateLimit = new WindowCounter();
  let stopping = false;
  let exitCode = 0;

  const fork = (): void => {
    const worker = cluster.fork();
    live.add(worker);
    worker.on('message', (message: { type?: string; port?: number } | null) => {
      const counts = rateLimit.answer(message);
      if (counts) {
        worker.send(counts);
        return;
      }
      if (message?.type !== 'listening' || served.has(worker)) return;
      served.add(worker);
      // Workers asking for port 0 all get the one port the first was given (node:cluster shares it).
      if ([...live].every((w) => served.has(w))) process.stdout.write(`gateway listening on http://${host}:${message.port} (${workers} workers)\n`);
    });
  };

  const stop = (code: number): void => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    for (const worker of live) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
    if (live.size === 0) process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (stopping) {
      if (code) exitCode = Math.max(exitCode, code);
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    if (!served.has(worker)) {
      stop(code || 1);
      return;
    }
    process.stderr.write(`gateway: worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another\n`);
    fork();
  });

  process.once('SIGTERM', () => stop(0));
  process.once('SIGINT', () => stop(0));
  for (let i = 0; i < workers; i++) fork();
}
