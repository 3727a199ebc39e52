import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { APPS } from '../src/apps';
import { deployDir, deploymentContainer, findManifest, readManifests } from '../src/deploy-manifests';
import { repoRoot } from '../src/paths';

/**
 * infra/deploy (ARCHITECTURE §8) cannot be applied here (no cluster, no image registry), so its shape is
 * checked instead: every app of the stack has a Deployment probing the endpoints it serves, a Service in
 * front, and is part of the kustomization. Each app's own tests load its configuration from its manifest.
 */
describe('the Kubernetes manifests', () => {
  const objects = readManifests();

  it('lists every manifest file in the kustomization, and nothing that is missing', () => {
    const dir = path.join(deployDir(), 'k8s');
    const kustomization = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as { resources: string[] };
    const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.sort());
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
    for (const { file, object } of objects.filter(({ object }) => object.kind === 'Deployment' || object.kind === 'Job')) {
      const pod = (object.spec as { template: { spec: { containers: { volumeMounts?: { name: string }[] }[]; volumes?: { name: string; persistentVolumeClaim?: { claimName: string } }[] } } })
        .template.spec;
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
  });
});
