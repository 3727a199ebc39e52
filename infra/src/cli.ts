import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS } from '@hvac/contracts';
import { runBench } from './bench';
import { backupCommand, restoreCommand } from './backup-commands';
import { platformBusServices } from './bus-access';
import { deployDir } from './deploy-manifests';
import { eventsMarkdown } from './events-docs';
import { natsValuesYaml } from './nats-values';
import { newDomainCommand } from './new-domain';
import { newServiceCommand } from './new-service';
import { ensureChromium, ensureNatsServer, ensurePostgresBinaries } from './packages';
import { repoRoot } from './paths';
import { DEFAULT_POSTGRES_PORT, ensurePostgres } from './postgres';
import { startStack, type Stack } from './stack';

/** REPLICAS: processes per service under npm start and npm run faults (default 1). */
function replicasFromEnv(): number {
  const raw = process.env.REPLICAS ?? '1';
  const replicas = Number(raw);
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 4) throw new Error(`REPLICAS must be a whole number from 1 to 4 (got "${raw}").`);
  return replicas;
}

function banner(stack: Stack, demo: boolean, replicas: number): string {
  const port = stack.apps.find((a) => a.name === 'gateway')?.port ?? 8080;
  const lines = ['', `  HVAC platform is running: http://localhost:${port}`, ''];
  if (replicas > 1) lines.push(`  Every service runs ${replicas} times (ports 3001 …, 3101 …); the gateway balances across them.`, '');
  if (demo) {
    lines.push(`  Demo logins (password for all: ${DEMO_PASSWORD})`, '', '  Role      E-mail');
    for (const { role, email } of DEMO_USERS) lines.push(`  ${role.padEnd(9)} ${email}`);
  } else {
    lines.push(`  Demo mode is off: sign in as ${process.env.ADMIN_EMAIL ?? 'the admin set by ADMIN_EMAIL / ADMIN_PASSWORD'}.`);
  }
  lines.push('', '  Mail sent by the platform is kept in .data/mail/. Press Ctrl-C to stop.', '');
  return lines.join('\n');
}

async function start(): Promise<number> {
  ensurePostgresBinaries();
  ensureNatsServer();
  const demo = process.env.DEMO_MODE !== 'false';
  const replicas = replicasFromEnv();
  const started: { stack?: Stack } = {};
  let finishing: Promise<number> | undefined;
  let release: (code: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => (release = resolve));

  // Children's handles are unref'd; this keeps the CLI alive while the platform runs.
  const keepAlive = setInterval(() => undefined, 1 << 30);
  const shutdown = (code: number): Promise<number> => {
    finishing ??= (async () => {
      clearInterval(keepAlive);
      console.log('\nStopping the platform…');
      await started.stack?.stop();
      console.log('Stopped.');
      release(code);
      return code;
    })();
    return finishing;
  };
  // During start-up the stack is stopped as soon as it is up (startStack cleans up itself if it fails).
  // A second Ctrl-C while stopping ends at once; the exit hook still signals the children.
  let interrupted = false;
  const onSignal = () => {
    if (finishing) process.exit(130);
    if (started.stack) void shutdown(0);
    else interrupted = true;
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const stack = await startStack({
    mode: 'dev',
    demo,
    replicas,
    echoLogs: true,
    onUnexpectedExit: (name, code, lines) => {
      console.error(`\n${name} exited unexpectedly (code ${code}). Its last log lines:\n${lines}`);
      void shutdown(1);
    },
  });
  started.stack = stack;
  if (interrupted) return shutdown(0);
  console.log(banner(stack, demo, replicas));
  return done;
}

/** Unit, integration and browser tests of every project through Nx, against the hvac_test database. */
async function test(): Promise<number> {
  ensurePostgresBinaries();
  ensureNatsServer();
  ensureChromium();
  // Another checkout's cluster may hold the default port; tests only need *a* port.
  const postgres = await ensurePostgres({
    port: process.env.POSTGRES_PORT ? Number(process.env.POSTGRES_PORT) : DEFAULT_POSTGRES_PORT,
    fallbackToFreePort: !process.env.POSTGRES_PORT,
  });
  const root = repoRoot();
  const code = await new Promise<number>((resolve) => {
    const nx = spawn(
      path.join(root, 'node_modules', '.bin', 'nx'),
      ['run-many', '-t', 'build', 'lint', 'typecheck', 'test', '--outputStyle=static'],
      { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: postgres.testUrl } },
    );
    // Ctrl-C reaches Nx directly (same process group); we only wait for it so PostgreSQL is stopped after.
    const ignore = () => undefined;
    process.on('SIGINT', ignore);
    process.on('SIGTERM', () => nx.kill('SIGTERM'));
    nx.once('exit', (c, signal) => resolve(c ?? (signal ? 130 : 1)));
  });
  await postgres.stop();
  return code;
}

/**
 * The long form of the fault suite (proof/test/faults.test.ts with FAULTS=long): a test stack of its own,
 * every fault held longer and twice, the table printed at the end. REPLICAS=2 runs it on two of everything.
 */
async function faults(): Promise<number> {
  ensurePostgresBinaries();
  ensureNatsServer();
  ensureChromium();
  replicasFromEnv();
  const root = repoRoot();
  return new Promise<number>((resolve) => {
    const jest = spawn(path.join(root, 'node_modules', '.bin', 'jest'), ['--runTestsByPath', 'test/faults.test.ts'], {
      cwd: path.join(root, 'proof'),
      stdio: 'inherit',
      env: { ...process.env, FAULTS: 'long' },
    });
    // Ctrl-C reaches Jest directly (same process group).
    process.on('SIGINT', () => undefined);
    process.on('SIGTERM', () => jest.kill('SIGTERM'));
    jest.once('exit', (code, signal) => resolve(code ?? (signal ? 130 : 1)));
  });
}

async function main(): Promise<number> {
  const command = process.argv[2];
  switch (command) {
    case 'start':
      return start();
    case 'test':
      return test();
    case 'bench':
      await runBench();
      return 0;
    case 'faults':
      return faults();
    case 'backup':
      return backupCommand(process.argv.slice(3));
    case 'restore':
      return restoreCommand(process.argv.slice(3));
    case 'new-service':
      newServiceCommand(repoRoot(), process.argv.slice(3));
      return 0;
    case 'new-domain':
      newDomainCommand(repoRoot(), process.argv.slice(3));
      return 0;
    case 'nats-values':
      writeFileSync(path.join(deployDir(), 'nats-values.yaml'), natsValuesYaml(platformBusServices()));
      console.log('Wrote infra/deploy/nats-values.yaml from infra/src/apps.ts.');
      return 0;
    case 'events-docs':
      writeFileSync(path.join(repoRoot(), 'docs', 'events.md'), eventsMarkdown(platformBusServices()));
      console.log('Wrote docs/events.md from the event contracts in libs/contracts and infra/src/apps.ts.');
      return 0;
    default:
      console.error('Usage: node infra/dist/cli.js start|test|bench|faults|backup|restore|new-service|new-domain|nats-values|events-docs');
      return 2;
  }
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`\n${err.message}`);
    process.exit(1);
  },
);
