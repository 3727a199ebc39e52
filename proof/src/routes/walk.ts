import { randomUUID } from 'node:crypto';
import { brokenRule } from '../answers';
import { CALLERS, type Caller } from '../callers';
import type { Answer, Fixtures, Request, World } from '../world';
import { keyOf, type Operation } from './published';
import type { Outcome, RouteRule } from './rule';

/** An id that names nothing: what a parameter the rule leaves out gets. */
const NOWHERE = randomUUID();

/** The request the walk sends for a rule: its parameters from the demo data, its body when it has one. */
export function requestOf(rule: RouteRule, f: Fixtures): Request {
  const params = rule.params?.(f) ?? {};
  const path = rule.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? NOWHERE));
  const query = rule.query ? `?${new URLSearchParams(rule.query(f)).toString()}` : '';
  const needsBody = rule.method !== 'GET' && rule.method !== 'DELETE';
  return { method: rule.method, url: `${path}${query}`, ...(rule.raw ? { raw: rule.raw(f) } : needsBody ? { body: rule.body?.(f) ?? {} } : {}) };
}

/** Why `answer` is not the outcome the table promised; null when it is. */
export function mismatch(expected: Outcome, answer: Answer): string | null {
  if (expected === 'ok') return answer.status >= 200 && answer.status < 300 ? null : 'expected a 2xx';
  if (expected === 'passes') return answer.status === 401 || answer.status === 403 ? 'expected to be let in' : null;
  return answer.status === expected ? null : `expected ${expected}`;
}

/** Why a 2xx answer shows `caller` a resource it may not see, or hides one it may; null when neither. */
function misListed(rule: RouteRule, caller: Caller, answer: Answer, f: Fixtures): string | null {
  if (!rule.lists || answer.status < 200 || answer.status >= 300) return null;
  const id = rule.lists.id(f);
  const shown = answer.text.includes(id);
  if (rule.lists.to.includes(caller)) return shown ? null : `expected the answer to list ${id}`;
  return shown ? `lists ${id}, which is not this caller's to see` : null;
}

/** `caller`'s request: its token in the Authorization header, or for a `tokenInQuery` row in the query alone. */
function sendAs(world: World, rule: RouteRule, caller: Caller, request: Request): Promise<Answer> {
  const token = world.tokens[caller];
  if (!rule.tokenInQuery || !token) return world.call(caller, request);
  return world.call('anonymous', { ...request, url: `${request.url}${request.url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` });
}

export interface Finding {
  caller: Caller;
  status: number;
  problem: string;
  body: string;
}

/** One route against every caller, in the table's order of callers; what went wrong, if anything. */
export async function walkRoute(world: World, rule: RouteRule): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const caller of CALLERS) {
    const request = requestOf(rule, world.fixtures);
    const answer = await sendAs(world, rule, caller, request);
    const problem = brokenRule(answer, `${request.url} ${JSON.stringify(request.body ?? '')}`) ?? mismatch(rule.who[caller], answer) ?? misListed(rule, caller, answer, world.fixtures);
    if (problem) findings.push({ caller, status: answer.status, problem, body: answer.text.slice(0, 300) });
  }
  return findings;
}

/** Routes a service publishes that the table does not list, and rows of the table that no service publishes. */
export function coverage(table: Record<string, RouteRule[]>, published: Operation[]): { unlisted: string[]; stale: string[] } {
  const listed = new Set(Object.entries(table).flatMap(([service, rules]) => rules.map((r) => `${service} ${keyOf(r)}`)));
  const live = new Set(published.map((o) => `${o.service} ${keyOf(o)}`));
  return { unlisted: [...live].filter((k) => !listed.has(k)), stale: [...listed].filter((k) => !live.has(k)) };
}
