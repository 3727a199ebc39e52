import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { STREAM_NAME, durableName, inboxPrefixOf, publisherOf, replayDurableName } from '@hvac/contracts/events';
import { APPS } from './apps';
import { privateDir } from './private-files';

/**
 * Who may do what on the NATS bus (docs/architecture.md#securing-the-bus). Every service is a user of
 * its own that may publish only its domain's subjects and read only its own durable consumers; the
 * operator (`ops`: the events CLI, backups, the tests that read the whole stream) may do anything.
 * Nobody connects anonymously.
 */
export interface BusService {
  /** The service's name, also its NATS user name. */
  name: string;
  domain: string;
  /**
   * Its consumers' names (EventConsumer.name): the durables it may create, read and ack. `any` lets a
   * test's stand-in service use durables of any name; no platform service has it.
   */
  consumers: readonly string[] | 'any';
}

export interface BusPermissions {
  publish: string[];
  subscribe: string[];
}

/**
 * What a service may publish and subscribe to. JetStream is reached through its API subjects: the
 * stream's info and creation (whoever starts first creates it), and per durable its creation, info, next
 * batch and acks. Deleting, purging or changing the stream, and other services' durables, stay closed.
 * NATS wildcards match whole tokens only, so every durable is named.
 */
export function busPermissions(service: BusService): BusPermissions {
  const api = '$JS.API';
  const durables =
    service.consumers === 'any'
      ? ['*']
      : service.consumers.flatMap((consumer) => {
          const durable = durableName(service.name, consumer);
          return [durable, replayDurableName(durable)];
        });
  return {
    publish: [
      `hvac.${service.domain}.>`,
      `${api}.INFO`,
      `${api}.STREAM.INFO.${STREAM_NAME}`,
      `${api}.STREAM.CREATE.${STREAM_NAME}`,
      ...durables.flatMap((d) => [
        `${api}.CONSUMER.CREATE.${STREAM_NAME}.${d}`,
        `${api}.CONSUMER.CREATE.${STREAM_NAME}.${d}.>`,
        `${api}.CONSUMER.DURABLE.CREATE.${STREAM_NAME}.${d}`,
        `${api}.CONSUMER.INFO.${STREAM_NAME}.${d}`,
        `${api}.CONSUMER.MSG.NEXT.${STREAM_NAME}.${d}`,
        `$JS.ACK.${STREAM_NAME}.${d}.>`,
      ]),
    ],
    subscribe: [`${inboxPrefixOf(service.name)}.>`],
  };
}

/** The platform's services as the bus knows them (apps.ts). */
export const platformBusServices = (): BusService[] =>
  APPS.flatMap((app) => (app.service ? [{ name: app.name, domain: app.service.domain, consumers: app.service.consumers }] : []));

/** A service's events must name it as their source; checked here so apps.ts cannot drift from it. */
export function assertPublisherNames(services: readonly BusService[]): void {
  for (const s of services) {
    if (publisherOf(s.domain) !== s.name) throw new Error(`${s.name} would publish hvac.${s.domain}.>, whose publisher is ${publisherOf(s.domain)}.`);
  }
}

export interface BusCredentials {
  dir: string;
  /** The file holding a user's password (mode 600), created on first need. */
  passwordFile(user: string): string;
  password(user: string): string;
}

/**
 * One random password per bus user, each in its own file only its owner may read, created once (like the
 * JWT keys); a lock keeps parallel processes from writing two. The NATS server's configuration and every
 * client read them from here.
 */
export async function ensureBusCredentials(dir: string, users: readonly string[]): Promise<BusCredentials> {
  privateDir(dir);
  const fileOf = (user: string) => {
    if (!/^[a-z][a-z0-9-]*$/.test(user)) throw new Error(`"${user}" is not a bus user name (lower case, digits and hyphens).`);
    return path.join(dir, `${user}.password`);
  };
  const release = await lockfile.lock(dir, { lockfilePath: path.join(dir, '.lock'), realpath: false, retries: { retries: 100, factor: 1, minTimeout: 50, maxTimeout: 50 } });
  try {
    for (const user of users) {
      const file = fileOf(user);
      if (existsSync(file)) continue;
      writeFileSync(`${file}.tmp`, randomBytes(24).toString('base64url'), { mode: 0o600 });
      renameSync(`${file}.tmp`, file);
    }
  } finally {
    await release();
  }
  return { dir, passwordFile: fileOf, password: (user) => readFileSync(fileOf(user), 'utf8').trim() };
}
