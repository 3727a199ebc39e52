import { Type, type Static, type TArray, type TObject, type TProperties, type TSchema } from 'typebox';
import type { ErrorCode } from './error-codes';

/**
 * Every error a service or the gateway returns has this body: a readable message and a stable code the
 * frontend can translate; a refused form also lists each failing field in `details.errors`, the first
 * one being the message.
 */
export const ErrorBody = Type.Object({
  message: Type.String(),
  code: Type.String(),
  details: Type.Optional(
    Type.Object({ errors: Type.Array(Type.Object({ field: Type.String(), code: Type.String(), message: Type.String() })) }),
  ),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** A nullable field of a request body. Null first: with ajv's coercion a string branch tried first would turn null into ''. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/**
 * A nullable field of an answer, written as a JSON-schema type list (`{ type: ['string', 'null'] }`):
 * the answer serializer (fast-json-stringify) writes it behind one null check, where a union (anyOf)
 * costs a schema validation per branch, field and row, about a fifth of a list page's time. Request
 * bodies keep unions, which ajv's coercion reads; the OpenAPI documents are 3.1, which has type lists.
 */
export const OrNull = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [(schema as unknown as { type: string }).type, 'null'] });

/**
 * A uuid in a route's path, with the words its route answers an unknown one in: service-kit answers a
 * malformed one the same, a 404 with this message and code, never validator text
 * (docs/architecture.md#routes-and-errors). A service refuses to start a route whose uuid lacks them.
 */
export const PathId = (message: string, code: ErrorCode) => Type.String({ format: 'uuid', 'x-not-found': { message, code } });

/** A path's `{id}` (`PathId`): `IdParams(M.quoteNotFound, 'quoteNotFound')`. */
export const IdParams = (message: string, code: ErrorCode) => Type.Object({ id: PathId(message, code) });
export type IdParams = Static<ReturnType<typeof IdParams>>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a text is a UUID (the form of every id), e.g. before it reaches a uuid column. */
export const isUuid = (value: string): boolean => UUID_RE.test(value);

/**
 * A field a request must carry, with the words the form itself would refuse its absence in. /api/docs
 * marks it required, and service-kit's validation answers a body without it with this message and code
 * (docs/architecture.md#routes-and-errors). A present but blank value passes the schema and is judged by
 * the domain's rule, in the form's order.
 */
export const Required = <T extends TSchema>(schema: T, message: string, code: ErrorCode): T =>
  // A copy with every own property, TypeBox's hidden kind marker included, plus the words.
  Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(schema), 'x-required': { value: { message, code }, enumerable: true } }) as T;

export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

export const Pagination = Type.Object({
  currentPage: Type.Integer(),
  totalPages: Type.Integer(),
  totalItems: Type.Integer(),
  limit: Type.Integer(),
});
export type Pagination = Static<typeof Pagination>;

/**
 * The one envelope of an answer (docs/architecture.md#routes-and-errors): `{ status: 'success', data }`,
 * the items named inside `data`. Where the requirements name another shape (login's `{ user, token }`,
 * my-requests' bare list), that shape stands instead.
 */
export const Success = <T extends TProperties>(data: T): TObject<{ status: ReturnType<typeof Type.Literal<'success'>>; data: TObject<T> }> =>
  Type.Object({ status: Type.Literal('success'), data: Type.Object(data) });

/** A page of a list: its items under their name, and where the page stands (plus what else the list reports). */
export const Paginated = <K extends string, T extends TSchema, E extends TProperties = Record<never, never>>(key: K, item: T, extra?: E) =>
  Success({ [key]: Type.Array(item), pagination: Pagination, ...extra } as { [P in K]: TArray<T> } & { pagination: typeof Pagination } & E);

/** Query values arrive as strings; ajv coerces them. Out-of-range values are refused with a 400. */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
};
