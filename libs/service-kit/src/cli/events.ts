import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import type { Knex } from 'knex';
import { Type } from 'typebox';
import { BaseConfig, ConfigError, loadVariables, readKeyFile } from '../config';
import { createDb } from '../db';
import { replayDeadLetters, waitingDeadLetters, type DeadLetter } from '../dead-letters';
// Replays travel on subjects no service may publish (docs/architecture.md#securing-the-bus).
import { BUS_OPERATOR, durableName, inboxPrefixOf } from '@hvac/contracts/events';

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

const USAGE = [
  'Usage: npm run events -- list <service>',
  '       npm run events -- replay <service> <consumer> [<dead letter id> ...]',
  '',
  'list shows the dead letters of a service that wait for a replay. replay publishes a consumer\'s waiting',
  'dead letters (or only the ids given) again for that consumer alone, and marks them replayed.',
  'Reads DATABASE_URL, DB_SCHEMA (default: the service\'s name without "svc-") and, to replay, NATS_URL and',
  'NATS_PASSWORD_FILE: the bus operator\'s password (user ops), the only user that may publish replays.',
];

const DatabaseVariables = Type.Object({ DATABASE_URL: BaseConfig.properties.DATABASE_URL, DB_SCHEMA: BaseConfig.properties.DB_SCHEMA });
const ReplayVariables = Type.Object({
  ...DatabaseVariables.properties,
  NATS_URL: BaseConfig.properties.NATS_URL,
  NATS_PASSWORD_FILE: BaseConfig.properties.NATS_PASSWORD_FILE,
  NATS_CA_FILE: BaseConfig.properties.NATS_CA_FILE,
});

class UsageError extends Error {}

/**
 * How to reach the stack of `npm start`: infra's private PostgreSQL (user hvac, database hvac, password
 * in .data/) and NATS, on their default ports unless POSTGRES_PORT / NATS_PORT moved them.
 */
function localStackHint(argv: string[], env: NodeJS.ProcessEnv): string[] {
  const postgresPort = env.POSTGRES_PORT || '55432';
  const natsPort = env.NATS_PORT || '54222';
  return [
    'For the stack of `npm start`, run from the repository root:',
    `  DATABASE_URL="postgres://hvac:$(cat .data/postgres-password)@127.0.0.1:${postgresPort}/hvac" NATS_URL=nats://127.0.0.1:${natsPort} NATS_PASSWORD_FILE=.data/nats-credentials/ops.password npm run events -- ${argv.join(' ')}`,
  ];
}

const firstLine = (text: string, max: number): string => {
  const line = text.split('\n')[0]!;
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

function describeLetter(letter: DeadLetter, prefix: string): string {
  const at = letter.created_at.toISOString().replace('T', ' ').slice(0, 19);
  const event = letter.event_id ? `event ${letter.event_id}` : 'not an event';
  return `  #${letter.id}  ${at}  ${letter.consumer.slice(prefix.length)}  ${letter.subject}  ${event}  failed ${letter.deliveries}×: ${firstLine(letter.error, 120)}`;
}

/** The schema must be the service's: otherwise every answer would be an empty list. */
async function assertKitSchema(db: Knex, schema: string, service: string): Promise<void> {
  const found = await db.raw('select to_regclass(?) as t', [`${schema}.dead_letters`]);
  if (!found.rows[0].t) throw new UsageError(`Schema "${schema}" has no dead_letters table: set DB_SCHEMA to the schema ${service} uses (a service creates its tables when it first starts).`);
}

async function list(db: Knex, service: string, schema: string, io: CliOutput): Promise<number> {
  const prefix = durableName(service, '');
  const letters = await waitingDeadLetters(db, { prefix });
  if (!letters.length) {
    io.out(`No dead letters of ${service} wait for a replay (schema ${schema}).`);
    return 0;
  }
  const consumers = [...new Set(letters.map((letter) => letter.consumer))];
  for (const consumer of consumers) {
    const own = letters.filter((letter) => letter.consumer === consumer);
    const name = consumer.slice(prefix.length);
    io.out(`${name}: ${own.length} dead letter${own.length === 1 ? '' : 's'}; replay with: npm run events -- replay ${service} ${name}`);
    for (const letter of own) io.out(describeLetter(letter, prefix));
  }
  return 0;
}

interface Bus {
  url: string;
  passwordFile: string;
  caFile?: string;
}

async function replay(db: Knex, bus: Bus, service: string, consumerName: string, ids: string[], schema: string, io: CliOutput): Promise<number> {
  const consumer = durableName(service, consumerName);
  const waiting = (await waitingDeadLetters(db, { consumer })).filter((letter) => !ids.length || ids.includes(letter.id));
  if (!waiting.length) {
    const prefix = durableName(service, '');
    const others = [...new Set((await waitingDeadLetters(db, { prefix })).map((letter) => letter.consumer.slice(prefix.length)))];
    io.out(`Nothing to replay for ${consumer}${ids.length ? ` (ids ${ids.join(', ')})` : ''}.`);
    if (others.length) io.out(`Consumers of ${service} with dead letters waiting: ${others.join(', ')}.`);
    return 0;
  }
  const pass = readKeyFile(bus.passwordFile, 'NATS_PASSWORD_FILE').trim();
  const tls = bus.caFile ? { tls: { caFile: bus.caFile } } : {};
  const nc = await connect({ servers: bus.url, user: BUS_OPERATOR, pass, inboxPrefix: inboxPrefixOf(BUS_OPERATOR), timeout: 5_000, reconnect: false, ...tls }).catch((err: Error) => {
    throw new UsageError(`NATS at ${bus.url} does not let the operator in (${err.message}): are NATS_URL and NATS_PASSWORD_FILE right, and NATS running?`);
  });
  try {
    const { replayed, failure } = await replayDeadLetters(db, jetstream(nc), { consumer, ids, messageIdPrefix: `replay:${schema}` });
    if (replayed.length) {
      io.out(`Replayed ${replayed.length} dead letter${replayed.length === 1 ? '' : 's'} of ${consumer}: ${replayed.map((letter) => `#${letter.id}`).join(', ')}.`);
      io.out('The consumer handles them again as it runs; one that fails again becomes a new dead letter.');
    }
    if (failure) {
      io.err(`Publishing stopped at a dead letter (${failure.message}); it and those after it still wait. Run the command again.`);
      return 1;
    }
    return 0;
  } finally {
    await nc.close();
  }
}

/**
 * `npm run events`: lists and replays a service's dead letters. Returns the exit code; never exits, so
 * tests run it in-process.
 */
export async function runEventsCli(argv: string[], env: NodeJS.ProcessEnv, io: CliOutput): Promise<number> {
  const [command, service, consumer, ...rest] = argv;
  const usage = () => {
    for (const line of USAGE) io.err(line);
    return 2;
  };
  if (!service || !/^[a-z0-9-]+$/.test(service)) return usage();
  if (command === 'list' && consumer !== undefined) return usage();
  if (command === 'replay' && (!consumer || !rest.every((id) => /^[1-9][0-9]{0,17}$/.test(id)))) return usage();
  if (command !== 'list' && command !== 'replay') return usage();

  let variables: { DATABASE_URL: string; DB_SCHEMA?: string; NATS_URL?: string; NATS_PASSWORD_FILE?: string; NATS_CA_FILE?: string };
  try {
    variables = loadVariables(command === 'replay' ? ReplayVariables : DatabaseVariables, env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    io.err(`events: ${err.message}`);
    for (const line of localStackHint(argv, env)) io.err(line);
    return 1;
  }
  const schema = variables.DB_SCHEMA ?? service.replace(/^svc-/, '');
  const db = createDb(variables.DATABASE_URL, schema, { max: 2 });
  try {
    await db.raw('select 1').catch((err: Error) => {
      throw new UsageError(`PostgreSQL at DATABASE_URL does not answer (${err.message}): is it running, and DATABASE_URL right?`);
    });
    await assertKitSchema(db, schema, service);
    if (command === 'list') return await list(db, service, schema, io);
    return await replay(db, { url: variables.NATS_URL!, passwordFile: variables.NATS_PASSWORD_FILE!, caFile: variables.NATS_CA_FILE }, service, consumer!, rest, schema, io);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.err(`events: ${err.message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  runEventsCli(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }).then(
    (code) => process.exit(code),
    (err: Error) => {
      process.stderr.write(`events: ${err.stack ?? err}\n`);
      process.exit(1);
    },
  );
}
