import { Type, type TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import type { EventContract, EventRead } from '@hvac/contracts/events';

/** Compiled once per contract, on first use: a check then costs microseconds (docs/architecture.md#event-contracts). */
const validators = new WeakMap<object, Validator>();

function problemOf(key: object, schema: () => TSchema, value: unknown): string | null {
  let validator = validators.get(key);
  if (!validator) validators.set(key, (validator = Compile(schema())));
  if (validator.Check(value)) return null;
  const first = validator.Errors(value)[0];
  return first ? `${first.instancePath || 'data'} ${first.message}` : 'does not match';
}

/** Why `data` is not what `event` promises its consumers, or null. */
export const publishProblem = (event: EventContract, data: unknown): string | null => problemOf(event, () => event.data, data);

/** Why `data` lacks what a consumer reads of the event, or null; the fields it does not read are not its business. */
export const readProblem = (read: EventRead, data: unknown): string | null => problemOf(read, () => Type.Pick(read.event.data, [...read.fields]), data);
