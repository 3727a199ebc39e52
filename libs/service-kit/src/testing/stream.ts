import type { NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { STREAM_NAME, type EventEnvelopeOf } from '@hvac/contracts/events';

export interface StreamedEvent<T> {
  subject: string;
  envelope: EventEnvelopeOf<T>;
}

/**
 * Every event of `domain` (hvac.<domain>.*) in the stream, from its start, read with a fresh ordered
 * consumer until a fetch comes back empty. Debian's nats-server 2.9 has no filter_subjects, so the whole
 * stream is read and the domain's subjects kept.
 */
export async function streamEvents<T = Record<string, unknown>>(nc: NatsConnection, domain: string): Promise<StreamedEvent<T>[]> {
  const consumer = await jetstream(nc).consumers.get(STREAM_NAME);
  const prefix = `hvac.${domain}.`;
  const seen: StreamedEvent<T>[] = [];
  for (;;) {
    const batch = await consumer.fetch({ max_messages: 500, expires: 1000 });
    let n = 0;
    for await (const m of batch) {
      n += 1;
      if (m.subject.startsWith(prefix)) seen.push({ subject: m.subject, envelope: m.json() });
    }
    if (n === 0) return seen;
  }
}
