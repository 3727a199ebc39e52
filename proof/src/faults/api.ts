/** What one call through the gateway came to. `status` 0: no answer (timeout or connection failure). */
export interface Answer {
  status: number;
  code: string | null;
  // The answer's JSON, read by the workload as the contract says it is.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  ms: number;
}

/**
 * Every answer of the workload, counted by kind. An answer is unexpected when it is a 500, a 5xx without
 * `{ message, code }`, or no answer within the call's timeout: an outage must be a prompt, readable 503.
 */
export class Tally {
  requests = 0;
  readonly kinds = new Map<string, number>();
  readonly unexpected: string[] = [];
  slowestMs = 0;

  record(what: string, answer: Answer, timeoutMs: number): void {
    this.requests += 1;
    this.slowestMs = Math.max(this.slowestMs, answer.ms);
    const kind = answer.status === 0 ? 'no answer' : answer.status < 400 ? `${answer.status}` : `${answer.status} ${answer.code ?? '(no code)'}`;
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
    const readable = typeof answer.body?.message === 'string' && typeof answer.body?.code === 'string';
    if (answer.status === 0 || answer.ms > timeoutMs) this.unexpected.push(`${what}: no answer within ${timeoutMs} ms (${Math.round(answer.ms)} ms)`);
    else if (answer.status === 500 || answer.status === 504 || (answer.status >= 500 && !readable)) this.unexpected.push(`${what}: ${kind}`);
  }

  /** Answers by kind, errors only (status ≥ 400 or none), most frequent first. */
  errors(): [string, number][] {
    return [...this.kinds].filter(([kind]) => !/^[123]\d\d$/.test(kind)).sort((a, b) => b[1] - a[1]);
  }
}

/** JSON calls to the gateway, each bounded by a timeout and counted in the tally. */
export class Api {
  constructor(
    readonly baseUrl: string,
    readonly tally: Tally,
    /** The gateway's own upstream timeout plus a margin: an answer later than this is a hang. */
    readonly timeoutMs: number,
  ) {}

  async call(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
    const started = performance.now();
    let answer: Answer;
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await res.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const code = (body as { code?: unknown } | null)?.code;
      answer = { status: res.status, code: typeof code === 'string' ? code : null, body, ms: performance.now() - started };
    } catch {
      answer = { status: 0, code: null, body: null, ms: performance.now() - started };
    }
    this.tally.record(`${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')}`, answer, this.timeoutMs);
    return answer;
  }
}
