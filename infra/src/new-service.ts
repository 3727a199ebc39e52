import { platformBusServices } from './bus-access';
import { natsValuesYaml } from './nats-values';
import { insertAt, pascal, Plan, quote, type PlanResult } from './plan';

/** What `npm run new:service -- <domain> <port> <prefix>…` is told. */
export interface NewService {
  /** Lower case letters and digits: the schema, the event subjects' middle part, `svc-<domain>`. */
  domain: string;
  /** Its port under `npm start`. */
  port: number;
  /** The `/api` prefixes the gateway sends to it. */
  prefixes: string[];
}

const FILES = {
  apps: 'infra/src/apps.ts',
  upstreams: 'gateway/src/config/upstreams.ts',
  kustomization: 'infra/deploy/k8s/kustomization.yaml',
  gatewayManifest: 'infra/deploy/k8s/gateway.yaml',
  natsValues: 'infra/deploy/nats-values.yaml',
  workspaces: 'package.json',
  owners: 'CODEOWNERS',
};

/** The first paragraph under the page's title: what the domain is, in its team's words. */
function aboutFrom(page: string): string {
  const lines = page.split('\n');
  const start = lines.findIndex((line, i) => i > 0 && line.trim() !== '' && !line.startsWith('#'));
  const end = lines.findIndex((line, i) => i > start && line.trim() === '');
  return lines.slice(start, end === -1 ? undefined : end).join(' ').trim();
}

/** Each service of the gateway's map with its prefixes, read from upstreams.ts's SERVICES object. */
function mappedServices(upstreams: string): Map<string, string[]> {
  const block = /export const SERVICES[^=]*= \{\n([\s\S]*?)\n\};/.exec(upstreams)?.[1];
  if (!block) throw new Error(`${FILES.upstreams}: no SERVICES map to add to`);
  const services = new Map<string, string[]>();
  for (const [, name, body] of block.matchAll(/^ {2}(\w+): \{([\s\S]*?)\},?$/gm)) {
    services.set(name!, [...body!.matchAll(/'(\/api\/[^']*)'/g)].map((m) => m[1]!));
  }
  return services;
}

const packageJson = (plan: Plan, domain: string) => {
  const kit = JSON.parse(plan.read('libs/service-kit/package.json')) as { version: string; dependencies: Record<string, string> };
  const infra = JSON.parse(plan.read('infra/package.json')) as { version: string };
  const pkg = {
    name: `@hvac/svc-${domain}`,
    version: '0.1.0',
    private: true,
    main: 'dist/main.js',
    scripts: {
      build: 'swc src -d dist --strip-leading-paths --config-file ../.swcrc',
      start: 'node dist/main.js',
      typecheck: 'tsc -p tsconfig.json',
      lint: 'eslint src test',
      test: 'jest --runInBand',
    },
    dependencies: { '@hvac/service-kit': kit.version, typebox: kit.dependencies.typebox },
    devDependencies: { '@hvac/infra': infra.version },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
};

/** The files of an empty service: it starts, migrates service-kit's tables, answers /health and /ready. */
function serviceFiles(plan: Plan, { domain, port, prefixes }: NewService, about: string): Record<string, string> {
  const name = `svc-${domain}`;
  const Config = `${pascal(domain)}Config`;
  const definition = `${domain}Service`;
  const variable = `${domain.toUpperCase()}_PORT`;
  return {
    'package.json': packageJson(plan, domain),
    'jest.config.js': "module.exports = { ...require('../jest.preset.js'), rootDir: __dirname };\n",
    'tsconfig.json': '{ "extends": "../tsconfig.base.json", "include": ["src", "test"] }\n',
    'README.md': `# ${name}

${about} What it must do is on [docs/domains/${domain}.md](../docs/domains/${domain}.md).

## Built so far

What [\`npm run new:service\`](../docs/adding-a-domain.md#checklist) gives a new domain:

- \`/health\`, and \`/ready\` (database, NATS, consumers);
- service-kit's tables (outbox, inbox, dead letters, handler failures, throttle counters), migrated into the schema \`${domain}\` on start;
- the gateway's ${prefixes.map((p) => `\`${p}\``).join(', ')} and their subpaths reach it, and get the JSON 404 \`NOT_FOUND\` until routes exist;
- the variables every service reads ([README](../README.md#configuration)), none of its own yet;
- port ${port} under \`npm start\` (\`${variable}\`), and \`infra/deploy/k8s/${name}/\` in a cluster.
`,
    'src/main.ts': `import { runService } from '@hvac/service-kit';
import { ${definition} } from './service';

void runService(${definition});
`,
    'src/config.ts': `import { Type } from 'typebox';
import type { ServiceConfig } from '@hvac/service-kit';

/** ${name}'s own variables beyond service-kit's BaseConfig; loadConfig stops the process naming any that is missing or invalid. */
export const ${Config} = Type.Object({});

export type ${Config} = ServiceConfig<(typeof ${Config})['properties']>;
`,
    'src/db/migrations/index.ts': `import type { Migration } from '@hvac/service-kit';

/** The domain's own tables, in order; service-kit migrates its tables (outbox, inbox, dead letters …) before them. */
export const migrations: readonly Migration[] = [];
`,
    'src/service.ts': `import type { ServiceDefinition } from '@hvac/service-kit';
import { ${Config} } from './config';
import { migrations } from './db/migrations';

export const ${definition}: ServiceDefinition<(typeof ${Config})['properties']> = {
  name: '${name}',
  domain: '${domain}',
  config: ${Config},
  migrations,
  // Nothing of docs/domains/${domain}.md is built yet: what the gateway sends here gets service-kit's JSON 404.
  routes: () => undefined,
  consumers: () => [],
  openapi: { title: '${name}', description: ${quote(about)} },
};
`,
    'test/service.test.ts': `import { describeServiceBasics } from '@hvac/service-kit/testing';
import { ${definition} } from '../src/service';

describeServiceBasics(${definition});
`,
    'test/deploy.test.ts': `import { describeDeployment } from '@hvac/service-kit/testing';
import { ${definition} } from '../src/service';

describeDeployment(${definition}, {
  PORT: 3000,
  HOST: '0.0.0.0',
  DB_SCHEMA: '${domain}',
  DEMO_MODE: false,
  NATS_URL: 'tls://nats.hvac.svc:4222',
  NATS_PASSWORD_FILE: '/etc/hvac/nats/password',
  NATS_CA_FILE: '/etc/hvac/nats-tls/ca.crt',
  JWT_PUBLIC_KEY_FILE: '/etc/hvac/jwt/public.pem',
  TRUSTED_PROXIES: '10.0.0.0/8',
});
`,
  };
}

const overlay = (domain: string) => `# svc-${domain} (docs/domains/${domain}.md) on the shared service base: only what is its own.
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - ../service-base
nameSuffix: -${domain}
labels:
  - pairs: { app: svc-${domain} }
    includeSelectors: true
images:
  - name: hvac/service
    newName: hvac/svc-${domain}
patches:
  - target: { kind: Deployment }
    patch: |-
      - { op: replace, path: /spec/template/spec/containers/0/name, value: svc-${domain} }
      - { op: replace, path: /spec/template/spec/volumes/1/secret/items/0/key, value: svc-${domain} }
      - { op: add, path: /spec/template/spec/containers/0/env/-, value: { name: DB_SCHEMA, value: ${domain} } }
`;

/** A domain names the schema, `svc-<domain>`, `mf-<domain>` and the contracts entry: plain lower case. */
export function checkDomainName(domain: string): void {
  if (!/^[a-z][a-z0-9]{1,29}$/.test(domain)) throw new Error(`The domain "${domain}" must be lower case letters and digits (it names the schema and svc-<domain>).`);
}

/**
 * Adds svc-<domain> to `plan` and wires it in: the npm workspace, npm start's apps, the gateway's map
 * (unless it already routes the domain, ahead of its service, with these prefixes), the Kubernetes overlay,
 * the gateway's Deployment, the bus's users and CODEOWNERS. Throws, naming the problem, before adding
 * anything when an argument is wrong; new:domain calls it inside its own plan.
 */
export function planService(plan: Plan, spec: NewService): void {
  const { domain, port, prefixes } = spec;
  const name = `svc-${domain}`;
  const read = (file: string) => plan.read(file);

  checkDomainName(domain);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) throw new Error(`The port "${port}" must be a number from 1024 to 65535.`);
  if (prefixes.length === 0) throw new Error('Name at least one /api prefix the gateway sends to the service.');
  const badPrefix = prefixes.find((p) => !/^\/api\/[a-z0-9][a-z0-9-]*$/.test(p));
  if (badPrefix) throw new Error(`The prefix "${badPrefix}" must look like /api/<name> (lower case, digits, dashes).`);
  if (plan.exists(name)) throw new Error(`${name} exists already.`);
  const page = `docs/domains/${domain}.md`;
  if (!plan.exists(page)) throw new Error(`${page} does not exist: write the domain's page first (docs/adding-a-domain.md).`);

  const apps = read(FILES.apps);
  if (apps.includes(`name: '${name}'`)) throw new Error(`${FILES.apps} has ${name} already.`);
  const portOwner = [...apps.matchAll(/name: '([^']+)',\n\s+entry: [^\n]+\n\s+devPort: (\d+),/g)].find((m) => Number(m[2]) === port);
  if (portOwner) throw new Error(`Port ${port} is ${portOwner[1]}'s under npm start (${FILES.apps}).`);

  const upstreams = read(FILES.upstreams);
  const mapped = mappedServices(upstreams);
  const planned = mapped.get(domain);
  if (planned && [...planned].sort().join() !== [...prefixes].sort().join()) {
    throw new Error(`${FILES.upstreams} already routes ${planned.join(', ')} to ${domain}: give those prefixes, or change the map first.`);
  }
  for (const [owner, owned] of mapped) {
    const taken = owner !== domain && prefixes.find((p) => owned.includes(p));
    if (taken) throw new Error(`${taken} belongs to ${owner} (${FILES.upstreams}).`);
  }

  const urlVariable = `${domain.toUpperCase()}_URL`;
  const edits: Record<string, string> = {};

  const workspaces = JSON.parse(read(FILES.workspaces)) as { workspaces: string[] };
  const lastService = workspaces.workspaces.findLastIndex((w) => w.startsWith('svc-'));
  workspaces.workspaces.splice(lastService + 1, 0, name);
  edits[FILES.workspaces] = `${JSON.stringify(workspaces, null, 2)}\n`;

  edits[FILES.apps] = insertAt(
    FILES.apps,
    apps,
    /^ {2}\{\n {4}name: 'gateway',/m,
    `  {
    name: '${name}',
    entry: '${name}/dist/main.js',
    devPort: ${port},
    portVariable: '${domain.toUpperCase()}_PORT',
    service: { domain: '${domain}', urlVariable: '${urlVariable}', consumers: [] },
  },
`,
    'before',
  );

  if (!planned) {
    const list = prefixes.map((p) => `'${p}'`).join(', ');
    let text = insertAt(FILES.upstreams, upstreams, /(?<=export const SERVICE_NAMES = \[[^\]]*)(?=\] as const;)/, `, '${domain}'`, 'after');
    text = insertAt(FILES.upstreams, text, /(?<=export const SERVICES[^=]*= \{\n[\s\S]*?)\n\};/, `\n  ${domain}: { urlEnv: '${urlVariable}', defaultUrl: 'http://127.0.0.1:${port}', prefixes: [${list}] },`, 'before');
    edits[FILES.upstreams] = text;
  }

  edits[FILES.kustomization] = insertAt(FILES.kustomization, read(FILES.kustomization), /^ {2}- svc-[a-z0-9]+\n/m, `  - ${name}\n`, 'after');

  let gateway = read(FILES.gatewayManifest);
  gateway = gateway.replace(/(- \{ name: GATEWAY_SERVICES, value: ")([^"]*)(" \})/, (_all, open: string, list: string, close: string) => `${open}${list},${domain}${close}`);
  if (!gateway.includes(`,${domain}" }`)) throw new Error(`${FILES.gatewayManifest}: no GATEWAY_SERVICES entry to add ${domain} to`);
  const serviceUrl = /^( +)- \{ name: [A-Z0-9]+_URL, value: http:\/\/svc-[a-z0-9]+\.hvac\.svc \}\n/m;
  const indent = serviceUrl.exec(gateway)?.[1] ?? '';
  edits[FILES.gatewayManifest] = insertAt(FILES.gatewayManifest, gateway, serviceUrl, `${indent}- { name: ${urlVariable}, value: http://${name}.hvac.svc }\n`, 'after');

  // The new service's bus user, with no consumers yet: each one it adds is named in apps.ts and this file again.
  edits[FILES.natsValues] = natsValuesYaml([...platformBusServices(), { name, domain, consumers: [] }]);

  // The team that owns the domain's page owns its service.
  const owners = read(FILES.owners);
  const team = new RegExp(`^/${page.replace(/[.]/g, '\\.')}\\s+(\\S+)`, 'm').exec(owners)?.[1] ?? `@hvac/team-${domain}`;
  edits[FILES.owners] = insertAt(FILES.owners, owners, /\n(?=\n\/libs\/)/, `\n${`/${name}/`.padEnd(36)}${team}`, 'before');

  for (const [file, text] of Object.entries(serviceFiles(plan, spec, aboutFrom(read(page))))) plan.write(`${name}/${file}`, text);
  plan.write(`infra/deploy/k8s/${name}/kustomization.yaml`, overlay(domain));
  for (const [file, text] of Object.entries(edits)) plan.change(file, text);
}

/** `npm run new:service`: svc-<domain> alone, written once every check has passed. */
export function newService(root: string, spec: NewService): PlanResult {
  const plan = new Plan(root);
  planService(plan, spec);
  return plan.apply();
}

/** `new-service <domain> <port> <prefix>…` from the command line, with what to run next. */
export function newServiceCommand(root: string, args: string[]): void {
  const [domain = '', port = '', ...prefixes] = args;
  if (!domain || !port || prefixes.length === 0) throw new Error('Usage: npm run new:service -- <domain> <port> <prefix> [<prefix> …]   e.g. billing 3003 /api/quotes /api/invoices');
  const { written, changed } = newService(root, { domain, port: Number(port), prefixes: prefixes.flatMap((p) => p.split(',')).filter(Boolean) });
  const name = `svc-${domain}`;
  console.log(
    [
      `Written: ${written.join(', ')}`,
      `Changed: ${changed.join(', ')}`,
      '',
      'Next (docs/adding-a-domain.md#checklist):',
      '  npm install                                     # links the new workspace; package-lock.json changes',
      `  npx nx run-many -t lint typecheck test -p @hvac/${name}`,
      '  then README (Ports, Configuration), the gateway test and the domain page; npx nx run @hvac/infra:test checks the README',
    ].join('\n'),
  );
}
