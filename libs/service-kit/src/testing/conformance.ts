import type { TProperties } from 'typebox';
import type { ServiceConfig, ServiceDefinition } from '../service';
import { eventually, manifestConfig, startHarness, type Harness } from './index';

/**
 * What every service must do, as Jest tests (docs/adding-a-domain.md): answer /health, be ready once its
 * database, NATS and consumers are, and migrate the kit's tables into its own schema.
 */
export function describeServiceBasics<P extends TProperties>(def: ServiceDefinition<P>): void {
  describe(`${def.name} basics`, () => {
    let h: Harness<ServiceConfig<P>>;
    beforeAll(async () => {
      h = await startHarness(def);
    });
    afterAll(() => h?.close());
    const get = (url: string) => h.service.app.inject({ method: 'GET', url });

    it('is alive: /health', async () => {
      const res = await get('/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', service: def.name });
    });

    it('is ready once its database, NATS and consumers are: /ready', async () => {
      // The service connects to NATS after it has started; until then /ready says it is not ready.
      const res = await eventually(async () => {
        const answer = await get('/ready');
        return answer.statusCode === 200 ? answer : undefined;
      }, 10_000, `${def.name} /ready`);
      expect(res.json()).toEqual({ status: 'ready', service: def.name, checks: { database: true, nats: true, consumers: true } });
    });

    it('migrated service-kit’s tables into its own schema on start', async () => {
      const { db, schema } = h.service.ctx;
      const tables = await db('information_schema.tables').where({ table_schema: schema }).pluck('table_name');
      expect(tables).toEqual(expect.arrayContaining(['knex_migrations', 'outbox', 'inbox', 'dead_letters', 'handler_failures', 'throttle_counters', 'mail_outbox']));
    });
  });
}

/**
 * The service's Kubernetes Deployment (infra/deploy/k8s on the shared service base) gives it a
 * configuration it starts with, holding `expected`, and no variable it does not read (a misspelt one).
 */
export function describeDeployment<P extends TProperties>(def: ServiceDefinition<P>, expected: Partial<ServiceConfig<P>>): void {
  describe(`the Kubernetes Deployment (infra/deploy/k8s/${def.name} on the shared service base)`, () => {
    it('gives the service a configuration it starts with, and no variable it does not read', () => {
      const { config, unknown } = manifestConfig(def);
      expect(config).toMatchObject(expected);
      expect(unknown).toEqual([]);
    });
  });
}
