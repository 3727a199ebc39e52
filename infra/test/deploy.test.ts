import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../src/apps';
import { deployDir, deploymentContainer, findManifest, podSpecOf, readManifests, renderedManifests } from '../src/deploy-manifests';
import { repoRoot } from '../src/paths';

/**
 * infra/deploy (docs/architecture.md#deploy) cannot be applied here (no cluster, no image registry), so its shape is
 * checked instead, as the kustomization renders it (src/deploy-manifests.ts): every app of the stack has a
 * Deployment probing the endpoints it serves and a Service in front, every service from the one shared base.
 * Each app's own tests load its configuration from its rendered Deployment.
 */
describe('the Kubernetes manifests', () => {
  const objects = readManifests();

  it('applies every file of the folder: each is listed by the kustomization or by an overlay that uses it', () => {
    const dir = path.join(deployDir(), 'k8s');
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.yaml')).sort();
    expect(renderedManifests().read).toEqual(files);
  });

  it('renders one Deployment, Service and PodDisruptionBudget per service from the shared base, none left under its name', () => {
    for (const app of APPS.filter((a) => a.service).map((a) => a.name)) {
      for (const kind of ['Deployment', 'Service', 'PodDisruptionBudget']) {
        expect(objects.filter(({ object }) => object.kind === kind && object.metadata.name === app).map(({ file }) => file)).toEqual(['service-base/service.yaml']);
      }
    }
    expect(objects.filter(({ object }) => object.metadata.name === 'svc')).toEqual([]);
    expect(objects.filter(({ object }) => object.kind !== 'Namespace' && object.metadata.namespace !== 'hvac')).toEqual([]);
  });

  it.each(APPS.map((a) => a.name))('runs %s with probes on /ready and /health at its own port, behind a Service', (app) => {
    const container = deploymentContainer(app);
    const port = container.ports?.find((p) => p.name === 'http');
    expect(port).toBeDefined();
    expect(container.env?.find((e) => e.name === 'PORT')?.value).toBe(String(port!.containerPort));
    expect(container.readinessProbe?.httpGet).toEqual({ path: '/ready', port: 'http' });
    expect(container.livenessProbe?.httpGet).toEqual({ path: '/health', port: 'http' });
    expect(container.image).toBe(`hvac/${app}:latest`);

    const service = findManifest('Service', app).spec as { selector: Record<string, string>; ports: { targetPort: string }[] };
    const deployment = findManifest('Deployment', app).spec as { template: { metadata: { labels: Record<string, string> } } };
    expect(service.selector).toEqual({ app });
    expect(deployment.template.metadata.labels).toMatchObject(service.selector);
    expect(service.ports.map((p) => p.targetPort)).toEqual(['http']);
  });

  it('points the gateway at every service by its Service name', () => {
    const env = Object.fromEntries((deploymentContainer('gateway').env ?? []).map((e) => [e.name, e.value]));
    for (const app of APPS.filter((a) => a.service)) {
      expect(env[app.service!.urlVariable]).toBe(`http://${app.name}.hvac.svc`);
      expect(env.GATEWAY_SERVICES?.split(',')).toContain(app.service!.domain);
    }
  });

  it('mounts every volume a container names, from a claim that exists', () => {
    const claims = new Set(objects.filter(({ object }) => object.kind === 'PersistentVolumeClaim').map(({ object }) => object.metadata.name));
    for (const { file, object } of objects.filter(({ object }) => ['Deployment', 'Job', 'CronJob'].includes(object.kind))) {
      const pod = podSpecOf<{ containers: { volumeMounts?: { name: string }[] }[]; volumes?: { name: string; persistentVolumeClaim?: { claimName: string } }[] }>(object)!;
      const volumes = new Map((pod.volumes ?? []).map((v) => [v.name, v]));
      for (const mount of pod.containers.flatMap((c) => c.volumeMounts ?? [])) {
        expect({ file, volume: mount.name, declared: volumes.has(mount.name) }).toEqual({ file, volume: mount.name, declared: true });
        const claim = volumes.get(mount.name)?.persistentVolumeClaim?.claimName;
        if (claim) expect(claims.has(claim)).toBe(true);
      }
    }
  });

  it.each(APPS.map((a) => a.name))('finds every file %s is told of in the secret mounted there', (app) => {
    const container = deploymentContainer(app);
    const pod = (findManifest('Deployment', app).spec as { template: { spec: { volumes?: { name: string; secret?: { items?: { path: string }[] } }[] } } }).template.spec;
    const values = [
      ...(container.envFrom ?? []).flatMap((s) => Object.values(s.configMapRef ? (findManifest('ConfigMap', s.configMapRef.name).data ?? {}) : {})),
      ...(container.env ?? []).flatMap((e) => (e.value === undefined ? [] : [String(e.value)])),
    ];
    for (const mount of container.volumeMounts ?? []) {
      const items = pod.volumes?.find((v) => v.name === mount.name)?.secret?.items;
      if (!items) continue;
      const named = values.filter((v) => v.startsWith(`${mount.mountPath}/`)).map((v) => v.slice(mount.mountPath.length + 1));
      expect(named.length).toBeGreaterThan(0);
      for (const file of named) expect(items.map((i) => i.path)).toContain(file);
    }
  });

  it('publishes a remote with the deploy script its image carries, into the volume the gateway reads', () => {
    const job = (findManifest('Job', 'deploy-mf-public').spec as { template: { spec: { containers: { command: string[]; env: { name: string; value: string }[] }[] } } })
      .template.spec.containers[0]!;
    const [node, script, remote, flag, dist] = job.command;
    expect([node, flag]).toEqual(['node', '--dist']);
    // The image holds the built tree; the script and the remote's build come from these sources.
    expect(existsSync(path.join(repoRoot(), script!.replace('/dist/', '/src/').replace(/\.js$/, '.ts')))).toBe(true);
    expect(existsSync(path.join(repoRoot(), remote!, 'webpack.config.js'))).toBe(true);
    expect(dist).toBe(`${remote}/dist`);
    const gatewayEnv = Object.fromEntries((deploymentContainer('gateway').env ?? []).map((e) => [e.name, e.value]));
    for (const name of ['REMOTES_DIR', 'REMOTES_CONFIG']) expect(job.env.find((e) => e.name === name)?.value).toBe(gatewayEnv[name]);
    // Its public pages are prerendered through the gateway's Service (docs/domains/public-site.md#prerendered-pages).
    expect(job.env.find((e) => e.name === 'GATEWAY_URL')?.value).toBe(`http://${findManifest('Service', 'gateway').metadata.name}`);
  });

  it('prerenders mf-public’s changed pages every five minutes between releases, one run at a time, as the release Job does', () => {
    type Container = { image: string; command: string[]; env: { name: string; value: string }[]; volumeMounts: unknown[] };
    const cron = findManifest('CronJob', 'prerender-mf-public');
    const spec = cron.spec as { schedule: string; concurrencyPolicy: string };
    expect([spec.schedule, spec.concurrencyPolicy]).toEqual(['*/5 * * * *', 'Forbid']);
    const job = podSpecOf<{ containers: Container[] }>(findManifest('Job', 'deploy-mf-public'))!.containers[0]!;
    const prerender = podSpecOf<{ containers: Container[] }>(cron)!.containers[0]!;
    // The deploy script's own run for changed pages (docs/domains/public-site.md#prerendered-pages), not a second way.
    expect(prerender.command).toEqual([...job.command.slice(0, 3), '--prerender']);
    expect([prerender.image, prerender.env, prerender.volumeMounts]).toEqual([job.image, job.env, job.volumeMounts]);
  });
});

/** Docker's .dockerignore matching as far as this repository's file uses it: globs from the context root, a match covers what is below. */
function dockerIgnores(patterns: string[], file: string): boolean {
  const segment = (part: string) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]');
  return patterns.some((pattern) => new RegExp(`^${pattern.split('**/').map(segment).join('(?:.*/)?')}(?:/.*)?$`).test(file));
}

describe('the image build context (.dockerignore)', () => {
  const patterns = readFileSync(path.join(repoRoot(), '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

  it('leaves out local state and secrets, and what the build stage installs and builds itself', () => {
    const secrets = ['.data/keys/jwt-private.pem', '.data/postgres-password', '.data/mail/1.eml', '.data/logs/svc-identity.log', '.env', 'svc-identity/.env'];
    const rebuilt = ['node_modules/fastify/package.json', 'gateway/node_modules/.bin/x', 'gateway/dist/main.js', '.nx/cache/x', '.git/config'];
    expect([...secrets, ...rebuilt].filter((file) => !dockerIgnores(patterns, file))).toEqual([]);
    expect(patterns.some((p) => p.startsWith('!'))).toBe(false);
  });

  it('keeps every file of the repository', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot(), encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(tracked.length).toBeGreaterThan(100);
    expect(tracked.filter((file) => dockerIgnores(patterns, file))).toEqual([]);
  });
});
