import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TProperties } from 'typebox';
import { deploymentEnv, ensureKeys, ensurePostgres, ownEnvNames, platformBusServices, startNats, startSmtpCapture, type NatsServer, type SmtpCapture } from '@hvac/infra';
import { BaseConfig, loadConfig } from '../config';
import { createDb, dropSchema } from '../db';
import { createService, type Service, type ServiceConfig, type ServiceDefinition, type ServiceOptions } from '../service';
import { eventually } from './eventually';
import { identityFixtures, type IdentityFixtures } from './identity';

export interface Harness<C> {
  service: Service<C>;
  nats: NatsServer;
  smtp: SmtpCapture;
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A service running against real infrastructure for one test file: the private PostgreSQL (its test
 * database, in a schema of its own that is dropped afterwards), its own nats-server and SMTP capture, and
 * its own key pair. Nothing here touches demo data. On the bus a platform service has exactly the
 * permissions it has in production (apps.ts), so a consumer it does not declare there cannot read here
 * either; a test's own stand-in service may use any durable.
 */
export async function startHarness<P extends TProperties>(
  def: ServiceDefinition<P>,
  extraEnv: Record<string, string> = {},
  options: ServiceOptions = {},
): Promise<Harness<ServiceConfig<P>>> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), `hvac-${def.domain}-`));
  const pg = await ensurePostgres();
  const platform = platformBusServices();
  const services = platform.some((s) => s.name === def.name) ? platform : [...platform, { name: def.name, domain: def.domain, consumers: 'any' as const }];
  const nats = await startNats({ storeDir: path.join(tmp, 'nats'), services });
  const smtp = await startSmtpCapture({ dir: path.join(tmp, 'mail') });
  const keys = await ensureKeys(path.join(tmp, 'keys'));
  const schema = `t_${def.domain}_${randomBytes(4).toString('hex')}`;
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: pg.testUrl,
    DB_SCHEMA: schema,
    NATS_URL: nats.url,
    NATS_PASSWORD_FILE: nats.credentials.passwordFile(def.name),
    JWT_PUBLIC_KEY_FILE: keys.publicKeyFile,
    JWT_PRIVATE_KEY_FILE: keys.privateKeyFile,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'false',
    ...extraEnv,
  };
  const service = await createService(def, env, options).catch(async (err) => {
    await nats.stop();
    await smtp.close();
    throw err;
  });
  return {
    service,
    nats,
    smtp,
    env,
    async close() {
      await service.close();
      const db = createDb(pg.testUrl, schema);
      await dropSchema(db, schema).finally(() => db.destroy());
      await nats.stop();
      await smtp.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

export interface ServiceUnderTest<C> extends IdentityFixtures {
  h: Harness<C>;
  /** `app.inject`, with `token` sent as the bearer token. */
  call(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** The outbox's events about `id` (the value of any of `eventKeys` in their data), oldest first. */
  events(id: string): Promise<{ type: string; data: Record<string, unknown> }[]>;
}

/**
 * What every service's tests start from: its harness once NATS is connected, identity's fixtures (users,
 * tokens, identity's events), an authorised inject and the service's own outbox, read back.
 */
export async function startServiceUnderTest<P extends TProperties>(
  def: ServiceDefinition<P>,
  env: Record<string, string> = {},
  options: ServiceOptions = {},
  eventKeys: readonly string[] = ['id'],
): Promise<ServiceUnderTest<ServiceConfig<P>>> {
  const h = await startHarness(def, env, options);
  const { app, ctx } = h.service;
  await eventually(() => (ctx.bus.isConnected() ? true : undefined), 10_000, 'NATS connection');
  const identity = identityFixtures(h);
  return {
    ...identity,
    h,
    call: ({ token, headers, ...opts }) => app.inject({ ...opts, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    async events(id) {
      const rows = (await ctx.db('outbox').orderBy('seq')) as { envelope: { type: string; data: Record<string, unknown> } }[];
      return rows
        .map((r) => r.envelope)
        .filter((e) => eventKeys.some((key) => e.data[key] === id))
        .map(({ type, data }) => ({ type, data }));
    },
    async close() {
      await identity.close();
      await h.close();
    },
  };
}

/** Stand-ins for the Secrets the Kubernetes manifests name (created outside the repository). */
export const MANIFEST_SECRETS: Record<string, string> = {
  'hvac-db-app/uri': 'postgresql://hvac:secret@hvac-db-rw.hvac.svc:5432/hvac',
  'hvac-smtp/url': 'smtp://mail.example.com:587',
};

/**
 * The service's configuration as its Deployment in infra/deploy/k8s would start it, and the variables
 * the Deployment sets that the service does not read (a misspelt name would be silently ignored).
 */
export function manifestConfig<P extends TProperties>(def: ServiceDefinition<P>): { config: ServiceConfig<P>; unknown: string[] } {
  const config = loadConfig(def.config, deploymentEnv(def.name, MANIFEST_SECRETS)) as ServiceConfig<P>;
  const known = new Set([...Object.keys(BaseConfig.properties), ...Object.keys(def.config?.properties ?? {})]);
  return { config, unknown: ownEnvNames(def.name).filter((name) => !known.has(name)) };
}

export { eventually } from './eventually';
export { identityFixtures, type IdentityFixtures, type TestUser } from './identity';
export { describeDeployment, describeServiceBasics } from './conformance';
export { streamEvents, type StreamedEvent } from './stream';
