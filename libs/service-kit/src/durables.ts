/** A consumer's durable on the stream; also the `consumer` of its inbox, failure-count and dead-letter rows. */
export const durableName = (service: string, consumer: string): string => `${service}_${consumer}`.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * Replays travel on a subject of their own, read by a second durable of the same consumer, so a replay
 * reaches only the consumer that dead-lettered the event (NATS 2.9 has no consumers on several filters,
 * and republishing on the event's own subject would reach every consumer of it).
 */
export const replaySubject = (durable: string): string => `hvac.replay.${durable}`;
export const replayDurableName = (durable: string): string => `${durable}_replay`;

/** The subject the event was first published on, carried by its replay. */
export const REPLAYED_FROM_HEADER = 'Hvac-Replayed-From';
