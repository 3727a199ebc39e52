import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { API_VERSIONED, API_VERSIONS_FILE } from './shared';

/** The folder of the package.json nearest above `file`. */
function packageDirOf(file: string): string {
  let dir = path.dirname(file);
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${file} is in no package`);
    dir = parent;
  }
  return dir;
}

function declarationOptions(packageDir: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(packageDir, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  // What a consumer compiles against, without the prose: a reworded comment changes nothing it uses.
  return { ...parsed!.options, noEmit: false, declaration: true, emitDeclarationOnly: true, removeComments: true, declarationMap: false };
}

const isInside = (dir: string, file: string): boolean => {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !relative.split(path.sep).includes('node_modules');
};

/**
 * The package's own source files that `entry` imports, directly or through each other. Another shared
 * entry is a boundary: back-office's `import … from '@hvac/web-kit'` uses that singleton, it does not
 * make web-kit's surface back-office's.
 */
function ownFiles(entry: string, packageDir: string, options: ts.CompilerOptions, entries: ReadonlySet<string>): string[] {
  const found = new Set([entry]);
  for (const file of found) {
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (target && !target.endsWith('.d.ts') && isInside(packageDir, target) && !entries.has(target)) found.add(target);
    }
  }
  return [...found];
}

/**
 * The version each shared workspace library is built under (docs/architecture.md#microfrontends): its
 * package's version and a hash of the type declarations TypeScript emits for the package's own files
 * that its entry reaches. It moves exactly when what a remote compiles against moves: a changed, added
 * or removed export or signature. A fix inside a function, or a reworded comment, keeps it, and with it
 * every deployed remote.
 */
export function apiVersions(entries: Readonly<Record<string, string>>): Record<string, string> {
  const entryFiles = new Set(Object.values(entries));
  const byPackage = new Map<string, string[]>();
  for (const [name, entry] of Object.entries(entries)) byPackage.set(packageDirOf(entry), [...(byPackage.get(packageDirOf(entry)) ?? []), name]);
  const versions: Record<string, string> = {};
  for (const [packageDir, names] of byPackage) {
    const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
    const options = declarationOptions(packageDir);
    const program = ts.createProgram(names.map((name) => entries[name]!), options);
    for (const name of names) {
      const hash = createHash('sha256');
      for (const file of ownFiles(entries[name]!, packageDir, options, entryFiles).sort()) {
        const relative = path.relative(packageDir, file).split(path.sep).join('/');
        program.emit(program.getSourceFile(file), (_name, text) => hash.update(`${relative}\0${text}\0`), undefined, true);
      }
      // Letters and digits after the dash: MF's semver reads a prerelease, and only the same one satisfies it.
      versions[name] = `${version}-api-${hash.digest('hex').slice(0, 12)}`;
    }
  }
  return versions;
}

// The package's build writes the versions once; every app's webpack config reads them (shared.ts).
if (require.main === module) {
  const entries = Object.fromEntries(API_VERSIONED.map((name) => [name, require.resolve(name)]));
  writeFileSync(API_VERSIONS_FILE, `${JSON.stringify(apiVersions(entries), null, 2)}\n`);
}
