import { ErrorBody, HistoryQuery, HistoryResponse, IdParams, type ErrorCode, type HistoryEntityType, type HistoryField, type Role } from '@hvac/contracts';
import type { Knex } from 'knex';
import type { App } from '../service';
import type { AuthUser, Guards } from '../auth';
import { DIRECTORY_NAMES, historyPage } from './repo';
import type { ActorNames } from './vocabulary';
import type { HistoryVocabulary } from './vocabulary';

export interface HistoryRouteOptions<T extends HistoryEntityType = HistoryEntityType> {
  /** The record's path with `:id`, e.g. '/api/quotes/:id/history'. */
  path: string;
  entityType: T;
  /** How the record's stored fields read in the API, and which of their values name people and things. */
  vocabulary: HistoryVocabulary<HistoryField<T>>;
  /** Who may read it: the roles that read the record in the back office. */
  roles: readonly Role[];
  /** The OpenAPI tag of the record's other routes. */
  tag: string;
  /** The words the record's own routes answer an unknown id in; a malformed id gets them too. */
  notFound: { message: string; code: ErrorCode };
  /** Where the actors' names are; the users directory unless the service keeps the users itself. */
  names?: ActorNames;
  /**
   * A rule finer than the roles (staff read only their own expenses): throws the record's own 404 when
   * the caller may not read the record, so its history tells nothing more than the record would.
   */
  check?: (viewer: AuthUser, id: string) => Promise<void>;
}

/**
 * `GET <path>`: a record's history, newest first, paged by `before`. Read-only by design: the kit serves
 * no route that writes history, and the table refuses UPDATE, DELETE and TRUNCATE. Without `check` an id
 * is not looked up in the record's table, so the history of a deleted record stays readable.
 */
export function historyRoute<T extends HistoryEntityType>(app: App, deps: { db: Knex; guards: Guards }, options: HistoryRouteOptions<T>): void {
  app.get(
    options.path,
    {
      onRequest: deps.guards.requireRole(...options.roles),
      schema: {
        security: [{ bearerAuth: [] }],
        tags: [options.tag],
        summary: `Who changed this ${options.entityType.replace('_', ' ')} and when, newest first (${options.roles.join(', ')}); read-only`,
        params: IdParams(options.notFound.message, options.notFound.code),
        querystring: HistoryQuery,
        response: { 200: HistoryResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await options.check?.(request.user, request.params.id);
      const page = await historyPage(deps.db, options.names ?? DIRECTORY_NAMES, options.vocabulary, options.entityType, request.params.id, {
        limit: request.query.limit ?? 50,
        before: request.query.before,
      });
      return { status: 'success' as const, data: page };
    },
  );
}
