import { CALLERS, type Caller } from '../callers';
import type { Answer, World } from '../world';
import type { Operation } from './published';
import type { RouteRule } from './rule';
import { requestOf } from './walk';

/** Ids that are not ids: a word, a number, a uuid one digit short, an injection. */
export const MALFORMED_IDS = ['not-a-uuid', '12345', '00000000-0000-4000-8000-00000000000', "1' or '1'='1"];

/** The words a route answers an unknown id in, as its schema publishes them (contracts' PathId). */
export interface NotFoundWords {
  message: string;
  code: string;
}

/** The uuid parameters of an operation's path, each with the words it publishes for an unknown one (undefined: none). */
export function pathIds(op: Operation): { name: string; words: NotFoundWords | undefined }[] {
  return (op.spec.parameters ?? [])
    .filter((p) => p.in === 'path' && p.schema?.format === 'uuid')
    .map((p) => ({ name: p.name, words: p.schema?.['x-not-found'] as NotFoundWords | undefined }));
}

/** A caller the route lets in, so its answer is about the id and not about who asks: the admin where possible. */
export function callerLetIn(rule: RouteRule): Caller | undefined {
  const inside = (c: Caller) => rule.who[c] !== 401 && rule.who[c] !== 403;
  return inside('admin') ? 'admin' : CALLERS.find(inside);
}

/** Why `answer` to a malformed `name` is not its route's own not-found answer; null when it is. */
export function notAsUnknown(answer: Answer, words: NotFoundWords | undefined): string | null {
  if (!words) return 'publishes no not-found words for the id (contracts PathId)';
  const body = answer.json as { message?: unknown; code?: unknown } | undefined;
  if (answer.status === 404 && body?.message === words.message && body.code === words.code) return null;
  return `expected 404 ${JSON.stringify(words)}`;
}

/** The route's answer when `name` in its path holds `malformed` and everything else is as the walk sends it. */
export function answerToMalformedId(world: World, rule: RouteRule, caller: Caller, name: string, malformed: string): Promise<Answer> {
  const valid = { ...rule, params: (f: Parameters<NonNullable<RouteRule['params']>>[0]) => ({ ...rule.params?.(f), [name]: malformed }) };
  return world.call(caller, requestOf(valid, world.fixtures));
}

/** Validator text about a path's uuid (`params/id must match format "uuid"`), which no answer may show. */
export function validatorTextAboutIds(answer: Answer, op: Operation): string | null {
  const names = pathIds(op).map((p) => p.name);
  const found = names.find((name) => answer.text.includes(`params/${name} `));
  return found === undefined ? null : `answers a malformed ${found} with validator text, not as an unknown one`;
}
