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

/** What the billing data set was built to be searched for (svc-billing/src/seed/bench.ts, BILLING_BENCH_SEARCHES). */
export interface BillingSearches {
  client: string;
  quoteStatus: string;
  invoiceStatus: string;
}

/**
 * Runs a service's own bulk seed (`<service>/src/seed/bench.ts`) against a bench stack's schema, as that
 * service's built command: the rows are written by the service's repositories into the tables its
 * migrations made, never by the bench. A command and not an import, since the services depend on infra
 * (their tests start it) and infra cannot depend on them; the stack runs every app from its build the
 * same way. Its progress lines pass through to the console; what it prints on stdout comes back parsed.
 * `script` names another seed of the same service (svc-finance's income ledger is `income-bench`).
 */
export function runSeed<T>(service: string, databaseUrl: string, schema: string, args: string[], script = 'bench'): Promise<T> {
  const entry = path.join(repoRoot(), service, 'dist', 'seed', `${script}.js`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DB_SCHEMA: schema },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) reject(new Error(`${service}' bench seed (${entry}) failed with exit code ${code}.`));
      else resolve(JSON.parse(out) as T);
    });
  });
}

export const seedRequests = (databaseUrl: string, schema: string, counts: SeedCounts): Promise<BenchSearches> =>
  runSeed('svc-requests', databaseUrl, schema, ['--blog-posts', String(counts.blogPosts), '--service-requests', String(counts.serviceRequests), '--page-views', String(counts.pageViews)]);

export const seedBilling = (databaseUrl: string, schema: string, counts: { clients: number; quotes: number; invoices: number }): Promise<BillingSearches> =>
  runSeed('svc-billing', databaseUrl, schema, ['--clients', String(counts.clients), '--quotes', String(counts.quotes), '--invoices', String(counts.invoices)]);
