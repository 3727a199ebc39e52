import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { parse } from 'yaml';
import { STREAM_NAME, STREAM_SUBJECTS } from '@hvac/contracts/events';
import { platformBusServices } from '../src/bus-access';
import { deployDir, findManifest, readManifests } from '../src/deploy-manifests';
import { startNats, type NatsServer } from '../src/nats';
import { natsValuesYaml } from '../src/nats-values';

/**
 * The bus as docs/architecture.md#securing-the-bus describes it, on a real nats-server: nobody anonymous,
 * each service only its own domain's subjects and its own durables, the operator everything.
 */
describe('the secured bus', () => {
  let dir: string;
  let nats: NatsServer;
  const open: NatsConnection[] = [];
  const as = async (user?: string) => {
    const nc = await connect({ ...nats.clientOptions(user), reconnect: false });
    open.push(nc);
    return nc;
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hvac-bus-access-'));
    nats = await startNats({ storeDir: path.join(dir, 'store') });
    const ops = await as();
    await (await jetstreamManager(ops)).streams.add({ name: STREAM_NAME, subjects: STREAM_SUBJECTS });
  });
  afterAll(async () => {
    for (const nc of open) await nc.close().catch(() => undefined);
    await nats.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const streamCount = async () => (await (await jetstreamManager(await as())).streams.info(STREAM_NAME)).state.messages;

  it('refuses a connection without a user, or with another user’s password', async () => {
    await expect(connect({ servers: nats.url, reconnect: false, timeout: 2000 })).rejects.toThrow(/Authorization Violation/i);
    const { pass } = nats.clientOptions('svc-requests');
    await expect(connect({ servers: nats.url, user: 'svc-identity', pass, reconnect: false, timeout: 2000 })).rejects.toThrow(/Authorization Violation/i);
  });

  it('keeps every password in a file only its owner reads', () => {
    for (const user of [...platformBusServices().map((s) => s.name), 'ops']) {
      expect(statSync(nats.credentials.passwordFile(user)).mode & 0o777).toBe(0o600);
    }
    expect(statSync(path.join(nats.credentials.dir, 'nats-server.conf')).mode & 0o777).toBe(0o600);
  });

  it('lets a service publish its own domain’s events and no other’s: a forged user-updated never reaches the stream', async () => {
    const js = jetstream(await as('svc-requests'));
    const before = await streamCount();
    await js.publish('hvac.requests.service-request-created', '{}', { msgID: 'own-domain' });
    expect(await streamCount()).toBe(before + 1);
    for (const subject of ['hvac.identity.user-updated', 'hvac.billing.payment-recorded', 'hvac.billing.quote-accepted', 'hvac.replay.svc-billing_users-directory']) {
      await expect(js.publish(subject, '{}', { timeout: 2000 })).rejects.toThrow();
    }
    expect(await streamCount()).toBe(before + 1);
  });

  it('lets a service read and acknowledge its own durables, never another service’s, and leaves the stream alone', async () => {
    const ops = await jetstreamManager(await as());
    await ops.consumers.add(STREAM_NAME, { durable_name: 'svc-billing_users-directory', ack_policy: AckPolicy.Explicit, filter_subject: 'hvac.identity.>' });
    const requests = await as('svc-requests');
    const jsm = await jetstreamManager(requests);
    await jsm.consumers.add(STREAM_NAME, { durable_name: 'svc-requests_users-directory', ack_policy: AckPolicy.Explicit, filter_subject: 'hvac.identity.>' });
    expect((await jsm.consumers.info(STREAM_NAME, 'svc-requests_users-directory')).name).toBe('svc-requests_users-directory');

    await expect(jsm.consumers.info(STREAM_NAME, 'svc-billing_users-directory')).rejects.toThrow();
    await expect(jsm.consumers.add(STREAM_NAME, { durable_name: 'svc-billing_spy', ack_policy: AckPolicy.Explicit })).rejects.toThrow();
    await expect(jsm.consumers.delete(STREAM_NAME, 'svc-billing_users-directory')).rejects.toThrow();
    await expect(jsm.streams.purge(STREAM_NAME)).rejects.toThrow();
    await expect(jsm.streams.delete(STREAM_NAME)).rejects.toThrow();
    expect((await ops.consumers.info(STREAM_NAME, 'svc-billing_users-directory')).name).toBe('svc-billing_users-directory');
    expect((await ops.streams.info(STREAM_NAME)).config.name).toBe(STREAM_NAME);
  });
});

describe('the bus in the cluster (infra/deploy)', () => {
  const file = readFileSync(path.join(deployDir(), 'nats-values.yaml'), 'utf8');
  const values = parse(file) as { config: Record<string, never>; container: { env: Record<string, { valueFrom: { secretKeyRef: { name: string; key: string } } }> } };
  const objects = readManifests();

  it('gives the NATS servers the same users and permissions as the local bus, each password from hvac-nats, over TLS', () => {
    expect(file).toBe(natsValuesYaml(platformBusServices()));
    const users = (values.config as unknown as { merge: { accounts: { HVAC: { users: { user: string; password: string }[] } } } }).merge.accounts.HVAC.users;
    expect(users.map((u) => u.user)).toEqual([...platformBusServices().map((s) => s.name), 'ops']);
    expect(users.find((u) => u.user === 'svc-billing')?.password).toBe('<< $SVC_BILLING_PASSWORD >>');
    expect(values.container.env.SVC_BILLING_PASSWORD).toEqual({ valueFrom: { secretKeyRef: { name: 'hvac-nats', key: 'svc-billing' } } });
    expect(values.config).toMatchObject({ nats: { tls: { enabled: true } }, cluster: { tls: { enabled: true } } });
  });

  it.each(platformBusServices().map((s) => s.name))('signs %s in with its own password, over TLS', (name) => {
    const pod = (findManifest('Deployment', name).spec as { template: { spec: { volumes: { name: string; secret?: { secretName: string; items: { key: string }[] } }[] } } }).template.spec;
    const nats = pod.volumes.find((v) => v.secret?.secretName === 'hvac-nats');
    expect(nats?.secret?.items.map((i) => i.key)).toEqual([name]);
    const config = findManifest('ConfigMap', 'hvac-config').data!;
    expect(config.NATS_URL).toMatch(/^tls:\/\//);
    expect(config.NATS_PASSWORD_FILE).toBe('/etc/hvac/nats/password');
  });

  it('lets only the gateway reach a service, and only the services and the operator reach the bus', () => {
    const policies = objects.filter(({ object }) => object.kind === 'NetworkPolicy').map(({ object }) => object.spec as {
      podSelector: { matchLabels: Record<string, string> };
      ingress: { from: { podSelector?: { matchLabels: Record<string, string> } }[]; ports: { port: number }[] }[];
    });
    const selecting = (labels: Record<string, string>) => policies.filter((p) => Object.entries(p.podSelector.matchLabels).every(([k, v]) => labels[k] === v));
    for (const name of platformBusServices().map((s) => s.name)) {
      const labels = (findManifest('Deployment', name).spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
      const rules = selecting(labels).flatMap((p) => p.ingress);
      expect(rules.length).toBeGreaterThan(0);
      expect(rules.flatMap((r) => r.from.map((f) => f.podSelector?.matchLabels))).toEqual([{ app: 'gateway' }]);
    }
    const bus = selecting({ 'app.kubernetes.io/name': 'nats' }).flatMap((p) => p.ingress).filter((r) => r.ports.some((p) => p.port === 4222));
    expect(bus.flatMap((r) => r.from.map((f) => f.podSelector?.matchLabels))).toEqual([{ 'hvac-role': 'service' }, { 'hvac-role': 'ops' }]);
  });
});
