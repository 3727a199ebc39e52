import pino from 'pino';
import { ConsumerRunner } from '../src/consumers';
import { defineConsumer, filterMatches } from '@hvac/contracts/events';
import { isInfrastructureError } from '../src/infrastructure-errors';
import type { EventBus } from '../src/bus';
import type { Knex } from 'knex';

const withCode = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error('x'), { code, ...extra });

describe('isInfrastructureError', () => {
  it('knows an unavailable database by its codes, wording, pool timeout and wrapped causes', () => {
    for (const err of [
      withCode('ECONNREFUSED'),
      withCode('57P01'),
      withCode('57P03'),
      withCode('08006'),
      withCode('53300'),
      withCode('ENOENT', { syscall: 'connect' }),
      Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }),
      new Error('ROLLBACK - Connection terminated unexpectedly'),
      new Error('wrapped', { cause: withCode('ECONNRESET') }),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'),
    ]) {
      expect([err.message, isInfrastructureError(err)]).toEqual([err.message, true]);
    }
  });

  it("leaves a statement's or a handler's own errors to the handler", () => {
    for (const err of [new Error('handler refuses this event'), withCode('23505'), withCode('22P02'), withCode('40P01'), withCode('ENOENT', { syscall: 'open' }), 'text', null]) {
      expect(isInfrastructureError(err)).toBe(false);
    }
  });
});

describe('replay subjects', () => {
  it('matches subjects as NATS filters do', () => {
    expect(filterMatches('hvac.>', 'hvac.replay.svc-a_b')).toBe(true);
    expect(filterMatches('hvac.*.>', 'hvac.replay.svc-a_b')).toBe(true);
    expect(filterMatches('>', 'hvac.replay.svc-a_b')).toBe(true);
    expect(filterMatches('hvac.identity.>', 'hvac.replay.svc-a_b')).toBe(false);
    expect(filterMatches('hvac.replay.*', 'hvac.replay.svc-a_b')).toBe(true);
    expect(filterMatches('hvac.replay', 'hvac.replay.svc-a_b')).toBe(false);
    expect(filterMatches('hvac.replay.>', 'hvac.replay')).toBe(false);
  });

  it('refuses a consumer whose subject would also receive replays', () => {
    const consumer = { contract: defineConsumer({ name: 'everything', subject: 'hvac.>', reads: [] }), handle: async () => undefined };
    expect(() => new ConsumerRunner('svc-a', {} as Knex, {} as EventBus, [consumer], pino({ level: 'silent' }))).toThrow(
      'Consumer everything: its subject hvac.> also matches replay subjects (hvac.replay.svc-a_everything); name a domain, e.g. hvac.identity.>',
    );
  });
});
