import fc from 'fast-check';
import type { SchemaObject } from '../routes/published';
import { hostileValue } from './hostile';

/** At most this many items and characters in a generated valid value: enough to reach every rule, quick to send. */
const MAX_ITEMS = 4;
const MAX_TEXT = 60;

const DATE = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });

function text(schema: SchemaObject): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return DATE.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return DATE.map((d) => d.toISOString());
    default:
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern).filter((s) => s.length <= (schema.maxLength ?? Infinity) && s.length >= minLength);
  }
  return fc.string({ minLength, maxLength });
}

function number(schema: SchemaObject, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  // Both edges and the inside: boundaries are where off-by-one rules live.
  const inside = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(inside, fc.constantFrom(min, max));
}

/**
 * A value the schema accepts (as far as its shape goes; domain rules may still refuse it). Unknown shapes
 * get anything at all.
 */
export function validFor(schema: SchemaObject | undefined): fc.Arbitrary<unknown> {
  if (!schema) return hostileValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map(validFor));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => validFor({ ...schema, type })));
  switch (schema.type) {
    case 'string':
      return text(schema);
    case 'integer':
      return number(schema, true);
    case 'number':
      return number(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validFor(schema.items), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS) });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, validFor(sub)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return hostileValue;
  }
}
