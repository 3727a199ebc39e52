import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { BOOKING_MESSAGES } from '@hvac/contracts/requests';
import { SERVICE_LEAD_MESSAGES } from '@hvac/contracts/identity';

/* The package's entries (docs/architecture.md#contracts): a common core, one entry per domain, the bus's. */

const dir = path.join(__dirname, '..');
const DOMAINS = ['identity', 'requests', 'billing', 'finance', 'inventory'];
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports: Record<string, { types?: string; default?: string }> };
const importsOf = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'([^']+)'/g)].map((m) => m[1]!);

it('the core imports no domain: a domain builds on the core, never the other way', () => {
  const core = path.join(dir, 'src/core');
  const offenders = readdirSync(core).flatMap((file) =>
    importsOf(path.join(core, file))
      .filter((spec) => spec.startsWith('..') || spec.startsWith('@hvac/'))
      .map((spec) => `${file} -> ${spec}`),
  );
  expect(offenders).toEqual([]);
});

it('a domain entry imports the core and no other domain (only reads.ts, server-only, reads another domain’s events)', () => {
  for (const domain of DOMAINS) {
    for (const file of readdirSync(path.join(dir, 'src', domain)).filter((f) => f.endsWith('.ts') && f !== 'reads.ts')) {
      const others = importsOf(path.join(dir, 'src', domain, file)).filter((spec) => DOMAINS.some((d) => d !== domain && spec.startsWith(`../${d}`)));
      expect({ file: `${domain}/${file}`, others }).toEqual({ file: `${domain}/${file}`, others: [] });
    }
  }
});

it('exports an entry per domain, each with its source, and tsconfig paths agree', () => {
  const { paths } = (JSON.parse(readFileSync(path.join(dir, '../../tsconfig.base.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions;
  expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining(['.', ...DOMAINS.map((d) => `./${d}`), './events']));
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target !== 'object' || !target.types) continue;
    expect(existsSync(path.join(dir, target.types))).toBe(true);
    expect(paths[`@hvac/contracts${subpath.slice(1)}`]).toEqual([`./libs/contracts/${target.types.slice(2)}`]);
    if (target.default) expect(target.default).toBe(target.types.replace('./src/', './dist/').replace(/\.ts$/, '.js'));
  }
});

it("the service lead's words are the booking dialog's", () => {
  expect(SERVICE_LEAD_MESSAGES).toEqual({ fullNameRequired: BOOKING_MESSAGES.fullNameRequired, emailRequired: BOOKING_MESSAGES.emailRequired });
});
