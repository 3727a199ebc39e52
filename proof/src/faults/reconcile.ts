import pg from 'pg';
import type { Committed } from './workload';
import type { MailProbe } from './injector';
import { filterMatches } from '@hvac/contracts/events';
import type { StreamState } from './stream';

export interface Reconciliation {
  published: number;
  consumed: number;
  deadLettered: number;
  /** Background mail (the services' mail outboxes) queued since the workload began, tries repeated, and given up on. */
  mails: { queued: number; retried: number; givenUp: number };
  /** What does not add up, one line each; the suite requires none. */
  mismatches: string[];
}

type Rows = Record<string, unknown>[];

const money = (value: unknown) => Number(value ?? 0).toFixed(2);

/**
 * Compares what every service holds with what it was told and with each other, after the faults:
 * - every committed event (an outbox row) is in the stream exactly once, and nothing else is;
 * - every durable consumer's inbox holds exactly the stream's events on its filter (or dead-lettered them);
 * - the projections agree with their sources: the users directories with identity's users, the income
 *   ledger with billing's payments, inventory's related expenses with finance's expenses, and a request
 *   answered by an accepted quote is no longer pending;
 * - nothing is half-written: an invoice's amount paid is the sum of its payments, a document's subtotal
 *   the sum of its lines, an item's quantity the last movement's;
 * - what the workload was told was committed is there, a payment retried under its key was made once,
 *   and a document e-mailed into the mail outage is on record as failed, then as sent;
 * - every background mail queued since `since` was sent (none left waiting, none given up on), and every
 *   service request filed has its office notice queued with it.
 */
export async function reconcile(
  databaseUrl: string,
  schemas: Record<string, string>,
  stream: StreamState,
  committed: Committed,
  mail: MailProbe[],
  since: Date,
): Promise<Reconciliation> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const mismatches: string[] = [];
  const q = async (service: string, sql: string, params: unknown[] = []): Promise<Rows> => {
    const schema = schemas[service];
    if (!schema) throw new Error(`No schema for ${service}`);
    return (await db.query(sql.replaceAll('$S', `"${schema}"`), params)).rows as Rows;
  };
  const differ = (what: string, found: string[]) => {
    if (found.length) mismatches.push(`${what}: ${found.length} (${found.slice(0, 3).join('; ')}${found.length > 3 ? '; …' : ''})`);
  };
  try {
    const services = Object.keys(schemas);

    // Events: outbox ↔ stream.
    const inStream = new Map<string, number>();
    for (const e of stream.events) inStream.set(e.id, (inStream.get(e.id) ?? 0) + 1);
    const outbox = new Set<string>();
    for (const service of services) {
      const rows = await q(service, 'SELECT id, published_at FROM $S.outbox');
      for (const row of rows) outbox.add(row.id as string);
      differ(`${service}: committed events never published`, rows.filter((r) => !r.published_at).map((r) => String(r.id)));
      differ(`${service}: committed events missing from the stream`, rows.filter((r) => !inStream.has(r.id as string)).map((r) => String(r.id)));
    }
    differ('events in the stream more than once', [...inStream].filter(([, n]) => n > 1).map(([id, n]) => `${id} ×${n}`));
    differ('events in the stream no outbox committed', [...inStream.keys()].filter((id) => !outbox.has(id)));

    // Inboxes: each durable holds exactly its filter's events, or dead-lettered them.
    let consumed = 0;
    let deadLettered = 0;
    for (const service of services) deadLettered += Number((await q(service, 'SELECT count(*) AS n FROM $S.dead_letters'))[0]!.n);
    for (const durable of stream.durables) {
      const service = durable.name.slice(0, durable.name.indexOf('_'));
      const inbox = new Set((await q(service, 'SELECT event_id FROM $S.inbox WHERE consumer = $1', [durable.name])).map((r) => r.event_id as string));
      const dead = new Set((await q(service, 'SELECT event_id FROM $S.dead_letters WHERE consumer = $1', [durable.name])).map((r) => r.event_id as string));
      consumed += inbox.size;
      const expected = new Set(stream.events.filter((e) => filterMatches(durable.filter, e.subject)).map((e) => e.id));
      differ(`${durable.name}: events never handled`, [...expected].filter((id) => !inbox.has(id) && !dead.has(id)));
      differ(`${durable.name}: inbox rows for events not in the stream`, [...inbox].filter((id) => !expected.has(id)));
      differ(`${durable.name}: still pending in JetStream`, durable.pending + durable.ackPending > 0 ? [`${durable.pending} pending, ${durable.ackPending} unacked`] : []);
    }

    // Projections against their sources.
    const users = new Map((await q('svc-identity', 'SELECT id, email, role FROM $S.users')).map((r) => [r.id as string, `${r.email} ${r.role}`]));
    for (const service of ['svc-requests', 'svc-billing', 'svc-finance', 'svc-inventory']) {
      const directory = new Map((await q(service, 'SELECT id, email, role FROM $S.users_directory WHERE deleted_at IS NULL')).map((r) => [r.id as string, `${r.email} ${r.role}`]));
      differ(`${service} users directory disagrees with identity`, [...users].filter(([id, v]) => directory.get(id) !== v).map(([id, v]) => `${id} ${v} ≠ ${directory.get(id)}`));
      differ(`${service} users directory holds users identity does not`, [...directory.keys()].filter((id) => !users.has(id)));
    }
    const payments = new Map((await q('svc-billing', 'SELECT id, invoice_id, amount FROM $S.payments')).map((r) => [r.id as string, `${r.invoice_id} ${money(r.amount)}`]));
    const ledger = new Map((await q('svc-finance', 'SELECT payment_id, invoice_id, amount FROM $S.income_payments')).map((r) => [r.payment_id as string, `${r.invoice_id} ${money(r.amount)}`]));
    differ('income ledger disagrees with billing’s payments', [...payments].filter(([id, v]) => ledger.get(id) !== v).map(([id]) => id));
    differ('income ledger holds payments billing does not', [...ledger.keys()].filter((id) => !payments.has(id)));
    const expenses = new Map((await q('svc-finance', 'SELECT id, status, amount, version FROM $S.expenses WHERE inventory_item_id IS NOT NULL')).map((r) => [r.id as string, `${r.status} ${money(r.amount)} v${r.version}`]));
    const related = new Map((await q('svc-inventory', 'SELECT id, status, amount, version FROM $S.related_expenses WHERE NOT deleted')).map((r) => [r.id as string, `${r.status} ${money(r.amount)} v${r.version}`]));
    differ('related expenses disagree with finance’s expenses', [...expenses].filter(([id, v]) => related.get(id) !== v).map(([id, v]) => `${id} ${v} ≠ ${related.get(id)}`));
    differ('related expenses finance does not hold', [...related.keys()].filter((id) => !expenses.has(id)));
    const requests = new Map((await q('svc-requests', 'SELECT id, user_id FROM $S.service_requests')).map((r) => [r.id as string, r.user_id as string | null]));
    const owners = new Map((await q('svc-billing', 'SELECT id, user_id FROM $S.service_request_owners')).map((r) => [r.id as string, r.user_id as string | null]));
    differ('billing’s service-request owners disagree with svc-requests', [...requests].filter(([id, user]) => owners.get(id) !== user).map(([id, user]) => `${id} ${user} ≠ ${owners.get(id)}`));
    differ('billing’s service-request owners hold requests svc-requests does not', [...owners.keys()].filter((id) => !requests.has(id)));
    const accepted = (await q('svc-billing', "SELECT service_request_id FROM $S.quotes WHERE status = 'accepted_by_client' AND service_request_id IS NOT NULL")).map((r) => r.service_request_id as string);
    const stillPending = new Set((await q('svc-requests', "SELECT id FROM $S.service_requests WHERE status = 'pending' AND id = ANY($1)", [accepted])).map((r) => r.id as string));
    differ('service requests still pending after their quote was accepted', [...stillPending]);

    // Nothing half-written.
    differ(
      'invoices whose amount paid is not the sum of their payments',
      (await q('svc-billing', 'SELECT i.id FROM $S.invoices i LEFT JOIN $S.payments p ON p.invoice_id = i.id GROUP BY i.id HAVING i.amount_paid <> coalesce(sum(p.amount), 0)')).map((r) => String(r.id)),
    );
    for (const [table, lines, key] of [['quotes', 'quote_line_items', 'quote_id'], ['invoices', 'invoice_line_items', 'invoice_id']]) {
      differ(
        `${table} whose subtotal is not the sum of their lines`,
        (await q('svc-billing', `SELECT d.id FROM $S.${table} d LEFT JOIN $S.${lines} l ON l.${key} = d.id GROUP BY d.id HAVING count(l.id) = 0 OR d.sub_total <> sum(l.total)`)).map((r) => String(r.id)),
      );
    }
    differ(
      'items whose quantity is not their last movement’s',
      (await q('svc-inventory', 'SELECT i.id FROM $S.items i JOIN LATERAL (SELECT to_quantity FROM $S.movements m WHERE m.item_id = i.id ORDER BY seq DESC LIMIT 1) last ON true WHERE last.to_quantity <> i.quantity')).map((r) => String(r.id)),
    );

    // What the workload was told was committed.
    const found = async (service: string, table: string, ids: string[], where = 'true') =>
      new Set((await q(service, `SELECT id FROM $S.${table} WHERE id = ANY($1) AND ${where}`, [ids])).map((r) => r.id as string));
    const bookings = await found('svc-requests', 'service_requests', committed.bookings);
    differ('bookings answered 201 but not stored', committed.bookings.filter((id) => !bookings.has(id)));
    const quotes = await found('svc-billing', 'quotes', committed.acceptedQuotes.map((x) => x.id), "status = 'accepted_by_client'");
    differ('quotes accepted (200) but not accepted', committed.acceptedQuotes.filter((x) => !quotes.has(x.id)).map((x) => x.id));
    differ('payments answered 201 but not stored', committed.payments.filter((p) => !payments.has(p.id)).map((p) => p.id));
    const byKey = new Map<string, Set<string>>();
    for (const p of committed.payments) byKey.set(p.idempotencyKey, (byKey.get(p.idempotencyKey) ?? new Set()).add(p.id));
    differ('payments made twice under one idempotency key', [...byKey].filter(([, ids]) => ids.size > 1).map(([key]) => key));
    const approved = await found('svc-finance', 'expenses', committed.approvedExpenses, "status = 'approved'");
    differ('expenses approved (200) but not approved', committed.approvedExpenses.filter((id) => !approved.has(id)));
    const quantities = new Map((await q('svc-inventory', 'SELECT id, quantity FROM $S.items WHERE id = ANY($1)', [[...committed.quantities.keys()]])).map((r) => [r.id as string, Number(r.quantity)]));
    differ('items whose quantity is not the last one set', [...committed.quantities].filter(([id, n]) => quantities.get(id) !== n).map(([id, n]) => `${id} ${quantities.get(id)} ≠ ${n}`));

    // Mail sent into the outage: refused as failed, on record, and sent once the server was back.
    for (const probe of mail) {
      const sends = (await q('svc-billing', "SELECT result FROM $S.document_sends WHERE document_type = 'invoice' AND document_id = $1 ORDER BY sent_at", [probe.invoiceId])).map((r) => r.result as string);
      if (probe.duringOutage !== 502) mismatches.push(`a document e-mailed while the mail server was down answered ${probe.duringOutage}, not 502 sendEmailFailed`);
      if (probe.afterwards !== 200) mismatches.push(`the same document e-mailed once the mail server was back answered ${probe.afterwards}, not 200`);
      if (!sends.includes('failed') || sends.lastIndexOf('sent') < sends.indexOf('failed')) mismatches.push(`document sends of invoice ${probe.invoiceId} read ${sends.join(', ')}: not a failure on record, then a send`);
    }

    // Background mail: the outboxes' rows since the workload began.
    const mails = { queued: 0, retried: 0, givenUp: 0 };
    for (const service of services) {
      const rows = await q(service, 'SELECT id, kind, attempts, sent_at, failed_at, last_error FROM $S.mail_outbox WHERE created_at >= $1', [since]);
      mails.queued += rows.length;
      mails.retried += rows.reduce((sum, r) => sum + Math.max(0, Number(r.attempts) - 1), 0);
      const failed = rows.filter((r) => r.failed_at);
      mails.givenUp += failed.length;
      differ(`${service}: mails given up on`, failed.map((r) => `${r.kind}: ${r.last_error}`));
      differ(`${service}: mails neither sent nor given up on`, rows.filter((r) => !r.sent_at && !r.failed_at).map((r) => `${r.kind} ${r.id} after ${r.attempts} tries`));
    }
    const [filed] = await q('svc-requests', 'SELECT count(*) AS n FROM $S.service_requests WHERE created_at >= $1', [since]);
    const [notices] = await q('svc-requests', "SELECT count(*) AS n FROM $S.mail_outbox WHERE kind = 'service-request-office' AND created_at >= $1", [since]);
    if (Number(filed!.n) !== Number(notices!.n)) mismatches.push(`${filed!.n} service requests filed but ${notices!.n} office notices queued`);

    return { published: outbox.size, consumed, deadLettered, mails, mismatches };
  } finally {
    await db.end();
  }
}
