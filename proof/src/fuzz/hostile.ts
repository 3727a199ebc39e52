import fc from 'fast-check';

/*
 * Values no form would send: what a careless client, a scanner or an attacker types into a field, a path
 * segment or a query string (docs/proof.md#fuzzing).
 */

export const hugeOrNegative = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  -1,
  0,
  -0,
  0.1 + 0.2,
  1e-300,
  1.2345678901234568e29,
);

/** Numbers as text that parse wrongly, or half. */
export const nanish = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '0x10',
  '0b11',
  '1_000',
  '١٢٣',
  '１２３',
  ' 42 ',
  '4 2',
  '1,50',
  '12.345678901234567890123',
  '-0',
  '+5',
  '.5',
  '5.',
  'e5',
  '99999999999999999999999999',
  '-99999999999999999999.99',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
);

export const badDates = fc.constantFrom('2026-02-30', '0000-00-00', '9999-12-31', '275760-09-13', '-001-01-01', '2026-13-01', '2026-1-1', 'yesterday', '2026-11-26T25:61:00Z', '1e10');

const control = fc.constantFrom('\u0000', '\u0001', '\u0007', '\b', '\u001b[31m', '\r\n', '\u2028', '\u202e', '\ufeff', '\ud800', '\udfff', '\uffff');

export const injections = fc.constantFrom(
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '\\',
  '%',
  '_',
  '%_%',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '%s%s%s%n',
  'admin@example.com',
  '__proto__',
  'constructor',
  'SELECT pg_sleep(0)',
);

/** Text of every kind: arbitrary code points, graphemes, control characters, very long, mixed. */
export const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(control, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('x')),
  fc.tuple(fc.constantFrom('a', 'é', '🔥', 'ی', '\u0000'), fc.constantFrom(256, 5_000, 70_000)).map(([c, n]) => c.repeat(n)),
  injections,
  nanish,
  badDates,
);

/** Objects and arrays nested deeper than any form. */
export const deep = fc.tuple(fc.constantFrom(20, 100), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = arrays ? [value] : { a: value };
  return value;
});

/** JSON nested far deeper still, as text: no parser of ours may fall over it. */
export const deepJson = fc.tuple(fc.constantFrom(1_000, 10_000, 100_000), fc.boolean()).map(([depth, arrays]) =>
  arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
);

/** An object whose own keys are `__proto__` and `constructor`, as JSON.parse makes them. */
export const pollution = fc.constant(null).map(() => JSON.parse('{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"polluted":1}}}') as unknown);

/** Anything of the wrong kind. */
export const wrongType = fc.oneof(fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.object({ maxDepth: 2 }), fc.double());

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hugeOrNegative, nastyText, deep, pollution, wrongType);

/** A value for a query string or a path segment: always text there. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  nastyText,
  hugeOrNegative.map(String),
  fc.constantFrom('', ' ', '.', '..', '%', '%00', '%zz', '%2e%2e', '%2F', '//', '?', '#', ';', 'a'.repeat(5_000)),
);
