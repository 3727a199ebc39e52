import fc from 'fast-check';
import { CALLERS, type Caller } from '../callers';
import type { Operation, SchemaObject } from '../routes/published';
import { multipartFile, receiptUpload } from '../routes/upload';
import type { Fixtures, Request } from '../world';
import { deepJson, hostileText, hostileValue } from './hostile';
import { validFor } from './schema';

export interface FuzzCase {
  caller: Caller;
  request: Request;
}

/**
 * Ids that name real rows, so valid requests reach past "not found". No account's id is among them: with
 * one, DELETE /api/users/{id} or a role change through PUT /api/users/admin/{id} could remove or demote the
 * very callers the run signs in as (docs/proof.md#fuzzing).
 */
const knownIds = (f: Fixtures) => [f.quote, f.estimate, f.invoice, f.expense, f.receipt, f.item, f.blogId, f.serviceRequest];

/** Known values for the path parameters that are not ids. */
const knownSegments = (f: Fixtures): Record<string, string[]> => ({
  type: ['quote', 'estimate', 'invoice'],
  slug: [f.blogSlug],
  barcode: [f.barcode],
  file: [f.font],
  service: ['billing', 'identity'],
});

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
/** A path segment as a browser would send it; a lone surrogate has no UTF-8 and goes as U+FFFD, as there. */
const segment = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));

function pathSegment(name: string, schema: SchemaObject | undefined, f: Fixtures): fc.Arbitrary<string> {
  const known = schema?.format === 'uuid' ? knownIds(f) : (knownSegments(f)[name] ?? []);
  const valid = known.length ? fc.oneof(fc.constantFrom(...known), validFor(schema).map(asText)) : validFor(schema).map(asText);
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(segment) },
    { weight: 2, arbitrary: hostileText.map(segment) },
    // Sent as they are: a raw percent, dots and slashes reach the router undecoded.
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '..', '%2e%2e%2f', '%00', '.%00.', '%C0%AE', '%ff%fe', ';x', 'a%2Fb') },
  );
}

function queryString(parameters: NonNullable<Operation['spec']['parameters']>): fc.Arbitrary<string> {
  const query = parameters.filter((p) => p.in === 'query');
  const one = (schema: SchemaObject | undefined) =>
    fc.oneof({ weight: 3, arbitrary: validFor(schema).map(asText) }, { weight: 2, arbitrary: hostileText }, { weight: 1, arbitrary: hostileValue.map(asText) });
  // Each parameter left out, sent once, or sent twice; and now and then one the route does not know.
  const occurrences = query.map((p) => fc.array(one(p.schema).map((value): [string, string] => [p.name, value]), { maxLength: 2 }));
  const extra = fc.array(fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor[prototype]', 'a[b][c]', 'page[]'), hostileText), { maxLength: 1 });
  const encoded = fc.tuple(...occurrences, extra).map((groups) => {
    const text = new URLSearchParams(groups.flat()).toString();
    return text ? `?${text}` : '';
  });
  return fc.oneof({ weight: 6, arbitrary: encoded }, { weight: 1, arbitrary: fc.constantFrom('?%', '?a=%zz', '?&&&=&', `?${'x='.repeat(2_000)}`, '?page=1&page=2&page=%00') });
}

/** A valid object with one field changed to something hostile, one required field left out, or extra fields. */
function bentBody(schema: SchemaObject): fc.Arbitrary<unknown> {
  const valid = validFor(schema);
  const keys = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const variants: fc.Arbitrary<unknown>[] = [
    fc.tuple(valid, fc.constantFrom(...(keys.length ? keys : ['field'])), hostileValue).map(([body, key, value]) => ({ ...(body as object), [key]: value })),
    fc.tuple(valid, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 })).map(([body, extra]) => ({ ...extra, ...(body as object) })),
  ];
  if (required.length) {
    variants.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([body, key]) => {
        const copy = { ...(body as Record<string, unknown>) };
        delete copy[key];
        return copy;
      }),
    );
  }
  return fc.oneof(...variants);
}

const rawBodies = fc.oneof(
  deepJson.map((body) => ({ body, type: 'application/json' })),
  fc.constantFrom(
  { body: '{"a":', type: 'application/json' },
  { body: '{"a":1}', type: 'text/plain' },
  { body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { body: '<x/>', type: 'application/xml' },
  { body: '\u0000\u0001', type: 'application/json' },
  { body: `[${'1,'.repeat(200_000)}1]`, type: 'application/json' },
  { body: JSON.stringify({ big: 'x'.repeat(1_100_000) }), type: 'application/json' },
  ),
);

type Raw = NonNullable<Request['raw']>;

/** Serialised here, so a failure's report prints text, not a 5 000-deep object. */
const json = (value: unknown): Raw => ({ body: JSON.stringify(value) ?? 'null', type: 'application/json' });

function body(op: Operation): fc.Arbitrary<Raw | undefined> {
  const content = op.spec.requestBody?.content ?? {};
  if (content['multipart/form-data'] || op.path.endsWith('/receipt')) {
    return fc.oneof(
      fc.constant(receiptUpload()),
      fc.uint8Array({ maxLength: 2_000 }).map((bytes) => multipartFile('receipt', 'r.png', 'image/png', bytes)),
      fc.tuple(hostileText, hostileText).map(([field, name]) => multipartFile(field, name, 'application/pdf', Buffer.from('%PDF-1.4'))),
      rawBodies,
    );
  }
  const schema = content['application/json']?.schema;
  if (!schema) {
    return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileValue.map(json) });
  }
  return fc.oneof(
    { weight: 3, arbitrary: validFor(schema).map(json) },
    { weight: 3, arbitrary: bentBody(schema).map(json) },
    { weight: 1, arbitrary: hostileValue.map(json) },
    { weight: 1, arbitrary: rawBodies },
  );
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Credentials no caller was given, made from a real token: its signature broken, its role raised to admin
 * under the old signature, signed with `alg: none`, or not a bearer token at all.
 */
function forgedAuthorization(tokens: string[]): fc.Arbitrary<string> {
  const forged = fc.constantFrom(...tokens).chain((token) => {
    const [head = '', body = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forgeries = [
      `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${head}.${base64url({ ...claims, role: 'admin' })}.${signature}`,
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, role: 'admin' })}.`,
      `${head}.${base64url({ ...claims, exp: 1 })}.${signature}`,
      `${head}.${body}`,
    ];
    // The admin's own token "raised to admin" is the admin's token again, not a forgery.
    return fc.constantFrom(...forgeries.filter((forgery) => forgery !== token));
  });
  return fc.oneof(
    forged.map((token) => `Bearer ${token}`),
    fc.constantFrom(...tokens).map((token) => `Basic ${token}`),
    fc.constantFrom('Bearer', 'Bearer ', 'Bearer a.b.c', 'Bearer null', 'Basic YWRtaW46YWRtaW4=', 'Negotiate x', `Bearer ${'a'.repeat(9_000)}`),
    hostileText.map((text) => `Bearer ${text.replace(/[^\x20-\x7e]/g, '')}`),
  );
}

/** Requests for one operation, valid and hostile, each from one of the callers or with a forged credential. */
export function casesFor(op: Operation, f: Fixtures, tokens: string[]): fc.Arbitrary<FuzzCase> {
  const parameters = op.spec.parameters ?? [];
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const segments = fc.tuple(...names.map((name) => pathSegment(name, parameters.find((p) => p.in === 'path' && p.name === name)?.schema, f)));
  return fc
    .record({
      caller: fc.constantFrom(...CALLERS),
      forged: fc.oneof({ weight: 7, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: forgedAuthorization(tokens) }),
      segments, query: queryString(parameters), raw: op.method === 'GET' || op.method === 'DELETE' ? fc.constant(undefined) : body(op) })
    .map(({ caller, forged, segments: values, query, raw }) => {
      let i = 0;
      const path = op.path.replace(/\{\w+\}/g, () => values[i++] as string);
      return { caller, request: { method: op.method, url: `${path}${query}`, ...(raw ? { raw } : {}), ...(forged === undefined ? {} : { authorization: forged }) } };
    });
}
