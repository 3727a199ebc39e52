import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../callers';
import { todayIn } from '@hvac/contracts';
import { calendarDaysAfter } from '@hvac/contracts/billing';
import type { Api, Answer } from './api';

export interface Actor {
  id: string;
  email: string;
  token: string;
}

export interface Actors {
  admin: Actor;
  manager: Actor;
  client: Actor;
}

/** What the workload was told was committed (a 2xx), for the reconciler to find again. */
export interface Committed {
  bookings: string[];
  acceptedQuotes: { id: string; serviceRequestId: string }[];
  payments: { id: string; invoiceId: string; idempotencyKey: string }[];
  approvedExpenses: string[];
  /** Item id → the quantity the last successful update set. */
  quantities: Map<string, number>;
  pageViews: number;
}

export interface Workload {
  committed: Committed;
  /** Stops taking new calls and waits for the ones under way. */
  stop(): Promise<void>;
}

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}-${(sequence += 1)}`;

export async function signIn(api: Api): Promise<Actors> {
  const login = async (email: string): Promise<Actor> => {
    const answer = await api.call('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } });
    if (!ok(answer)) throw new Error(`Signing in as ${email} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return { id: answer.body.user.id, email, token: answer.body.token };
  };
  return { admin: await login(DEMO_EMAILS.admin), manager: await login(DEMO_EMAILS.manager), client: await login(DEMO_EMAILS.client) };
}

const line = { description: 'Capacitor replacement', quantity: 1, unitPrice: 149.5 };

/**
 * A steady mix through the gateway, as the office and a client use the platform: bookings, quotes sent
 * and accepted by their client, invoices paid, expenses created and approved, stock counts, page views.
 * Each worker goes round the mix with a short pause. A step that failed (an outage) is taken up again
 * on the next round: an unaccepted quote, an unapproved expense, a payment retried under its
 * Idempotency-Key, so a retry can never pay twice.
 */
export type Step = 'book' | 'quote' | 'payment' | 'expense' | 'count' | 'view';
export const ALL_STEPS: readonly Step[] = ['book', 'quote', 'payment', 'expense', 'count', 'view'];

export async function startWorkload(api: Api, actors: Actors, options: { workers: number; pauseMs: number; steps?: readonly Step[] }): Promise<Workload> {
  const { admin, manager, client } = actors;
  const committed: Committed = { bookings: [], acceptedQuotes: [], payments: [], approvedExpenses: [], quantities: new Map(), pageViews: 0 };
  const pendingBookings: string[] = [];
  const unaccepted: { id: string; serviceRequestId: string }[] = [];
  const unapproved: string[] = [];
  const unpaid: { invoiceId: string; idempotencyKey: string }[] = [];
  const items: string[] = [];
  for (let i = 0; i < options.workers; i++) {
    const answer = await api.call('POST', '/api/inventory', {
      token: admin.token,
      body: { name: `Fault probe ${i}`, sku: unique('FAULT-'), category: 'Electrical', currentQuantity: 50, minimumQuantity: 5, maximumQuantity: 100, unit: 'piece', unitCost: '8.40', unitPrice: '24.00' },
    });
    if (!ok(answer)) throw new Error(`Creating an item answered ${answer.status} ${JSON.stringify(answer.body)}`);
    items.push(answer.body.data.item.id);
    committed.quantities.set(answer.body.data.item.id, 50);
  }

  const book = async () => {
    const answer = await api.call('POST', '/api/service-requests', {
      token: client.token,
      body: {
        userId: client.id,
        contactFullName: 'Jordan Rivera',
        contactPhone: '7135550199',
        contactEmail: client.email,
        contactStreet: '1200 Main St',
        contactCity: 'Houston',
        contactZip: '77002',
        serviceType: 'AC Repair',
        description: 'Not cooling upstairs',
        schedulingPreferences: { preferredDate1: calendarDaysAfter(todayIn(), 2), preferredTime1: 'Morning (8 AM - 12 PM)' },
        additionalDetails: { commonIssues: ['Not Cooling / Blowing Warm Air'], systemAge: '6-10 years', systemType: 'Central AC' },
      },
    });
    if (ok(answer)) {
      const id = answer.body.data.serviceRequest.id as string;
      committed.bookings.push(id);
      pendingBookings.push(id);
    }
  };

  const accept = async (quote: { id: string; serviceRequestId: string }) => {
    const answer = await api.call('POST', `/api/quotes/${quote.id}/accept`, { token: client.token });
    if (ok(answer)) committed.acceptedQuotes.push(quote);
    else if (answer.status >= 500 || answer.status === 0) unaccepted.push(quote);
  };

  const quote = async () => {
    const waiting = unaccepted.shift();
    if (waiting) return accept(waiting);
    const serviceRequestId = pendingBookings.shift();
    if (!serviceRequestId) return book();
    const answer = await api.call('POST', '/api/quotes', {
      token: manager.token,
      body: { clientId: client.id, quoteNumber: unique('QF-'), quoteDate: todayIn(), status: 'sent_to_client', lineItems: [line], taxRate: 0.0825, serviceRequestId },
    });
    if (ok(answer)) await accept({ id: answer.body.data.quote.id, serviceRequestId });
    // svc-billing learns of a booking from its event: until that arrives (NATS down) the link is refused.
    else if (answer.status >= 500 || answer.status === 0 || answer.code === 'serviceRequestMismatch') pendingBookings.push(serviceRequestId);
  };

  const pay = async (due: { invoiceId: string; idempotencyKey: string }) => {
    const answer = await api.call('POST', `/api/invoices/${due.invoiceId}/payments`, {
      token: manager.token,
      headers: { 'idempotency-key': due.idempotencyKey },
      body: { amount: '50.00', paymentDate: todayIn(), paymentMethod: 'Cash' },
    });
    if (ok(answer)) committed.payments.push({ id: answer.body.data.payment.id, ...due });
    else if (answer.status >= 500 || answer.status === 0) unpaid.push(due);
  };

  const payment = async () => {
    const due = unpaid.shift();
    if (due) return pay(due);
    const answer = await api.call('POST', '/api/invoices', {
      token: manager.token,
      body: { clientId: client.id, invoiceNumber: unique('IF-'), invoiceDate: todayIn(), dueDate: calendarDaysAfter(todayIn(), 30), status: 'sent', lineItems: [line], taxRate: 0.0825, includeInTaxReport: true },
    });
    if (ok(answer)) await pay({ invoiceId: answer.body.data.invoice.id, idempotencyKey: unique('pay-') });
  };

  const approve = async (id: string) => {
    const answer = await api.call('PUT', `/api/expenses/${id}/status`, { token: admin.token, body: { status: 'approved' } });
    if (ok(answer)) committed.approvedExpenses.push(id);
    else if (answer.status >= 500 || answer.status === 0) unapproved.push(id);
  };

  const expense = async () => {
    const waiting = unapproved.shift();
    if (waiting) return approve(waiting);
    const answer = await api.call('POST', '/api/expenses', {
      token: manager.token,
      body: { title: 'Fuel for van 2', category: 'vehicle_expenses', amount: 86.4, expenseDate: todayIn(), paymentMethod: 'credit_card', inventoryItemId: items[0] },
    });
    if (ok(answer)) await approve(answer.body.data.expense.id);
  };

  const count = async (worker: number) => {
    const id = items[worker]!;
    const quantity = 10 + Math.floor(Math.random() * 80);
    const answer = await api.call('PUT', `/api/inventory/${id}/quantity`, { token: manager.token, body: { quantity } });
    if (ok(answer)) committed.quantities.set(id, quantity);
  };

  const view = async () => {
    const answer = await api.call('POST', '/api/analytics/pageview', { body: { path: '/services', visitorId: 'fault-suite-visitor', viewportWidth: 1280, renderMs: 120 } });
    if (ok(answer)) committed.pageViews += 1;
  };

  let running = true;
  const byName: Record<Step, (worker: number) => Promise<void>> = { book, quote, payment, expense, count, view };
  const steps = (options.steps ?? ALL_STEPS).map((name) => byName[name]);
  const workers = Array.from({ length: options.workers }, async (_, worker) => {
    for (let round = worker; running; round++) {
      await steps[round % steps.length]!(worker);
      await sleep(options.pauseMs);
    }
  });

  return {
    committed,
    stop: async () => {
      running = false;
      await Promise.all(workers);
      // What an outage left half-done is finished now that everything is back.
      for (const left of unaccepted.splice(0)) await accept(left);
      for (const left of unapproved.splice(0)) await approve(left);
      for (const left of unpaid.splice(0)) await pay(left);
    },
  };
}
