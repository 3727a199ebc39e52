import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { repoRoot } from './paths';

/** The Kubernetes objects of infra/deploy/k8s, as far as the checks of each app's tests read them. */
export interface ManifestObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}

interface EnvEntry {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string }; configMapKeyRef?: { name: string; key: string } };
}

export interface ManifestContainer {
  name: string;
  image: string;
  command?: string[];
  ports?: { name: string; containerPort: number }[];
  env?: EnvEntry[];
  envFrom?: { configMapRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  volumeMounts?: { name: string; mountPath: string }[];
}

export const deployDir = (): string => path.join(repoRoot(), 'infra', 'deploy');

let cached: { file: string; object: ManifestObject }[] | undefined;

/** Every object of every YAML file in infra/deploy/k8s, with the file it came from (read once). */
export function readManifests(): { file: string; object: ManifestObject }[] {
  const dir = path.join(deployDir(), 'k8s');
  return (cached ??= readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .flatMap((file) =>
      parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map((doc) => {
        if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]!.message}`);
        return { file, object: doc.toJS() as ManifestObject };
      }),
    ));
}

export function findManifest(kind: string, name: string): ManifestObject {
  const found = readManifests().find(({ object }) => object.kind === kind && object.metadata?.name === name);
  if (!found) throw new Error(`No ${kind} named ${name} in infra/deploy/k8s.`);
  return found.object;
}

/** The app's container in its Deployment (named like the Deployment). */
export function deploymentContainer(app: string): ManifestContainer {
  const spec = findManifest('Deployment', app).spec as { template: { spec: { containers: ManifestContainer[] } } };
  const container = spec.template.spec.containers.find((c) => c.name === app);
  if (!container) throw new Error(`The Deployment ${app} has no container named ${app}.`);
  return container;
}

/**
 * The environment the app's container would start with: its ConfigMaps and its own entries. A value
 * from a Secret (created outside the repository) is stood in for by `secretValues[secret/key]`, so a
 * test can load the app's real configuration from what the manifests give it.
 */
export function deploymentEnv(app: string, secretValues: Record<string, string>): Record<string, string> {
  const container = deploymentContainer(app);
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, findManifest('ConfigMap', source.configMapRef.name).data ?? {});
  }
  for (const entry of container.env ?? []) {
    if (entry.value !== undefined) env[entry.name] = String(entry.value);
    else if (entry.valueFrom?.secretKeyRef) {
      const ref = `${entry.valueFrom.secretKeyRef.name}/${entry.valueFrom.secretKeyRef.key}`;
      const value = secretValues[ref];
      if (value === undefined) throw new Error(`${app}: ${entry.name} comes from the secret ${ref}, which the test gave no value for.`);
      env[entry.name] = value;
    } else if (entry.valueFrom?.configMapKeyRef) {
      const { name, key } = entry.valueFrom.configMapKeyRef;
      const value = findManifest('ConfigMap', name).data?.[key];
      if (value === undefined) throw new Error(`${app}: ${entry.name} names ${name}/${key}, which is not in the ConfigMap.`);
      env[entry.name] = value;
    }
  }
  return env;
}

/** Names the app's container sets itself (not those its ConfigMaps bring, which several apps share). */
export const ownEnvNames = (app: string): string[] => (deploymentContainer(app).env ?? []).map((e) => e.name);
