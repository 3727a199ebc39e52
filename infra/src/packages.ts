import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isRoot } from './process';

/** Finds a binary, or returns null when it is not installed. */
export type BinaryCheck = () => string | null;

let aptUpdated = false;

const isDebian = (): boolean => existsSync('/etc/debian_version');

function apt(args: string[]): void {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

/**
 * Returns the binary `check` finds. When it is missing and we are root on Debian, installs `pkg`
 * with apt-get; otherwise throws with the exact command the user has to run.
 */
export function ensureDebianPackage(check: BinaryCheck, pkg: string): string {
  const found = check();
  if (found) return found;
  if (!isRoot() || !isDebian()) {
    throw new Error(`The Debian package ${pkg} is needed but not installed. Run: sudo apt-get install -y ${pkg}`);
  }
  console.log(`Installing the Debian package ${pkg} (needed once)…`);
  if (!aptUpdated) {
    apt(['update']);
    aptUpdated = true;
  }
  apt(['install', '-y', '--no-install-recommends', pkg]);
  const installed = check();
  if (!installed) throw new Error(`apt-get installed ${pkg}, but its binary is still not found.`);
  return installed;
}

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

const versionNumber = (name: string): number => Number.parseFloat(name) || 0;

/** The PostgreSQL server binaries folder: Debian keeps initdb/pg_ctl out of PATH, in /usr/lib/postgresql/<v>/bin. */
export function findPostgresBinDir(): string | null {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  } catch {
    // pg_config is absent when only the server package is installed; the folder scan below covers it.
  }
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => versionNumber(b) - versionNumber(a));
    for (const v of versions) {
      const dir = path.join(base, v, 'bin');
      if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
    }
  }
  const initdb = onPath('initdb');
  return initdb && onPath('pg_ctl') ? path.dirname(initdb) : null;
}

export function findNatsServer(): string | null {
  return existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : onPath('nats-server');
}

export function findChromium(): string | null {
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null;
}

export const ensurePostgresBinaries = (): string => ensureDebianPackage(findPostgresBinDir, 'postgresql');
export const ensureNatsServer = (): string => ensureDebianPackage(findNatsServer, 'nats-server');
export const ensureChromium = (): string => ensureDebianPackage(findChromium, 'chromium');
/** pdftotext and pdftoppm, with which the document tests read the PDFs svc-billing prints. */
export const ensurePoppler = (): string => ensureDebianPackage(() => onPath('pdftotext') && onPath('pdftoppm'), 'poppler-utils');
