import type { FastifyReply } from 'fastify';

/**
 * The one envelope of an answer, contracts' `Success` schema at run time: `{ status: 'success', data }`
 * (docs/architecture.md#routes-and-errors). Handlers answer through it rather than spelling it out.
 */
export const success = <T>(data: T): { status: 'success'; data: T } => ({ status: 'success', data });

/**
 * The same envelope around a field whose JSON is already written (by PostgreSQL, for a list too large
 * to read as rows and write again): `{ status: 'success', data: { [field]: json } }`, as text. The route
 * keeps its response schema for its reference; the query answers for the shape.
 */
export const successJson = (field: string, json: string): string => `{"status":"success","data":{${JSON.stringify(field)}:${json}}}`;

/** JSON already written (successJson's text, or its bytes kept to be sent again), sent as it is. */
export const sendJson = (reply: FastifyReply, json: string | Buffer): FastifyReply => reply.type('application/json; charset=utf-8').send(json);

export const sendSuccessJson = (reply: FastifyReply, field: string, json: string): FastifyReply => sendJson(reply, successJson(field, json));

/** Where a page of a list stands (contracts' `Pagination`), from the SQL page and the total count. */
export const pagination = ({ page, limit, total }: { page: number; limit: number; total: number }) => ({
  currentPage: page,
  totalPages: Math.max(1, Math.ceil(total / limit)),
  totalItems: total,
  limit,
});
