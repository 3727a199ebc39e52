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

/** Whether a subject filter (with NATS's `*` and `>` wildcards) matches a subject. */
export function filterMatches(filter: string, subject: string): boolean {
  const f = filter.split('.');
  const s = subject.split('.');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '>') return i < s.length;
    if (i >= s.length || (f[i] !== '*' && f[i] !== s[i])) return false;
  }
  return f.length === s.length;
}
