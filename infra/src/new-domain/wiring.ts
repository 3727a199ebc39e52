import { insertAt, type Plan } from '../plan';

/** Changes `file` in the plan through `change`, which gets the file as the plan leaves it so far. */
const edit = (plan: Plan, file: string, change: (text: string) => string) => plan.change(file, change(plan.read(file)));

/** `text` with `pattern` replaced, or an error naming the file when the pattern is not there. */
function replaceIn(file: string, text: string, pattern: RegExp, replacement: (...groups: string[]) => string): string {
  if (!pattern.test(text)) throw new Error(`${file}: cannot find where the new entry goes (${pattern})`);
  return text.replace(pattern, (...m: string[]) => replacement(...m));
}

/** A package.json's `nx.implicitDependencies` with `names` added, so Nx builds them before its tests. */
function withImplicitDependencies(file: string, text: string, names: string[]): string {
  const pkg = JSON.parse(text) as { nx?: { implicitDependencies?: string[] } };
  const list = pkg.nx?.implicitDependencies;
  if (!list) throw new Error(`${file}: no nx.implicitDependencies to add ${names.join(', ')} to`);
  list.push(...names);
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/**
 * Every list a remote is on: the npm workspaces, the shell's contract of what remotes expose, the
 * publish Job's list in the deploy manifests, and the accessibility audit's route table (which fails on a
 * declared path it does not audit). npm start and the gateway's remotes.json need nothing: they take
 * every mf-* folder that has a build.
 */
export function planRemoteWiring(plan: Plan, domain: string, team: string): void {
  const name = `mf-${domain}`;
  edit(plan, 'package.json', (text) => {
    const pkg = JSON.parse(text) as { workspaces: string[] };
    pkg.workspaces.splice(pkg.workspaces.findLastIndex((w) => w.startsWith('mf-')) + 1, 0, name);
    return `${JSON.stringify(pkg, null, 2)}\n`;
  });
  const contract = 'libs/federation/browser/contract.ts';
  edit(plan, contract, (text) => insertAt(contract, text, /(?<=export interface RemoteExposes \{\n[\s\S]*?)\n\}/, `\n  mf_${domain}: { './routes': RoutesModule };`, 'before'));
  const remotes = 'infra/deploy/k8s/remotes.yaml';
  edit(plan, remotes, (text) => replaceIn(remotes, text, /^(# \(mf-[a-z0-9]+(?:, mf-[a-z0-9]+)*)\)\.$/m, (_all, list) => `${list}, ${name}).`));
  const audit = 'e2e/test/accessibility.test.ts';
  edit(plan, audit, (text) => insertAt(audit, text, /(?<=^const ROUTES: [^\n]* = \{\n[\s\S]*?)\n\};/m, `\n  '/admin/${domain}': { who: 'admin', url: () => '/admin/${domain}' },`, 'before'));
  edit(plan, 'CODEOWNERS', (text) => insertAt('CODEOWNERS', text, new RegExp(`^/svc-${domain}/ +\\S+$`, 'm'), `\n${`/${name}/`.padEnd(36)}${team}`, 'after'));
}

/**
 * The domain's rows in the tables that name every service and remote: the README's ports and variables,
 * the deploy README's images and bus users, docs/README.md's domains, the gateway's pinned map and URL
 * variables in its config test, proof's route table and the journeys' build dependencies.
 */
export function planDomainRows(plan: Plan, domain: string, port: number, prefixes: string[]): void {
  const svc = `svc-${domain}`;
  const mf = `mf-${domain}`;
  const PORT = `${domain.toUpperCase()}_PORT`;

  edit(plan, 'README.md', (text) => {
    const row = `| ${String(port).padEnd(5)} | ${svc.padEnd(52)} |\n`;
    const ports = insertAt('README.md', text, /^\| \d+ +\| svc-[a-z0-9]+ +\|\n/m, row, 'after');
    return replaceIn('README.md', ports, /^(\| `[A-Z0-9]+_PORT`(?:, `[A-Z0-9]+_PORT`)*)/m, (_all, list) => `${list}, \`${PORT}\``);
  });

  const deploy = 'infra/deploy/README.md';
  edit(plan, deploy, (text) => {
    let out = replaceIn(deploy, text, /(One image per app: .*`svc-[a-z0-9]+`)(.*`mf-[a-z0-9]+`)/, (_all, services, rest) => `${services}, \`${svc}\`${rest}, \`${mf}\``);
    out = replaceIn(deploy, out, /`svc-[a-z0-9]+` and `ops`/, (all) => all.replace(' and `ops`', `, \`${svc}\` and \`ops\``));
    return replaceIn(deploy, out, /(for u in [^;]*?) ops;/, (_all, users) => `${users} ${svc} ops;`);
  });

  edit(plan, 'docs/README.md', (text) =>
    insertAt('docs/README.md', text, /^\| \[[\w-]+\.md\]\(domains\/[\w-]+\.md\) \|[^\n]*\n(?!\| \[)/m, `| [${domain}.md](domains/${domain}.md) | generated: /health, /ready and an empty screen | ${mf} | ${svc} |\n`, 'after'),
  );

  const gatewayTest = 'gateway/test/config.test.ts';
  edit(plan, gatewayTest, (text) => {
    const mapped = insertAt(gatewayTest, text, /^ {6}\w+: \['http:\/\/127\.0\.0\.1:\d+'[^\n]*\],\n/m, `      ${domain}: ['http://127.0.0.1:${port}', ${prefixes.map((p) => `'${p}'`).join(', ')}],\n`, 'after');
    const variables = insertAt(gatewayTest, mapped, /^ {6}'[A-Z0-9]+_URL',\n/m, `      '${domain.toUpperCase()}_URL',\n`, 'after');
    return insertAt(gatewayTest, variables, /^ {6}\['\w+', 'http:\/\/svc-[a-z0-9]+\.hvac\.svc'\],\n/m, `      ['${domain}', 'http://${svc}.hvac.svc'],\n`, 'after');
  });

  const DOMAIN_ROUTES = `${domain.toUpperCase()}_ROUTES`;
  const routes = 'proof/src/routes/index.ts';
  edit(plan, routes, (text) => {
    const imported = insertAt(routes, text, /^import \{ \w+ \} from '\.\/[\w-]+';\n(?=import type)/m, `import { ${DOMAIN_ROUTES} } from './${domain}';\n`, 'after');
    return insertAt(routes, imported, /(?<=export const SERVICE_ROUTES[^=]*= \{\n[\s\S]*?)\n\};/, `\n  '${svc}': ${DOMAIN_ROUTES},`, 'before');
  });
  edit(plan, 'proof/package.json', (text) => withImplicitDependencies('proof/package.json', text, [`@hvac/${svc}`]));
  edit(plan, 'e2e/package.json', (text) => withImplicitDependencies('e2e/package.json', text, [`@hvac/${mf}`, `@hvac/${svc}`]));
}
