import { Type, type Static } from 'typebox';

/** Every error a service or the gateway returns has this body. */
export const ErrorBody = Type.Object(
  { message: Type.String(), code: Type.String() },
  { description: 'A readable message and a stable code the frontend can translate.' },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type IdParams = Static<typeof IdParams>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a text is a UUID (the form of every id), e.g. before it reaches a uuid column. */
export const isUuid = (value: string): boolean => UUID_RE.test(value);

export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

export const Pagination = Type.Object({
  currentPage: Type.Integer(),
  totalPages: Type.Integer(),
  totalItems: Type.Integer(),
  limit: Type.Integer(),
});
export type Pagination = Static<typeof Pagination>;

/** Query values arrive as strings; ajv coerces them. Out-of-range values are refused with a 400. */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
};
