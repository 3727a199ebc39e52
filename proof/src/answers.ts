import type { Answer } from './world';

/*
 * What no answer of the platform may be, whoever asks and whatever they send (docs/architecture.md#routes-and-errors):
 * a 5xx, an error body other than `{ message, code }` (contracts' ErrorBody), or a body that shows the
 * server's insides — a stack trace or the text of an SQL statement or PostgreSQL error.
 */

const STACK = /\n\s+at .+[(:]\d+|\bat (?:async )?[\w$.<>]+ \((?:node:|file:|\/)/;
const SQL = [
  /\b(?:select|insert|update|delete)\b[\s\S]{0,200}\b(?:from|into|set|where)\b\s+["\w]/i,
  /\bsyntax error at or near\b/i,
  /\b(?:relation|column) "[^"]+" does not exist\b/i,
  /\bviolates (?:not-null|unique|foreign key|check) constraint\b/i,
  /\binvalid input (?:syntax|value) for (?:type|enum)\b/i,
  /\bout of range for type\b/i,
  /\bknex\b|\bpg_catalog\b|\bSQLSTATE\b/i,
];

/**
 * Why `answer` breaks a rule every answer keeps; null when it keeps them all. `sent` is what the request
 * carried (URL and body as text): an answer may echo the caller's own words back (a saved title, a
 * not-found path), which is not a leak.
 */
export function brokenRule(answer: Answer, sent = ''): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  // Files (PDF, fonts, receipts) are content, not errors; only text is read.
  if (!/json|text|html|csv|xml/.test(answer.type) && answer.status < 400) return null;
  const leaked = (re: RegExp) => {
    const found = re.exec(answer.text);
    return found !== null && !sent.includes(found[0]);
  };
  if (leaked(STACK)) return 'shows a stack trace';
  const sql = SQL.find(leaked);
  if (sql) return `shows SQL text (${sql.source})`;
  if (answer.status >= 400) {
    const body = answer.json as { message?: unknown; code?: unknown } | undefined;
    if (typeof body?.message !== 'string' || typeof body.code !== 'string' || !body.message || !body.code) {
      return `a ${answer.status} without { message, code }`;
    }
  }
  return null;
}
