import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../paths';

/** The data set's size; svc-requests decides its contents. */
export interface SeedCounts {
  blogPosts: number;
  serviceRequests: number;
  pageViews: number;
}

/** What the data set was built to be searched for (svc-requests/src/seed/bench.ts, BENCH_SEARCHES). */
export interface BenchSearches {
  blog: string;
  request: string;
  requestStatus: string;
}

/**
 * Seeds a bench stack's svc-requests with its own bulk seed (svc-requests/src/seed/bench.ts), run as that
 * service's built command against its schema: the rows are written by the service's repositories into
 * the tables its migrations made, never by the bench. A command and not an import, since the services
 * depend on infra (their tests start it) and infra cannot depend on them; the stack runs every app from
 * its build the same way. Its progress lines pass through to the console.
 */
export function seedRequests(databaseUrl: string, schema: string, counts: SeedCounts): Promise<BenchSearches> {
  const entry = path.join(repoRoot(), 'svc-requests', 'dist', 'seed', 'bench.js');
  const args = ['--blog-posts', String(counts.blogPosts), '--service-requests', String(counts.serviceRequests), '--page-views', String(counts.pageViews)];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DB_SCHEMA: schema },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) reject(new Error(`svc-requests' bench seed (${entry}) failed with exit code ${code}.`));
      else resolve(JSON.parse(out) as BenchSearches);
    });
  });
}
