// Entry point of `npm start`, `npm test`, `npm run bench`, `npm run faults`, `npm run backup` and
// `npm run restore`. It runs right after `git clone`, before any dependency is installed, so it is plain
// JavaScript using only Node's built-in modules.
// It installs dependencies when missing or stale, builds (Nx caches, so a second run is quick) and
// hands over to infra/dist/cli.js.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

const installed = path.join(root, 'node_modules', '.package-lock.json');
const stale = !existsSync(installed) || statSync(path.join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs;
if (stale) {
  console.log('Installing dependencies…');
  // `npm ci` fails here: the lockfile names other platforms' optional binaries the registry may lack.
  // flock serialises installs when several tools share one checkout; without it, install directly.
  const hasFlock = spawnSync('sh', ['-c', 'command -v flock'], { stdio: 'ignore' }).status === 0;
  const install = ['npm', 'install', '--no-audit', '--no-fund'];
  if (hasFlock) run('flock', [path.join('/tmp', 'hvac-npm.lock'), ...install]);
  else run(install[0], install.slice(1));
}

if (command === 'start' || command === 'bench' || command === 'faults') {
  console.log('Building (cached after the first run)…');
  run(path.join(root, 'node_modules', '.bin', 'nx'), ['run-many', '-t', 'build', '--outputStyle=static-failures-only']);
} else {
  // `test` builds every project itself through Nx, and backup/restore run PostgreSQL's own tools: only
  // the infra CLI is needed to get there.
  run(path.join(root, 'node_modules', '.bin', 'nx'), ['run', 'infra:build', '--outputStyle=static-failures-only']);
}

const cli = spawn(process.execPath, [path.join(root, 'infra', 'dist', 'cli.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the CLI through the terminal's process group; a SIGTERM sent to us alone is passed on.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => cli.kill('SIGTERM'));
cli.once('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
