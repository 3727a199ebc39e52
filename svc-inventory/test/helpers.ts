import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import type { InventoryFormBody } from '@hvac/contracts/inventory';
import type { EventContract, EventEnvelopeOf } from '@hvac/contracts/events';
import type { ServiceOptions } from '@hvac/service-kit';
import { startServiceUnderTest, type ServiceUnderTest, type TestUser } from '@hvac/service-kit/testing';
import { inventoryService } from '../src/service';
import type { InventoryConfig } from '../src/config';

export type { TestUser } from '@hvac/service-kit/testing';

export interface TestInventory extends ServiceUnderTest<InventoryConfig> {
  /**
   * An event on hvac.finance.<type>, enveloped as svc-finance's outbox sends it; `envelopeId` sends an
   * event again as a relay retrying after a crash would (same event id, a new message).
   */
  publishFinance(event: EventContract, data: unknown, envelopeId?: string): Promise<string>;
  /** One user of each role the tests use. */
  users(): Promise<{ admin: TestUser; manager: TestUser; staff: TestUser; client: TestUser }>;
}

export async function startInventory(env: Record<string, string> = {}, options: ServiceOptions = {}): Promise<TestInventory> {
  const started = await startServiceUnderTest(inventoryService, env, options);
  const { h } = started;
  // The promise, not the connection, is kept: parallel first publishes share one connection.
  let nc: Promise<NatsConnection> | null = null;
  return {
    ...started,
    async publishFinance(event, data, envelopeId = randomUUID()) {
      nc ??= connect(h.nats.clientOptions());
      const envelope: EventEnvelopeOf<unknown> = { id: envelopeId, type: event.type, occurredAt: new Date().toISOString(), source: 'svc-finance', version: 1, correlationId: null, data };
      await jetstream(await nc).publish(event.subject, JSON.stringify(envelope), { msgID: randomUUID() });
      return envelope.id;
    },
    async users() {
      // One after another: the fixtures' NATS connection is opened by the first publish, and parallel first publishes would each open one.
      const admin = await started.user('admin');
      const manager = await started.user('manager');
      const staff = await started.user('staff');
      const client = await started.user('client');
      return { admin, manager, staff, client };
    },
    async close() {
      await (await nc)?.close();
      await started.close();
    },
  };
}

let skus = 0;
/** A valid form with a SKU of its own. */
export const itemBody = (overrides: Partial<InventoryFormBody> = {}): InventoryFormBody => {
  skus += 1;
  return {
    name: 'Run capacitor 45/5',
    sku: `TEST-${Date.now()}-${skus}`,
    category: 'Electrical',
    currentQuantity: 20,
    minimumQuantity: 5,
    maximumQuantity: 100,
    unit: 'piece',
    unitCost: '8.40',
    unitPrice: '24.00',
    location: 'Shelf A1',
    supplier: 'Johnstone Supply',
    description: 'Dual run capacitor',
    expirationDate: null,
    notes: null,
    ...overrides,
  };
};
