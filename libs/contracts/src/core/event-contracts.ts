import type { Static, TObject } from 'typebox';
import { publisherOf } from './bus';
import type { EventEnvelopeOf } from './events';
import { subjectOf } from './events';

/*
 * The written contract between the teams on the bus (docs/architecture.md#event-contracts): each event
 * type is declared once by its publisher (subject, version, data schema) and each consumer declares the
 * fields it reads of it, so a test can tell when a publisher stops giving a consumer what it reads.
 */

/**
 * The envelope's `type`, also the subject's last part: the bare name for version 1 (every event before
 * versions existed), `<name>-v<version>` after, so each version has a subject of its own.
 */
export type EventType<N extends string, V extends number> = V extends 1 ? N : `${N}-v${V}`;

export interface EventContract<T extends string = string, D extends TObject = TObject> {
  readonly kind: 'event';
  readonly domain: string;
  /** The same in every version, e.g. `payment-recorded`. */
  readonly name: string;
  readonly version: number;
  readonly type: T;
  readonly subject: string;
  /** The one service that may publish it, and its envelopes' `source`. */
  readonly publisher: string;
  readonly data: D;
}

export function defineEvent<const N extends string, const V extends number, D extends TObject>(domain: string, name: N, version: V, data: D): EventContract<EventType<N, V>, D> {
  const type = (version === 1 ? name : `${name}-v${version}`) as EventType<N, V>;
  return { kind: 'event', domain, name, version, type, subject: subjectOf(domain, type), publisher: publisherOf(domain), data };
}

export type EventData<E extends EventContract> = Static<E['data']>;

/** The fields of one event (one version) a consumer reads. */
export interface EventRead<E extends EventContract = EventContract, K extends string = string> {
  readonly event: E;
  readonly fields: readonly K[];
  /** Values the consumer takes for read fields that events published before the field existed lack. */
  readonly defaults: Readonly<Record<string, unknown>>;
}

export const reads = <E extends EventContract, const K extends keyof EventData<E> & string>(
  event: E,
  fields: readonly K[],
  defaults: Partial<Pick<EventData<E>, K>> = {},
): EventRead<E, K> => ({ event, fields, defaults });

export interface ConsumerContract<R extends readonly EventRead[] = readonly EventRead[]> {
  readonly kind: 'consumer';
  /** Unique on the platform; its durable is `<service>_<name>` in each service that runs it (infra/src/apps.ts). */
  readonly name: string;
  /** One subject filter naming a domain: NATS 2.9 gives a consumer one. */
  readonly subject: string;
  readonly reads: R;
}

export const defineConsumer = <const R extends readonly EventRead[]>(spec: { name: string; subject: string; reads: R }): ConsumerContract<R> => ({
  kind: 'consumer',
  ...spec,
});

/** An event as consumer `C` receives it: one of the types it reads, with the data narrowed to the fields it reads. */
export type ReadEvent<C extends ConsumerContract> = C['reads'][number] extends infer R
  ? R extends EventRead<infer E, infer K>
    ? Omit<EventEnvelopeOf<unknown>, 'type' | 'data'> & { type: E['type']; data: Pick<EventData<E>, K> }
    : never
  : never;

export interface EventCatalogue {
  events: EventContract[];
  consumers: ConsumerContract[];
}

const isContract = (value: unknown, kind: 'event' | 'consumer'): boolean =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === kind;

/**
 * Every event and consumer contract a module exports, alone or in a map of them (`BILLING_EVENTS`), for
 * the contract test and docs/events.md; the modules are passed in so no file here imports every domain.
 */
export function eventCatalogue(...modules: object[]): EventCatalogue {
  const found = modules.flatMap((m) => Object.values(m).flatMap((v: unknown) => (isContract(v, 'event') || isContract(v, 'consumer') ? [v] : typeof v === 'object' && v !== null ? Object.values(v) : [])));
  const unique = [...new Set(found)];
  return {
    events: unique.filter((v): v is EventContract => isContract(v, 'event')),
    consumers: unique.filter((v): v is ConsumerContract => isContract(v, 'consumer')),
  };
}
