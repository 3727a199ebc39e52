import i18next from 'i18next';
import type { User } from '@hvac/contracts/identity';
import { AttemptTimeoutError, callUrl, fetchWithRetry, HttpStatusError, type RetryRules, type SearchParamsOption } from './http';
import { useSession } from './session';

/** An HTTP failure in one shape: the server's `message` (or the spec's fallback text) and status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  /** From Retry-After on a refusal (429): seconds until the request may be made again. */
  readonly retryAfterSeconds?: number;
  constructor(message: string, status: number, code?: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (code !== undefined) this.code = code;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The server answered 404: no such thing, or none the caller may see (a service answers both alike). */
export const isNotFound = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 404;

export const INVALID_RESPONSE_MESSAGE = 'Server returned invalid response format';
export const httpErrorMessage = (status: number): string => `HTTP error! status: ${status}`;

export interface ApiOptions {
  prefixUrl?: string;
  /** Per attempt, in ms. */
  timeout?: number;
  retries?: number;
  retryDelayMs?: number;
  getToken?: () => string | null;
  /** Called when a request that carried a token is answered 401. */
  onUnauthorized?: () => void;
  /** Called with a fresh session when a token past half its life was renewed. */
  onRenewed?: (token: string, user: User) => void;
  /** The page's language, sent as Accept-Language: a service writes its documents and mail in it. */
  getLanguage?: () => string | null | undefined;
}

export interface Api {
  /** `signal` cancels the request and its retries (a back-office query that is no longer needed). */
  get<T>(path: string, options?: { searchParams?: SearchParamsOption; signal?: AbortSignal }): Promise<T>;
  /** A GET whose answer is a file (a PDF) or a page (HTML) rather than JSON; failures read as for JSON. */
  getBlob(path: string, options?: { searchParams?: SearchParamsOption }): Promise<Blob>;
  getText(path: string, options?: { searchParams?: SearchParamsOption }): Promise<string>;
  /** `headers` adds request headers, e.g. the Idempotency-Key that makes the retries below safe for a payment. */
  post<T>(path: string, json?: unknown, options?: { headers?: Record<string, string> }): Promise<T>;
  put<T>(path: string, json?: unknown): Promise<T>;
  patch<T>(path: string, json?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

const RETRY_STATUS = [502, 503, 504];
const DEFAULT_HEADERS = { Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

/**
 * Whether a token has lived half its life (its `iat` and `exp`, in seconds). Tokens are short-lived and
 * renewed while the user is active, so an idle session ends and an active one does not.
 */
export function isPastHalfLife(token: string, nowMs: number = Date.now()): boolean {
  try {
    const { iat, exp } = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: number; exp?: number };
    return typeof iat === 'number' && typeof exp === 'number' && nowMs / 1000 >= (iat + exp) / 2 && nowMs / 1000 < exp;
  } catch {
    return false;
  }
}

function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Retry-After in its seconds form (the services and the gateway send no dates). */
function retryAfter(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

const field = (body: unknown, key: string): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The failure an HTTP answer of `status` with `text` for its body reports: the server's `message` and `code`;
 * without a message (a 500 with `{}`, a body that is not JSON) the bare 'HTTP error! status: {code}', which
 * failureText reads as the server having said nothing. The one reading of an error answer (`api` and `uploadFile`).
 */
export function answerError(status: number, text: string, retryAfterSeconds?: number): ApiError {
  const parsed = parseBody(text);
  const body = parsed.ok ? parsed.value : undefined;
  return new ApiError(field(body, 'message') ?? httpErrorMessage(status), status, field(body, 'code'), retryAfterSeconds);
}

/**
 * The one HTTP client of the browser apps (docs/architecture.md#frontend-conventions): JSON, no-cache headers,
 * bearer token, 30 s per attempt, and up to 3 retries 1 s apart on network errors, time-outs and
 * 502/503/504. Retries apply to every method, POST included, because the spec's shared client does
 * so; the services make writes safe to repeat where it matters (unique constraints, row locks).
 */
export function createApi(options: ApiOptions = {}): Api {
  const {
    prefixUrl = '/api',
    timeout = 30_000,
    retries = 3,
    retryDelayMs = 1_000,
    getToken = () => useSession.getState().token,
    onUnauthorized = () => useSession.getState().logout(),
    onRenewed = (token, user) => useSession.getState().setSession(token, user),
    getLanguage = () => i18next.resolvedLanguage,
  } = options;
  // One renewal per token: answers to calls made with it may still arrive after it was replaced.
  let renewedFrom: string | null = null;

  const rules: RetryRules = {
    timeout,
    retries,
    retryDelayMs,
    retryStatus: RETRY_STATUS,
    beforeAttempt: (headers) => {
      const token = getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      // The language the user reads, not the browser's: svc-billing writes a client's documents in it.
      const language = getLanguage();
      if (language) headers.set('Accept-Language', language);
    },
  };
  const call = (method: string, path: string, init: { json?: unknown; searchParams?: SearchParamsOption; signal?: AbortSignal; headers?: Record<string, string> }, callRules = rules) => {
    const headers = new Headers(DEFAULT_HEADERS);
    for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
    return fetchWithRetry(callUrl(prefixUrl, path, init.searchParams), { method, headers, json: init.json, signal: init.signal }, callRules);
  };

  async function send<T>(
    method: string,
    path: string,
    init: { json?: unknown; searchParams?: SearchParamsOption; signal?: AbortSignal; headers?: Record<string, string>; as?: 'blob' | 'text' },
  ): Promise<T> {
    let response: Response;
    try {
      response = await call(method, path, init);
    } catch (error) {
      // A cancelled request failed no one: its caller gets the abort itself, not a network failure to show.
      if (init.signal?.aborted) throw error;
      if (error instanceof HttpStatusError) {
        const { status } = error.response;
        const text = await error.response.text().catch(() => '');
        if (status === 401 && error.sent.has('Authorization')) onUnauthorized();
        throw answerError(status, text, retryAfter(error.response.headers));
      }
      if (error instanceof AttemptTimeoutError) throw new ApiError('The server took too long to answer. Please try again.', 0, 'timeout');
      const message = error instanceof Error ? error.message : String(error);
      throw new ApiError(message, 0, 'networkError');
    }
    const sent = getToken();
    if (sent && sent !== renewedFrom && isPastHalfLife(sent)) {
      renewedFrom = sent;
      void call('POST', 'auth/refresh', {}, { ...rules, retries: 0 })
        .then((answer) => answer.json() as Promise<{ token: string; user: User }>)
        // Only if nobody signed in or out meanwhile; a failed renewal leaves the session to its expiry.
        .then(({ token, user }) => void (getToken() === sent && onRenewed(token, user)), () => undefined);
    }
    if (init.as === 'blob') return (await response.blob()) as T;
    const text = await response.text();
    if (init.as === 'text') return text as T;
    if (text === '') return undefined as T;
    const parsed = parseBody(text);
    if (!parsed.ok) throw new ApiError(INVALID_RESPONSE_MESSAGE, response.status, 'invalidResponse');
    return parsed.value as T;
  }

  return {
    get: (path, opts) => send('GET', path, { searchParams: opts?.searchParams, signal: opts?.signal }),
    getBlob: (path, opts) => send<Blob>('GET', path, { searchParams: opts?.searchParams, as: 'blob' }),
    getText: (path, opts) => send<string>('GET', path, { searchParams: opts?.searchParams, as: 'text' }),
    post: (path, json, opts) => send('POST', path, { json, headers: opts?.headers }),
    put: (path, json) => send('PUT', path, { json }),
    patch: (path, json) => send('PATCH', path, { json }),
    delete: (path) => send('DELETE', path, {}),
  };
}

export const api: Api = createApi();
