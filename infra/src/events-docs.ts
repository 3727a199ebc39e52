import * as busContracts from '@hvac/contracts/events';
import { eventCatalogue, type ConsumerContract, type EventContract } from '@hvac/contracts/events';
import type { BusService } from './bus-access';

/*
 * docs/events.md, written from the event contracts (docs/architecture.md#event-contracts) and the
 * consumers each service runs (apps.ts): `npm run events:docs` writes it and infra/test/events-docs.test.ts
 * keeps it equal to this, so the page cannot drift from what the services publish and read.
 */

interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  minimum?: number;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}

const code = (text: unknown) => `\`${String(text)}\``;

/** A field's schema in words: `uuid`, `string or null`, `integer ≥ 0`, the values of an enumeration. */
function typeOf(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' or ');
  if (schema.const !== undefined) return code(schema.const);
  if (schema.enum) return schema.enum.map(code).join(' or ');
  if (schema.format) return schema.format;
  if (schema.pattern) return `${schema.type} ${code(schema.pattern)}`;
  if (schema.minimum !== undefined) return `${schema.type} ≥ ${schema.minimum}`;
  return schema.type ?? 'any';
}

export function eventsMarkdown(services: readonly BusService[]): string {
  const { events, consumers } = eventCatalogue(busContracts);
  const runners = (c: ConsumerContract) => services.filter((s) => s.consumers !== 'any' && s.consumers.includes(c.name)).map((s) => s.name);
  const consumerName = (c: ConsumerContract) => `${code(c.name)} (${runners(c).join(', ')})`;
  const readersOf = (e: EventContract) => consumers.filter((c) => c.reads.some((r) => r.event === e));
  // An older event without the field reads as the consumer's default (the users directory's versions).
  const fieldReaders = (e: EventContract, field: string) =>
    consumers.flatMap((c) =>
      c.reads.filter((r) => r.event === e && r.fields.includes(field)).map((r) => (field in r.defaults ? `${c.name} (${code(r.defaults[field])} when absent)` : c.name)),
    );
  // A heading of a subject in backticks: GitHub's anchor keeps its letters, digits and dashes.
  const eventLink = (e: EventContract) => `[${code(e.subject)}](#${e.subject.replace(/\./g, '')})`;

  const lines = [
    '# Events',
    '',
    '<!-- Written by `npm run events:docs` from the contracts in libs/contracts; infra/test/events-docs.test.ts fails when it differs. -->',
    '',
    'Every event on the bus: its version, its publisher, the consumers that read it and the fields each reads, from',
    'the event contracts in `libs/contracts` (`defineEvent`, `defineConsumer`) and the consumers each service runs',
    '(`infra/src/apps.ts`). How contracts and versions work, and how to change an event without breaking a consumer:',
    '[architecture.md](architecture.md#event-contracts). When each event is published, and what its consumers do',
    'with it, is on its domain’s page under Events.',
    '',
    '| Event | Version | Published by | Consumed by |',
    '|---|---|---|---|',
    ...events.map((e) => `| ${eventLink(e)} | ${e.version} | ${e.publisher} | ${readersOf(e).map(consumerName).join(', ') || 'nobody yet'} |`),
    '',
    '## Consumers',
    '',
    '| Consumer | Runs in | Subject | Reads |',
    '|---|---|---|---|',
    ...consumers.map((c) => `| ${code(c.name)} | ${runners(c).join(', ')} | ${code(c.subject)} | ${c.reads.map((r) => eventLink(r.event)).join(', ')} |`),
  ];
  for (const publisher of [...new Set(events.map((e) => e.publisher))]) {
    lines.push('', `## ${publisher}`);
    for (const e of events.filter((x) => x.publisher === publisher)) {
      const readers = readersOf(e);
      lines.push(
        '',
        `### ${code(e.subject)}`,
        '',
        `Version ${e.version} of ${code(e.name)}; envelope type ${code(e.type)}. Consumed by ${readers.map(consumerName).join(', ') || 'nobody yet'}.`,
        '',
        '| Field | Type | Read by |',
        '|---|---|---|',
        ...Object.entries(e.data.properties as Record<string, JsonSchema>).map(([field, schema]) => {
          const optional = e.data.required?.includes(field) ? '' : ' (optional)';
          return `| ${code(field)} | ${typeOf(schema)}${optional} | ${fieldReaders(e, field).join(', ')} |`;
        }),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
