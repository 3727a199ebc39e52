import { Type, type TSchema } from 'typebox';

/** The envelope every event on the HVAC stream carries (docs/architecture.md#envelope). */
export const EventEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    type: Type.String(),
    occurredAt: Type.String({ format: 'date-time' }),
    source: Type.String(),
    version: Type.Integer({ minimum: 1 }),
    correlationId: Type.Union([Type.String(), Type.Null()]),
    data,
  });

export const AnyEventEnvelope = EventEnvelope(Type.Unknown());
export interface EventEnvelopeOf<T> {
  id: string;
  type: string;
  occurredAt: string;
  source: string;
  version: number;
  correlationId: string | null;
  data: T;
}

export const STREAM_NAME = 'HVAC';
export const STREAM_SUBJECTS = ['hvac.>'];
/** Subject of an event: `hvac.<domain>.<event>` in kebab case. */
export const subjectOf = (domain: string, type: string): string => `hvac.${domain}.${type}`;

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
