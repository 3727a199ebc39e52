import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest, type RawServerDefault } from 'fastify';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Knex } from 'knex';
import type { Static, TObject, TProperties } from 'typebox';
import { inboxPrefixOf } from '@hvac/contracts/events';
import { ConfigError, loadConfig, readKeyFile, type BaseConfig } from './config';
import { createDb, isDbReachable, runMigrations, type Migration } from './db';
import { messagingMigrations } from './messaging-migrations';
import { EventBus } from './bus';
import { Outbox, OutboxRelay } from './outbox';
import { ConsumerRunner, type EventConsumer } from './consumers';
import { createGuards, registerAuth, type AuthUser, type Guards, type TokenPayload } from './auth';
import { REQUEST_ID_HEADER, clientError, genRequestId, loggedUrl, proxyList } from './net';
import { throttleMigration } from './throttle';
import { createMailer, mailOutboxMigration, type Mailer } from './mail';
import { resolveFromDirectory, usersDirectoryConsumer, usersDirectoryMigrations } from './users-directory';
import { NUL_MESSAGE, badRequest, containsNul, frameworkError, installErrorHandlers, requireNotFoundWords, validationError } from './errors';
import { NON_FINITE_MESSAGE, containsNonFinite } from './finite-numbers';

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

export interface ServiceContext<C> {
  name: string;
  domain: string;
  schema: string;
  config: C;
  db: Knex;
  outbox: Outbox;
  bus: EventBus;
  guards: Guards;
  log: FastifyBaseLogger;
  app: App;
  /** The SMTP mailer of a service defined with `mail: true`; sending through it otherwise is a programming error. */
  mailer: Mailer;
}

export interface ServiceDefinition<P extends TProperties> {
  /** Process name, e.g. 'svc-identity'. */
  name: string;
  /** Domain: the default database schema and the middle part of event subjects ('identity'). */
  domain: string;
  /** Variables beyond BaseConfig. */
  config?: TObject<P>;
  migrations: readonly Migration[];
  consumers?: (ctx: ServiceContext<ServiceConfig<P>>) => EventConsumer[];
  /**
   * A local users directory projected from identity's user events (docs/architecture.md#users-directory):
   * its tables, its consumer, and the token check against it (deleted users, changed roles, revoked
   * tokens). `afterUserEvent` runs in the event's transaction after a registration or update.
   */
  usersDirectory?: boolean | { afterUserEvent?: (ctx: ServiceContext<ServiceConfig<P>>, trx: Knex.Transaction) => Promise<void> };
  /** An SMTP mailer as `ctx.mailer`, closed on shutdown; the config must include MailConfig's variables. */
  mail?: boolean;
  /** Where the service checks that a token's user still exists (identity only). */
  resolveUser?: (ctx: ServiceContext<ServiceConfig<P>>) => (payload: TokenPayload, request: FastifyRequest) => Promise<AuthUser | null>;
  /** PEM of the private key, for the one service that signs tokens. */
  privateKey?: (config: ServiceConfig<P>) => string | undefined;
  routes: (app: App, ctx: ServiceContext<ServiceConfig<P>>) => Promise<void> | void;
  /** Runs after migrations, before the port opens (demo seeding, first admin...). */
  onStart?: (ctx: ServiceContext<ServiceConfig<P>>) => Promise<void>;
  openapi?: { title: string; description?: string; version?: string };
}

export interface ServiceOptions {
  /** Where the log lines go instead of standard output: a test reads what the service logged. */
  logStream?: { write(line: string): void };
}

export type ServiceConfig<P extends TProperties> = Static<typeof BaseConfig> & Static<TObject<P>>;

export interface Service<C> {
  app: App;
  ctx: ServiceContext<C>;
  listen(): Promise<string>;
  close(): Promise<void>;
}

export async function createService<P extends TProperties>(
  def: ServiceDefinition<P>,
  env: NodeJS.ProcessEnv = process.env,
  options: ServiceOptions = {},
): Promise<Service<ServiceConfig<P>>> {
  const config = loadConfig(def.config, env) as ServiceConfig<P>;
  const schema = config.DB_SCHEMA ?? def.domain;
  const publicKey = readKeyFile(config.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY_FILE');

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      name: def.name,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.currentPassword', '*.newPassword'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line per request from our onResponse hook instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: genRequestId,
    trustProxy: proxyList(config.TRUSTED_PROXIES),
    bodyLimit: 1024 * 1024,
    // verbose: errors carry their schema, where a required field keeps (x-required) the words its absence is refused
    // in, and a path's id (x-not-found) the words an unknown one is answered in.
    ajv: { customOptions: { removeAdditional: true, useDefaults: true, coerceTypes: 'array', allErrors: false, verbose: true, keywords: ['x-required', 'x-not-found'] } },
    schemaErrorFormatter: validationError,
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, url: loggedUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
  // PostgreSQL text cannot hold U+0000: refused here with a 400 rather than by the database as a 500.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) throw badRequest(NUL_MESSAGE, 'nulCharacter');
  });
  // After validation, where ajv coerced the address's text to numbers (finite-numbers.ts).
  app.addHook('preHandler', async (request) => {
    if (containsNonFinite(request.query) || containsNonFinite(request.params)) throw badRequest(NON_FINITE_MESSAGE, 'validationError');
  });
  installErrorHandlers(app as unknown as FastifyInstance);
  app.addHook('onRoute', requireNotFoundWords);

  const db = createDb(config.DATABASE_URL, schema, { log: app.log });
  const bus = new EventBus(config.NATS_URL, def.name, busCredentials(def.name, config), app.log, config.NATS_STREAM_REPLICAS);
  const relay = new OutboxRelay(db, bus, app.log);
  const outbox = new Outbox(def.name, () => relay.nudge());

  const ctx: ServiceContext<ServiceConfig<P>> = {
    name: def.name,
    domain: def.domain,
    schema,
    config,
    db,
    outbox,
    bus,
    guards: createGuards(),
    log: app.log,
    app,
    mailer: def.mail ? createMailer(mailSetting(config, 'SMTP_URL'), mailSetting(config, 'MAIL_FROM'), db, app.log) : noMailer(def.name),
  };
  const directory = def.usersDirectory ? (def.usersDirectory === true ? {} : def.usersDirectory) : null;
  if (def.resolveUser) ctx.guards = createGuards(def.resolveUser(ctx));
  else if (directory) ctx.guards = createGuards(resolveFromDirectory(db));

  try {
    await runMigrations(db, schema, [...messagingMigrations, mailOutboxMigration, throttleMigration, ...(directory ? usersDirectoryMigrations : []), ...def.migrations]);
  } catch (err) {
    await db.destroy();
    throw err;
  }

  await registerAuth(app as unknown as FastifyInstance, { publicKey, privateKey: def.privateKey?.(config) });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: def.openapi?.title ?? def.name, description: def.openapi?.description, version: def.openapi?.version ?? '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });

  const directoryConsumer = directory && usersDirectoryConsumer(directory.afterUserEvent && ((trx) => directory.afterUserEvent!(ctx, trx)));
  const consumers = new ConsumerRunner(def.name, db, bus, [...(directoryConsumer ? [directoryConsumer] : []), ...(def.consumers?.(ctx) ?? [])], app.log);
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok', service: def.name }));
  // A consumer that is not reading (not attached yet, restarting, waiting for the database) makes the
  // service not ready: its projections fall behind while it still answers requests from them.
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const [database, nats] = await Promise.all([isDbReachable(db), bus.ping()]);
    const checks = { database, nats, consumers: consumers.isRunning() };
    const ready = database && nats && checks.consumers;
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', service: def.name, checks });
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await def.routes(app, ctx);
  await def.onStart?.(ctx);
  await app.ready();

  bus.start();
  relay.start();
  ctx.mailer.start();
  consumers.start();

  let closing: Promise<void> | null = null;
  return {
    app,
    ctx,
    listen: () => app.listen({ port: config.PORT, host: config.HOST }),
    close: () =>
      (closing ??= (async () => {
        await app.close();
        await ctx.mailer.close();
        await consumers.stop();
        await relay.stop();
        await bus.close();
        await db.destroy();
      })()),
  };
}

/** The service's user on the bus is its name (docs/architecture.md#securing-the-bus). */
function busCredentials(name: string, config: BaseConfig) {
  return {
    user: name,
    pass: readKeyFile(config.NATS_PASSWORD_FILE, 'NATS_PASSWORD_FILE').trim(),
    inboxPrefix: inboxPrefixOf(name),
    ...(config.NATS_CA_FILE ? { tls: { caFile: config.NATS_CA_FILE } } : {}),
  };
}

function mailSetting(config: object, name: 'SMTP_URL' | 'MAIL_FROM'): string {
  const value = (config as Record<string, unknown>)[name];
  if (typeof value !== 'string') throw new ConfigError(`${name} is required: this service sends mail (spread MailConfig's properties into its config).`);
  return value;
}

/** The mailer of a service that sends no mail: a mail there is a bug, reported where it happens. */
function noMailer(service: string): Mailer {
  return {
    start: () => undefined,
    queue: () => Promise.reject(new Error(`${service} was not defined with mail: true`)),
    send: () => Promise.reject(new Error(`${service} was not defined with mail: true`)),
    settle: async () => undefined,
    close: async () => undefined,
  };
}

/** Entry point of a service process: start, and shut down cleanly on SIGTERM/SIGINT. */
export async function runService<P extends TProperties>(def: ServiceDefinition<P>): Promise<void> {
  let service: Service<ServiceConfig<P>>;
  try {
    service = await createService(def);
    await service.listen();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${def.name}: ${err.message}\n`);
    } else {
      process.stderr.write(`${def.name}: failed to start: ${(err as Error).stack ?? err}\n`);
    }
    process.exit(1);
  }
  const shutdown = (signal: string) => {
    service.app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    service.close().then(
      () => process.exit(0),
      (err) => {
        service.app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

