import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { BILLING_EVENTS, FINANCE_EVENTS, type PaymentRecordedData } from '@hvac/contracts/events';
import { Outbox } from '../src/outbox';

// The outbox writes only what an event's contract allows (docs/architecture.md#event-contracts).

/** A transaction that keeps the rows written to it. */
function fakeTransaction() {
  const rows: { table: string; row: Record<string, unknown> }[] = [];
  const trx = Object.assign((table: string) => ({ insert: async (row: Record<string, unknown>) => void rows.push({ table, row }) }), {
    executionPromise: Promise.resolve(),
  });
  return { rows, trx: trx as unknown as Knex.Transaction };
}

const payment = (): PaymentRecordedData => ({
  id: randomUUID(),
  invoiceId: randomUUID(),
  clientId: randomUUID(),
  amount: '50.00',
  paymentDate: '2026-03-01',
  paymentMethod: 'Cash',
  includeInTaxReport: true,
});

describe('the outbox', () => {
  const outbox = new Outbox('svc-billing');

  it('writes an event on its contract’s subject, with its type and the envelope’s own version', async () => {
    const { rows, trx } = fakeTransaction();
    const data = payment();
    const envelope = await outbox.add(trx, BILLING_EVENTS.paymentRecorded, data, 'req-1');
    expect(envelope).toMatchObject({ type: 'payment-recorded', source: 'svc-billing', version: 1, correlationId: 'req-1', data });
    expect(rows).toEqual([{ table: 'outbox', row: { id: envelope.id, subject: 'hvac.billing.payment-recorded', envelope } }]);
  });

  it('refuses data its contract does not allow, naming the field, and writes nothing', async () => {
    const { rows, trx } = fakeTransaction();
    const bad = { ...payment(), amount: 50 } as unknown as PaymentRecordedData;
    await expect(outbox.add(trx, BILLING_EVENTS.paymentRecorded, bad)).rejects.toThrow('hvac.billing.payment-recorded (version 1) does not match its contract: /amount must be string');
    const { amount: _, ...lacking } = payment();
    await expect(outbox.add(trx, BILLING_EVENTS.paymentRecorded, lacking as PaymentRecordedData)).rejects.toThrow(/does not match its contract: data must have required properties amount/);
    expect(rows).toEqual([]);
  });

  it('refuses an event of another service’s domain, which the bus would never let it publish', async () => {
    const { rows, trx } = fakeTransaction();
    await expect(outbox.add(trx, FINANCE_EVENTS.expenseDeleted, {} as never)).rejects.toThrow('svc-billing may not publish hvac.finance.expense-deleted: only svc-finance does');
    expect(rows).toEqual([]);
  });
});
