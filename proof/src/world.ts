import { startStack, type Stack } from '@hvac/infra';
import { DEMO_EMAILS, DEMO_PASSWORD, type Caller } from './callers';
import { receiptUpload } from './routes/upload';

export interface Answer {
  status: number;
  /** The content-type header, '' without one. */
  type: string;
  text: string;
  json: unknown;
}

export interface Request {
  method: string;
  /** A path with its query string, e.g. `/api/quotes?page=1`. */
  url: string;
  body?: unknown;
  /** A raw body sent as it is, with its content type (multipart, text). */
  raw?: { body: string | Uint8Array; type: string };
  /** Sent instead of the caller's own token: a forged or broken credential. */
  authorization?: string;
}

/** The demo data each test walks over: one resource of each kind and who owns it. */
export interface Fixtures {
  userId: Record<Exclude<Caller, 'anonymous'>, string>;
  /** The demo client's documents (billing's demo seed), sent to the client. */
  quote: string;
  estimate: string;
  invoice: string;
  /** The demo client's drafts (billing's demo seed): staff's until sent, not found to the client. */
  draftQuote: string;
  draftEstimate: string;
  /** The demo staff user's pending expense and a receipt on it. */
  expense: string;
  receipt: string;
  item: string;
  /** The demo staff user's expense on that item, once svc-inventory's related expenses hold it. */
  itemExpense: string;
  barcode: string;
  blogId: string;
  blogSlug: string;
  /** The demo client's service request. */
  serviceRequest: string;
  /** A font name the document preview does not serve. */
  font: string;
}

export interface World {
  stack: Stack;
  tokens: Partial<Record<Caller, string>>;
  fixtures: Fixtures;
  call(caller: Caller, request: Request): Promise<Answer>;
  stop(): Promise<void>;
}

const SETTLE_MS = 60_000;
/** The gateway's own upstream time-out is 30 s; a PDF renders within 10 s. */
const ANSWER_WITHIN_MS = 35_000;

async function send(base: string, token: string | undefined, request: Request): Promise<Answer> {
  const authorization = request.authorization ?? (token ? `Bearer ${token}` : undefined);
  const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
  let body: string | Uint8Array | undefined;
  if (request.raw) {
    headers['content-type'] = request.raw.type;
    body = request.raw.body;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  // A call that never answers is a finding too, not a test that hangs until Jest gives up.
  const res = await fetch(`${base}${request.url}`, { method: request.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', text, json };
}

/** Polls `find` until the demo seeds (some wait for the users directory's events) have produced it. */
async function settled<T>(what: string, find: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`The demo data never held ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

type Data<T> = { data: T };

/**
 * A demo-mode test stack through its gateway, every caller signed in (a second client registered), and the
 * demo seeds' resources found, with a receipt added to the staff user's expense.
 */
export async function startWorld(): Promise<World> {
  const stack = await startStack({ mode: 'test', demo: true });
  try {
    const base = stack.gatewayUrl;
    const tokens: Partial<Record<Caller, string>> = {};
    const userId = {} as Fixtures['userId'];
    for (const [caller, email] of Object.entries(DEMO_EMAILS) as [keyof typeof DEMO_EMAILS, string][]) {
      const login = await send(base, undefined, { method: 'POST', url: '/api/auth/login', body: { email, password: DEMO_PASSWORD } });
      if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${login.text}`);
      const { token, user } = login.json as { token: string; user: { id: string } };
      tokens[caller] = token;
      userId[caller] = user.id;
    }
    const registered = await send(base, undefined, {
      method: 'POST',
      url: '/api/auth/register',
      body: { username: 'Olivia Other', email: `other-client-${Date.now()}@test.example`, phone: '(713) 555-0199', password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    });
    if (registered.status !== 201) throw new Error(`register the other client: ${registered.status} ${registered.text}`);
    tokens.otherClient = (registered.json as { token: string }).token;
    userId.otherClient = (registered.json as { user: { id: string } }).user.id;

    const call = (caller: Caller, request: Request) => send(base, tokens[caller], request);
    const get = async <T>(caller: Caller, url: string): Promise<T | undefined> => {
      const answer = await call(caller, { method: 'GET', url });
      return answer.status === 200 ? (answer.json as T) : undefined;
    };
    const client = userId.client;
    const document = (kind: string, status: string) =>
      settled(`a ${status} ${kind} of the demo client`, async () =>
        (await get<Data<Record<string, { id: string; clientId: string; status: string }[]>>>('manager', `/api/${kind}s`))?.data[`${kind}s`]?.find(
          (d) => d.clientId === client && d.status === status,
        )?.id,
      );
    // Sent, so the client can still accept the quote (billing's demo seed has one of each).
    const quote = await document('quote', 'sent_to_client');
    const estimate = await document('estimate', 'sent_to_client');
    const invoice = await document('invoice', 'sent');
    const draftQuote = await document('quote', 'draft');
    const draftEstimate = await document('estimate', 'draft');
    const expense = await settled('an expense of the demo staff user', async () =>
      (await get<Data<{ expenses: { id: string; createdByUserId: string; status: string }[] }>>('manager', '/api/expenses'))?.data.expenses.find(
        (e) => e.createdByUserId === userId.staff && e.status === 'pending',
      )?.id,
    );
    const added = await call('staff', { method: 'POST', url: `/api/expenses/${expense}/receipt`, raw: receiptUpload() });
    if (added.status !== 201) throw new Error(`add a receipt: ${added.status} ${added.text}`);
    const receipt = (added.json as Data<{ receipt: { id: string } }>).data.receipt.id;
    const item = await settled('an inventory item', async () => (await get<Data<{ items: { id: string; barcode: string | null }[] }>>('admin', '/api/inventory'))?.data.items.find((i) => i.barcode));
    // The demo expenses name no item; this one does, so the item's panel has something to show or hide.
    const filed = await call('staff', {
      method: 'POST',
      url: '/api/expenses',
      body: { title: 'Filters for the proof item', amount: '42.00', category: 'tools_supplies', expenseDate: '2026-11-02', inventoryItemId: item.id },
    });
    if (filed.status !== 201) throw new Error(`file an expense on the item: ${filed.status} ${filed.text}`);
    const itemExpense = (filed.json as Data<{ expense: { id: string } }>).data.expense.id;
    await settled('the expense in the item’s related expenses', async () =>
      (await get<Data<{ expenses: { id: string }[] }>>('admin', `/api/inventory/${item.id}/expenses`))?.data.expenses.some((e) => e.id === itemExpense) || undefined,
    );
    const blog = await settled('a published blog post', async () => (await get<Data<{ blogs: { id: string; slug: string }[] }>>('anonymous', '/api/blog/public'))?.data.blogs[0]);
    const serviceRequest = await settled('a service request of the demo client', async () => (await get<{ id: string }[]>('client', '/api/service-requests/my-requests'))?.[0]?.id);
    const fixtures: Fixtures = {
      userId,
      quote,
      estimate,
      invoice,
      draftQuote,
      draftEstimate,
      expense,
      receipt,
      item: item.id,
      itemExpense,
      barcode: item.barcode as string,
      blogId: blog.id,
      blogSlug: blog.slug,
      serviceRequest,
      font: 'unknown.woff2',
    };
    return { stack, tokens, fixtures, call, stop: () => stack.stop() };
  } catch (err) {
    await stack.stop();
    throw err;
  }
}

