/**
 * Names the services and the bus's permissions must agree on (docs/architecture.md#securing-the-bus):
 * who publishes a domain's events, and the durable and replay names of a consumer. The NATS server's
 * permissions are built from them, so a name changed here changes what each service may touch.
 */

/** The one service that may publish `hvac.<domain>.>`, and the `source` its events must carry. */
export const publisherOf = (domain: string): string => `svc-${domain}`;

/** The domain of an event subject `hvac.<domain>.<event>`; null for any other subject. */
export function domainOfSubject(subject: string): string | null {
  const parts = subject.split('.');
  return parts.length === 3 && parts[0] === 'hvac' && parts[1] !== 'replay' && parts[1] !== '' ? parts[1]! : null;
}

/** A consumer's durable on the stream; also the `consumer` of its inbox, failure-count and dead-letter rows. */
export const durableName = (service: string, consumer: string): string => `${service}_${consumer}`.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * Replays travel on a subject of their own, read by a second durable of the same consumer, so a replay
 * reaches only the consumer that dead-lettered the event (NATS 2.9 has no consumers on several filters,
 * and republishing on the event's own subject would reach every consumer of it).
 */
export const replaySubject = (durable: string): string => `hvac.replay.${durable}`;
export const replayDurableName = (durable: string): string => `${durable}_replay`;

/** The inbox prefix of a bus user's connection, so the replies it asks for reach no other user's subscription. */
export const inboxPrefixOf = (user: string): string => `_INBOX_${user}`;

/** The bus's operator: the events CLI, backups and tests that read the whole stream; the only user that may publish replays. */
export const BUS_OPERATOR = 'ops';
