import { ErrorBody } from '@hvac/contracts';

/** Every refusal a billing route can answer, in the one error body (docs/architecture.md#routes-and-errors). */
export const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
export const secured = (tag: string) => ({ security: [{ bearerAuth: [] }], tags: [tag] });
