/**
 * The transport under web-kit's api client (docs/architecture.md#frontend-conventions): fetch with a time
 * limit per attempt and retries a fixed delay apart. It replaces ky, of which the client used these few
 * rules while every page's first load carried all of it (about 5 KB gzip on `/`, bench: JavaScript on /);
 * what ky did for the client it does alike: errors that are retried, an abort that stops at once, headers
 * written afresh before each attempt, the body sent again on each.
 */

/** A call's query: name → value, an undefined value left out. */
export type SearchParamsOption = Record<string, string | number | boolean | undefined>;

export interface RetryRules {
  /** Per attempt, in ms. */
  timeout: number;
  /** Attempts after the first. */
  retries: number;
  retryDelayMs: number;
  /** Answers retried like a network error; any other error status ends the call at once. */
  retryStatus: readonly number[];
  /** Writes the headers that may change between attempts (the token, the language). */
  beforeAttempt?: (headers: Headers) => void;
}

export interface CallInit {
  method: string;
  headers: HeadersInit;
  json?: unknown;
  searchParams?: SearchParamsOption;
  signal?: AbortSignal;
}

/** The server answered with an error status (after the retries its status allows). */
export class HttpStatusError extends Error {
  readonly response: Response;
  /** The headers the last attempt was sent with. */
  readonly sent: Headers;
  constructor(response: Response, sent: Headers) {
    super(`Request failed with status code ${response.status}`);
    this.name = 'HTTPError';
    this.response = response;
    this.sent = sent;
  }
}

/** An attempt got no answer within its time. */
export class AttemptTimeoutError extends Error {
  constructor() {
    super('Request timed out');
    this.name = 'TimeoutError';
  }
}

/** `base/path`, its query replaced by `searchParams` when they name anything. */
export function callUrl(base: string, path: string, searchParams: SearchParamsOption = {}): string {
  const url = `${base.endsWith('/') ? base : `${base}/`}${path}`;
  if (Object.keys(searchParams).length === 0) return url;
  const query = new URLSearchParams(Object.entries(searchParams).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
  return url.replace(/(?:\?.*?)?(?=#|$)/, `?${query}`);
}

/** Waits `ms`, or rejects with the abort's reason as soon as `signal` aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const abort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

async function attempt(url: string, init: CallInit, body: string | undefined, rules: RetryRules): Promise<Response> {
  const headers = new Headers(init.headers);
  if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  rules.beforeAttempt?.(headers);
  const timer = new AbortController();
  const signal = init.signal ? AbortSignal.any([init.signal, timer.signal]) : timer.signal;
  let timeoutId: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timeoutId = setTimeout(() => {
      timer.abort();
      reject(new AttemptTimeoutError());
    }, rules.timeout);
  });
  try {
    const response = await Promise.race([fetch(new Request(url, { method: init.method, headers, body, signal })), timedOut]);
    if (!response.ok) throw new HttpStatusError(response, headers);
    return response;
  } finally {
    clearTimeout(timeoutId);
  }
}

/**
 * One call to `url`: an answer with a success status, or the last failure — HttpStatusError,
 * AttemptTimeoutError, the network's own error, or the caller's abort, which is never retried.
 */
export async function fetchWithRetry(url: string, init: CallInit, rules: RetryRules): Promise<Response> {
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  for (let retry = 0; ; retry++) {
    try {
      return await attempt(url, init, body, rules);
    } catch (error) {
      const retriable = !(error instanceof HttpStatusError) || rules.retryStatus.includes(error.response.status);
      if (init.signal?.aborted || !retriable || retry >= rules.retries) throw error;
      await pause(rules.retryDelayMs, init.signal);
    }
  }
}
