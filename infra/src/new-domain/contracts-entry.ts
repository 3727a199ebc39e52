import { insertAt, pascal, type Plan } from '../plan';

const CONTRACTS = 'libs/contracts';

/**
 * The domain's contracts entry, `@hvac/contracts/<domain>` (libs/contracts/README.md): a folder of its own
 * under libs/contracts/src with an index.ts, listed in the package's `exports` before the server-only
 * `./events` and in tsconfig.base.json's paths; Jest and webpack read `exports`.
 */
export function planContractsEntry(plan: Plan, domain: string, team: string): void {
  const DOMAIN = domain.toUpperCase();
  const source = `./src/${domain}/index.ts`;
  if (plan.exists(`${CONTRACTS}/src/${domain}.ts`)) throw new Error(`${CONTRACTS}/src/${domain}.ts exists: the domain's contracts are there already.`);

  plan.write(
    `${CONTRACTS}/src/${domain}/index.ts`,
    `/* \`@hvac/contracts/${domain}\`: what svc-${domain} and mf-${domain} share (docs/domains/${domain}.md), owned by its team. */

/** The exact texts svc-${domain} answers with, by code, which the remote shows under the same code: none yet. */
export const ${DOMAIN}_MESSAGES = {} as const satisfies Record<string, string>;

export type ${pascal(domain)}MessageCode = keyof typeof ${DOMAIN}_MESSAGES;
`,
  );

  const manifestFile = `${CONTRACTS}/package.json`;
  const manifest = JSON.parse(plan.read(manifestFile)) as { exports: Record<string, unknown> };
  const entries = Object.entries(manifest.exports);
  const at = entries.findIndex(([subpath]) => subpath === './events');
  entries.splice(at === -1 ? entries.length : at, 0, [`./${domain}`, { types: source, default: `./dist/${domain}/index.js` }]);
  plan.change(manifestFile, `${JSON.stringify({ ...manifest, exports: Object.fromEntries(entries) }, null, 2)}\n`);

  const tsconfig = 'tsconfig.base.json';
  const events = /^( *)"@hvac\/contracts\/events": /m;
  const indent = events.exec(plan.read(tsconfig))?.[1] ?? '';
  plan.change(tsconfig, insertAt(tsconfig, plan.read(tsconfig), events, `${indent}"@hvac/contracts/${domain}": ["./${CONTRACTS}/src/${domain}/index.ts"],\n`, 'before'));

  // The domain's rules and texts are its team's, like its two folders; after /libs/ so that line gives way.
  const owners = 'CODEOWNERS';
  plan.change(owners, insertAt(owners, plan.read(owners), /^\/libs\/ +\S+\n/m, `${`/${CONTRACTS}/src/${domain}/`.padEnd(36)}${team}\n`, 'after'));
}
