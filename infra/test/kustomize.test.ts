import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployDir, deploymentContainer, deploymentEnv, ownEnvNames, renderKustomization } from '../src/deploy-manifests';

// The renderer stands in for `kubectl apply -k` in every deploy test, so it must apply an overlay's
// changes and refuse what it does not render rather than skip it. Each case edits a copy of infra/deploy/k8s.
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'hvac-k8s-'));
  cpSync(path.join(deployDir(), 'k8s'), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const edit = (file: string, change: (text: string) => string) => {
  const full = path.join(dir, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(full, after);
};
const SECRETS = { 'hvac-db-app/uri': 'postgresql://db', 'hvac-smtp/url': 'smtp://mail' };

describe('the kustomize renderer', () => {
  it('gives a service the base’s variables and its overlay’s, so a misspelt name reaches the service’s deploy test', () => {
    edit('svc-requests/kustomization.yaml', (t) => t.replace('name: DB_SCHEMA', 'name: DB_SCHEME'));
    const { objects } = renderKustomization(dir);
    expect(ownEnvNames('svc-requests', objects)).toEqual(['PORT', 'HOST', 'DATABASE_URL', 'DB_SCHEME', 'SMTP_URL']);
    expect(deploymentEnv('svc-requests', SECRETS, objects)).toMatchObject({ DB_SCHEME: 'requests', DATABASE_URL: 'postgresql://db', NATS_URL: 'tls://nats.hvac.svc:4222' });
  });

  it('renames, relabels and re-images the base per overlay, and the tag an operator sets wins', () => {
    edit('kustomization.yaml', (t) => `${t}images:\n  - name: hvac/svc-identity\n    newName: registry.example.com/hvac/svc-identity\n    newTag: "1.4.2"\n`);
    const { objects } = renderKustomization(dir);
    const deployment = objects.find(({ object }) => object.kind === 'Deployment' && object.metadata.name === 'svc-identity')!.object;
    expect(deployment.metadata).toEqual({ name: 'svc-identity', namespace: 'hvac', labels: { app: 'svc-identity' } });
    expect(deployment.spec).toMatchObject({ selector: { matchLabels: { app: 'svc-identity' } }, template: { metadata: { labels: { app: 'svc-identity' } } } });
    expect(deploymentContainer('svc-identity', objects).image).toBe('registry.example.com/hvac/svc-identity:1.4.2');
    expect(deploymentContainer('svc-requests', objects).image).toBe('hvac/svc-requests:latest');
    const pdb = objects.find(({ object }) => object.kind === 'PodDisruptionBudget' && object.metadata.name === 'svc-identity')!.object;
    expect(pdb.spec).toEqual({ minAvailable: 1, selector: { matchLabels: { app: 'svc-identity' } } });
  });

  it('mounts the private key for svc-identity alone', () => {
    const { objects } = renderKustomization(dir);
    const items = (app: string) =>
      (objects.find(({ object }) => object.kind === 'Deployment' && object.metadata.name === app)!.object.spec as {
        template: { spec: { volumes: { secret: { items: { path: string }[] } }[] } };
      }).template.spec.volumes[0]!.secret.items.map((i) => i.path);
    expect(items('svc-identity')).toEqual(['public.pem', 'private.pem']);
    expect(items('svc-requests')).toEqual(['public.pem']);
  });

  it.each([
    ['a field it does not render', 'svc-requests/kustomization.yaml', (t: string) => t.replace('nameSuffix:', 'nameSufix:'), /svc-requests\/kustomization.yaml: nameSufix/],
    ['a patch path the base does not have', 'svc-requests/kustomization.yaml', (t: string) => t.replace('containers/0/env/-', 'containers/1/env/-'), /no item 1/],
    ['a strategic-merge patch', 'svc-requests/kustomization.yaml', (t: string) => t.replace(/patch: \|-\n[\s\S]*$/, 'patch: |-\n      kind: Deployment\n'), /JSON 6902/],
    ['a resource that does not exist', 'kustomization.yaml', (t: string) => t.replace('  - svc-requests\n', '  - svc-request\n'), /the resource svc-request does not exist/],
    ['two overlays that render the same name', 'svc-requests/kustomization.yaml', (t: string) => t.replace('nameSuffix: -requests', 'nameSuffix: -identity'), /two objects are Deployment hvac\/svc-identity/],
  ])('refuses %s', (_what, file, change, error) => {
    edit(file, change);
    expect(() => renderKustomization(dir)).toThrow(error);
  });
});
