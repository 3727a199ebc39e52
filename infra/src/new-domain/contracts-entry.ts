import { insertAt, pascal, type Plan } from '../plan';

const CONTRACTS = 'libs/contracts';

/**
 * The domain's contracts entry, `@hvac/contracts/<domain>`: a folder of its own under libs/contracts/src
 * with an index.ts, reached like the entries beside it. One function on purpose: libs/contracts is moving
 * to one folder per domain listed in its package.json `exports`; until it has `exports`, an entry is a
 * folder with a package.json pointing at the build and the source, as `libs/contracts/events/` is today.
 * The tsconfig path, and the Jest mapping where jest.preset.js still lists each entry, follow `events`.
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
  const manifest = JSON.parse(plan.read(manifestFile)) as { exports?: Record<string, unknown> };
  if (manifest.exports) {
    const entries = Object.entries(manifest.exports);
    const at = entries.findIndex(([subpath]) => subpath === './events');
    entries.splice(at === -1 ? entries.length : at, 0, [`./${domain}`, { types: source, default: `./dist/${domain}/index.js` }]);
    plan.change(manifestFile, `${JSON.stringify({ ...manifest, exports: Object.fromEntries(entries) }, null, 2)}\n`);
  } else {
    plan.write(`${CONTRACTS}/${domain}/package.json`, `${JSON.stringify({ main: `../dist/${domain}/index.js`, types: `../src/${domain}/index.ts` }, null, 2)}\n`);
  }

  const tsconfig = 'tsconfig.base.json';
  const events = /^( *)"@hvac\/contracts\/events": /m;
  const indent = events.exec(plan.read(tsconfig))?.[1] ?? '';
  plan.change(tsconfig, insertAt(tsconfig, plan.read(tsconfig), events, `${indent}"@hvac/contracts/${domain}": ["./${CONTRACTS}/src/${domain}/index.ts"],\n`, 'before'));

  const preset = 'jest.preset.js';
  const listed = /^( *)'\^@hvac\/contracts\/events\$': [^\n]*\n/m;
  const match = listed.exec(plan.read(preset));
  if (match) {
    plan.change(preset, insertAt(preset, plan.read(preset), listed, `${match[1]}'^@hvac/contracts/${domain}$': path.join(root, '${CONTRACTS}/src/${domain}/index.ts'),\n`, 'before'));
  }

  // The domain's rules and texts are its team's, like its two folders; after /libs/ so that line gives way.
  const owners = 'CODEOWNERS';
  plan.change(owners, insertAt(owners, plan.read(owners), /^\/libs\/ +\S+\n/m, `${`/${CONTRACTS}/src/${domain}/`.padEnd(36)}${team}\n`, 'after'));
}
