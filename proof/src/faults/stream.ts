import { connect, type ConnectionOptions } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { STREAM_NAME } from '@hvac/contracts/events';

export interface StreamEvent {
  id: string;
  subject: string;
}

export interface Durable {
  name: string;
  filter: string;
  pending: number;
  ackPending: number;
}

export interface StreamState {
  /** Every message on an event subject, in stream order (replays of dead letters left out). */
  events: StreamEvent[];
  /** The services' durable consumers (their replay durables left out). */
  durables: Durable[];
}

/**
 * Reads the whole stream with an ordered consumer, and the durables' positions, as JetStream holds them;
 * `bus` is the stack's operator (stack.natsClientOptions()), the one user that may read all of it.
 */
export async function readStream(bus: ConnectionOptions): Promise<StreamState> {
  const nc = await connect({ ...bus, name: 'fault-suite' });
  try {
    const jsm = await jetstreamManager(nc);
    const durables: Durable[] = [];
    for await (const info of jsm.consumers.list(STREAM_NAME)) {
      if (!info.config.durable_name || info.name.endsWith('_replay')) continue;
      durables.push({ name: info.name, filter: info.config.filter_subject ?? '>', pending: info.num_pending, ackPending: info.num_ack_pending });
    }
    const total = (await jsm.streams.info(STREAM_NAME)).state.messages;
    const events: StreamEvent[] = [];
    if (total > 0) {
      const consumer = await jetstream(nc).consumers.get(STREAM_NAME);
      const messages = await consumer.consume({ max_messages: 500 });
      for await (const m of messages) {
        if (!m.subject.startsWith('hvac.replay.')) events.push({ id: m.json<{ id: string }>().id, subject: m.subject });
        if (m.info.pending === 0) break;
      }
    }
    return { events, durables };
  } finally {
    await nc.close();
  }
}
