import ky, { HTTPError, TimeoutError, type KyInstance, type SearchParamsOption } from 'ky';
import { useSession } from './session';

/** An HTTP failure in one shape: the server's `message` (or the spec's fallback text) and status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (code !== undefined) this.code = code;
  }
}

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
}

export interface Api {
  get<T>(path: string, options?: { searchParams?: SearchParamsOption }): Promise<T>;
  post<T>(path: string, json?: unknown): Promise<T>;
  put<T>(path: string, json?: unknown): Promise<T>;
  patch<T>(path: string, json?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

const RETRY_STATUS = [502, 503, 504];

function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const field = (body: unknown, key: string): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The one HTTP client of the browser apps (ARCHITECTURE §6, spec 1 §7): JSON, no-cache headers,
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
  } = options;

  const client: KyInstance = ky.create({
    prefixUrl,
    timeout,
    headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    retry: {
      limit: retries,
      methods: ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'],
      statusCodes: RETRY_STATUS,
      afterStatusCodes: [],
      retryOnTimeout: true,
      delay: () => retryDelayMs,
      jitter: false,
    },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  async function send<T>(method: string, path: string, init: { json?: unknown; searchParams?: SearchParamsOption }): Promise<T> {
    let response: Response;
    try {
      response = await client(path, {
        method,
        ...(init.json === undefined ? {} : { json: init.json }),
        ...(init.searchParams === undefined ? {} : { searchParams: init.searchParams }),
      });
    } catch (error) {
      if (error instanceof HTTPError) {
        const { status } = error.response;
        const parsed = parseBody(await error.response.text().catch(() => ''));
        const body = parsed.ok ? parsed.value : undefined;
        if (status === 401 && error.request.headers.has('Authorization')) onUnauthorized();
        throw new ApiError(field(body, 'message') ?? httpErrorMessage(status), status, field(body, 'code'));
      }
      if (error instanceof TimeoutError) throw new ApiError('The server took too long to answer. Please try again.', 0, 'TIMEOUT');
      const message = error instanceof Error ? error.message : String(error);
      throw new ApiError(message, 0, 'NETWORK_ERROR');
    }
    const text = await response.text();
    if (text === '') return undefined as T;
    const parsed = parseBody(text);
    if (!parsed.ok) throw new ApiError(INVALID_RESPONSE_MESSAGE, response.status, 'INVALID_RESPONSE');
    return parsed.value as T;
  }

  return {
    get: (path, opts) => send('get', path, { searchParams: opts?.searchParams }),
    post: (path, json) => send('post', path, { json }),
    put: (path, json) => send('put', path, { json }),
    patch: (path, json) => send('patch', path, { json }),
    delete: (path) => send('delete', path, {}),
  };
}

export const api: Api = createApi();
