import type { Role } from '@hvac/contracts';
import { CALLERS, ROLE_OF, type Caller } from '../callers';
import type { Fixtures } from '../world';

/**
 * What a caller gets from a route: `ok` a 2xx; `passes` the route let the caller in and judged the request
 * (any answer but 401, 403 and 5xx: a 400 for a body the walk leaves empty, a 404 for an id it made up,
 * a 409 for a state an earlier caller changed); or exactly that refusal (a 400: the body breaks the rule
 * the row is about).
 */
export type Outcome = 'ok' | 'passes' | 400 | 401 | 403 | 404;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteRule {
  method: Method;
  /** As the service's OpenAPI document writes it: `/api/quotes/{id}`. */
  path: string;
  who: Record<Caller, Outcome>;
  /** Path parameters from the demo data; a parameter left out gets an id that names nothing. */
  params?: (f: Fixtures) => Record<string, string>;
  query?: (f: Fixtures) => Record<string, string>;
  body?: (f: Fixtures) => unknown;
  /** A body sent as it is (a multipart upload). */
  raw?: (f: Fixtures) => { body: Uint8Array; type: string };
  /** Each caller's token goes in the query (`?token=`), not in the Authorization header: a leaked link. */
  tokenInQuery?: boolean;
  /**
   * A resource the answer lists to some callers only (the demo staff user's expense on an item's panel):
   * the callers in `to` find its id in their 2xx answer, every other caller let in must not.
   */
  lists?: { id: (f: Fixtures) => string; to: readonly Caller[] };
}

const every = (outcome: (caller: Caller) => Outcome) => Object.fromEntries(CALLERS.map((c) => [c, outcome(c)])) as Record<Caller, Outcome>;

/** Guests and every role alike. */
export const anyone = (outcome: Outcome = 'ok') => every(() => outcome);

/** Any signed-in user; a guest gets 401. */
export const signedIn = (outcome: Outcome = 'ok') => every((c) => (c === 'anonymous' ? 401 : outcome));

/** Only these roles; a guest gets 401, any other role 403. */
export const only = (roles: readonly Role[], outcome: Outcome = 'ok') =>
  every((c) => (c === 'anonymous' ? 401 : roles.includes(ROLE_OF[c]) ? outcome : 403));

/**
 * A resource of `owner` (the demo client's document, the demo staff user's expense): the owner and `roles`
 * get `outcome`, anyone else signed in a 404, so an id cannot be probed; a guest 401.
 */
export const ownedBy = (owner: Caller, roles: readonly Role[], outcome: Outcome = 'ok') =>
  every((c) => (c === 'anonymous' ? 401 : c === owner || roles.includes(ROLE_OF[c]) ? outcome : 404));
