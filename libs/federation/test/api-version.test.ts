import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiVersions } from '../src/api-version';

/** A small library with two shared entries: index (its main surface) and extra, which uses index. */
let dir: string;
const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
const versions = () => apiVersions({ lib: path.join(dir, 'src/index.ts'), 'lib/extra': path.join(dir, 'src/extra.ts') });

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'api-version-'));
  mkdirSync(path.join(dir, 'src'));
  write('package.json', JSON.stringify({ name: 'lib', version: '1.2.3' }));
  write(
    'tsconfig.json',
    JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'preserve', moduleResolution: 'bundler', lib: ['ES2023'], noEmit: true }, include: ['src'] }),
  );
  write('src/index.ts', "export { greet } from './greet';\nexport type { Greeting } from './types';\n");
  write('src/types.ts', 'export interface Greeting { text: string }\n');
  write('src/greet.ts', "import type { Greeting } from './types';\n\nexport function greet(name: string): Greeting {\n  return { text: `Hello ${name}` };\n}\n");
  write('src/shout.ts', 'export const shout = (text: string) => text.toUpperCase();\n');
  write('src/extra.ts', "import { greet } from './index';\n\nexport function welcome() {\n  return greet('you').text;\n}\n");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("is the package's version with a hash of each entry's declarations, the same on every run", () => {
  const first = versions();
  expect(first.lib).toMatch(/^1\.2\.3-api-[0-9a-f]{12}$/);
  expect(first['lib/extra']).toMatch(/^1\.2\.3-api-[0-9a-f]{12}$/);
  expect(first['lib/extra']).not.toBe(first.lib);
  expect(versions()).toEqual(first);
});

it('stays when only bodies, comments or files the entry does not reach change', () => {
  const before = versions();
  write('src/greet.ts', "import type { Greeting } from './types';\n\n/** Friendlier now. */\nexport function greet(name: string): Greeting {\n  return { text: `Hi there, ${name.trim()}` };\n}\n");
  write('src/shout.ts', 'export const shout = (text: string, times: number) => text.toUpperCase().repeat(times);\n');
  expect(versions()).toEqual(before);
});

it('moves when an export, a signature or a type it names changes, declared or inferred', () => {
  const before = versions();
  const changes: Array<[string, string]> = [
    ['src/index.ts', "export { greet } from './greet';\nexport type { Greeting } from './types';\nexport { shout } from './shout';\n"],
    ['src/greet.ts', "import type { Greeting } from './types';\n\nexport function greet(name: string, loud?: boolean): Greeting {\n  return { text: loud ? name : `Hello ${name}` };\n}\n"],
    ['src/types.ts', 'export interface Greeting { text: string; language: string }\n'],
    ['src/extra.ts', "import { greet } from './index';\n\nexport function welcome() {\n  return greet('you');\n}\n"],
  ];
  for (const [file, text] of changes) {
    write(file, text);
    const after = versions();
    expect({ file, changed: after.lib !== before.lib || after['lib/extra'] !== before['lib/extra'] }).toEqual({ file, changed: true });
  }
});

it("gives another entry's surface to that entry alone", () => {
  const before = versions();
  write('src/types.ts', 'export interface Greeting { text: string; language: string }\n');
  const after = versions();
  expect(after.lib).not.toBe(before.lib);
  expect(after['lib/extra']).toBe(before['lib/extra']);
});
