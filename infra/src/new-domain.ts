import { readdirSync } from 'node:fs';
import { planContractsEntry } from './new-domain/contracts-entry';
import { domainPage, e2eSmoke, proofRoutes } from './new-domain/domain-files';
import { REMOTE_DEPENDENCIES, remoteFiles } from './new-domain/remote-files';
import { planDomainRows, planRemoteWiring } from './new-domain/wiring';
import { checkDomainName, planService } from './new-service';
import { insertAt, Plan, type PlanResult } from './plan';

/** What `npm run new:domain -- <name> [--port N] [--prefix /api/x …]` is told. */
export interface NewDomain {
  domain: string;
  /** The service's port under npm start; the next after the highest service's when left out. */
  port?: number;
  /** The /api prefixes the gateway sends to the service; `/api/<domain>` when left out. */
  prefixes?: string[];
}

/** The folders under `root` whose name starts with `prefix`. */
const folders = (root: string, prefix: string) => readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name.startsWith(prefix)).map((e) => e.name);

/** The next port after the services' under npm start (3006 after svc-inventory's 3005). */
function nextServicePort(plan: Plan): number {
  const ports = [...plan.read('infra/src/apps.ts').matchAll(/name: 'svc-[^']+',\n\s+entry: [^\n]+\n\s+devPort: (\d+),/g)].map((m) => Number(m[1]));
  return Math.max(3000, ...ports) + 1;
}

/** The next port after the remotes' `webpack serve` ones (4301 …). */
function nextServePort(plan: Plan): number {
  const ports = folders(plan.root, 'mf-').flatMap((mf) => {
    const file = `${mf}/webpack.config.js`;
    return plan.exists(file) ? [...plan.read(file).matchAll(/port: (\d+)/g)].map((m) => Number(m[1])) : [];
  });
  return Math.max(4300, ...ports) + 1;
}

/** Each package a new remote depends on, at the version the existing remotes use. */
function remoteVersions(plan: Plan): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const mf of folders(plan.root, 'mf-')) {
    if (!plan.exists(`${mf}/package.json`)) continue;
    const { dependencies = {} } = JSON.parse(plan.read(`${mf}/package.json`)) as { dependencies?: Record<string, string> };
    for (const [name, version] of Object.entries(dependencies)) versions[name] ??= version;
  }
  const missing = REMOTE_DEPENDENCIES.filter((name) => !versions[name]);
  if (missing.length) throw new Error(`No remote depends on ${missing.join(', ')}: cannot tell which version mf-<domain> should use.`);
  return versions;
}

/**
 * Writes svc-<domain> and mf-<domain> under `root` and wires in everything a domain needs: the service as
 * new:service does, the remote and every list of remotes, the contracts entry, proof's route table, the
 * e2e journey, CODEOWNERS, the deploy manifests and READMEs, and the domain's page when it has none yet.
 * Everything is checked, and every file composed, before anything is written.
 */
export function newDomain(root: string, { domain, port, prefixes }: NewDomain): PlanResult {
  checkDomainName(domain);
  const plan = new Plan(root);
  for (const folder of [`mf-${domain}`, `e2e/test/${domain}.test.ts`, `proof/src/routes/${domain}.ts`]) {
    if (plan.exists(folder)) throw new Error(`${folder} exists already.`);
  }
  const spec = { domain, port: port ?? nextServicePort(plan), prefixes: prefixes?.length ? prefixes : [`/api/${domain}`] };

  const page = `docs/domains/${domain}.md`;
  const owners = 'CODEOWNERS';
  const team = new RegExp(`^/${page.replace(/[.]/g, '\\.')}\\s+(\\S+)`, 'm').exec(plan.read(owners))?.[1] ?? `@hvac/team-${domain}`;
  if (!plan.exists(page)) {
    plan.write(page, domainPage(domain, spec.prefixes));
    plan.change(owners, insertAt(owners, plan.read(owners), /^\/docs\/domains\/[^\n]*/m, `\n${`/${page}`.padEnd(36)}${team}`, 'after'));
  }

  planService(plan, spec);
  for (const [file, text] of Object.entries(remoteFiles({ domain, servePort: nextServePort(plan), versions: remoteVersions(plan) }))) plan.write(`mf-${domain}/${file}`, text);
  planRemoteWiring(plan, domain, team);
  planContractsEntry(plan, domain, team);
  plan.write(`proof/src/routes/${domain}.ts`, proofRoutes(domain));
  plan.write(`e2e/test/${domain}.test.ts`, e2eSmoke(domain, spec.prefixes[0]!));
  planDomainRows(plan, domain, spec.port, spec.prefixes);
  return plan.apply();
}

/** The value after `flag` and the ones after it up to the next flag, from `args`. */
function flagValues(args: string[], flag: string): string[] {
  const values: string[] = [];
  args.forEach((arg, i) => {
    if (arg === flag) for (let j = i + 1; j < args.length && !args[j]!.startsWith('--'); j++) values.push(...args[j]!.split(',').filter(Boolean));
  });
  return values;
}

/** `new-domain <name> [--port N] [--prefix /api/x …]` from the command line, with what to run next. */
export function newDomainCommand(root: string, args: string[]): void {
  const usage = 'Usage: npm run new:domain -- <name> [--port <port>] [--prefix /api/<x> …]   e.g. fleet --port 3006 --prefix /api/vehicles /api/trips';
  const [domain = ''] = args;
  const unknown = args.find((a) => a.startsWith('--') && a !== '--port' && a !== '--prefix');
  if (!domain || domain.startsWith('--') || unknown) throw new Error(unknown ? `Unknown option ${unknown}. ${usage}` : usage);
  const ports = flagValues(args, '--port');
  if (ports.length > 1) throw new Error(`Give one --port. ${usage}`);
  const { written, changed } = newDomain(root, { domain, port: ports.length ? Number(ports[0]) : undefined, prefixes: flagValues(args, '--prefix') });
  console.log(
    [
      `Written: ${written.join(', ')}`,
      `Changed: ${changed.join(', ')}`,
      '',
      'Next (docs/adding-a-domain.md):',
      '  npm install                # links the two new workspaces; package-lock.json changes',
      `  npx nx run-many -t build lint typecheck test -p @hvac/svc-${domain} @hvac/mf-${domain}`,
      '  then the gateway tests and the architecture tables (docs/adding-a-domain.md#what-is-left-to-the-team)',
    ].join('\n'),
  );
}
