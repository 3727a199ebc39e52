import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { repoRoot } from './paths';

/** The Kubernetes objects of infra/deploy/k8s, as far as the checks of each app's tests read them. */
export interface ManifestObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
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

/** An object of the rendered manifests and the file (relative to the rendered folder) that declared it. */
export interface RenderedObject {
  file: string;
  object: ManifestObject;
}

export interface Rendering {
  objects: RenderedObject[];
  /** Every file the rendering read, relative to the rendered folder: a file nobody lists is never applied. */
  read: string[];
}

export const deployDir = (): string => path.join(repoRoot(), 'infra', 'deploy');

interface Kustomization {
  namespace?: string;
  resources?: string[];
  nameSuffix?: string;
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  patches?: { target?: { kind?: string }; patch?: string }[];
}

interface PatchOp {
  op: string;
  path: string;
  value?: unknown;
}

/**
 * The fields of a kustomization this renderer applies, in kustomize's own order (patches, namespace,
 * suffix, labels, images). No kustomize binary exists on the development machines, and none may be
 * downloaded, so `kubectl apply -k` is reproduced for what these manifests use; any other field fails
 * loudly instead of being skipped, so the tests never check something other than what a cluster gets.
 */
const FIELDS = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'nameSuffix', 'labels', 'images', 'patches']);

/** Where a Deployment, Service or PodDisruptionBudget selects its pods (kustomize's `includeSelectors`). */
const SELECTORS: Record<string, string[][]> = {
  Deployment: [['spec', 'selector', 'matchLabels'], ['spec', 'template', 'metadata', 'labels']],
  Service: [['spec', 'selector']],
  PodDisruptionBudget: [['spec', 'selector', 'matchLabels']],
};

type Json = Record<string, unknown> | unknown[];

function child(node: Json, token: string, where: () => string): unknown {
  if (Array.isArray(node)) {
    if (!/^\d+$/.test(token) || Number(token) >= node.length) throw new Error(`${where()}: no item ${token}`);
    return node[Number(token)];
  }
  if (!(token in node)) throw new Error(`${where()}: no field ${token}`);
  return node[token];
}

/** One JSON 6902 operation (add, replace, remove), failing on a path the object does not have. */
function applyOp(object: ManifestObject, op: PatchOp, where: string): void {
  const tokens = op.path.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = tokens.pop();
  const at = () => `${where}: ${op.op} ${op.path} on ${object.kind} ${object.metadata.name}`;
  if (last === undefined) throw new Error(`${at()}: the path must name a field`);
  let parent = object as unknown as Json;
  for (const token of tokens) {
    const next = child(parent, token, at);
    if (next === null || typeof next !== 'object') throw new Error(`${at()}: ${token} holds no object or list`);
    parent = next as Json;
  }
  if (op.op === 'add' && Array.isArray(parent)) {
    if (last === '-') parent.push(op.value);
    else if (/^\d+$/.test(last) && Number(last) <= parent.length) parent.splice(Number(last), 0, op.value);
    else throw new Error(`${at()}: no place ${last} in the list`);
  } else if (op.op === 'add') {
    (parent as Record<string, unknown>)[last] = op.value;
  } else if (op.op === 'replace' || op.op === 'remove') {
    child(parent, last, at);
    if (op.op === 'remove') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else if (Array.isArray(parent)) parent[Number(last)] = op.value;
    else parent[last] = op.value;
  } else {
    throw new Error(`${at()}: the renderer applies add, replace and remove only`);
  }
}

function objectAt(object: ManifestObject, keys: string[], create: boolean): Record<string, unknown> | undefined {
  let node = object as unknown as Record<string, unknown>;
  for (const key of keys) {
    if (node[key] === undefined && create) node[key] = {};
    if (node[key] === undefined) return undefined;
    node = node[key] as Record<string, unknown>;
  }
  return node;
}

type PodTemplate<Pod> = { template?: { spec?: Pod } };

/** The pod a Deployment, Job or CronJob (through its job template, as kustomize reads it) runs. */
export function podSpecOf<Pod = { containers?: { image?: string }[]; initContainers?: { image?: string }[] }>(object: ManifestObject): Pod | undefined {
  const spec = object.spec as (PodTemplate<Pod> & { jobTemplate?: { spec?: PodTemplate<Pod> } }) | undefined;
  return (spec?.jobTemplate?.spec ?? spec)?.template?.spec;
}

function podContainers(object: ManifestObject): { image?: string }[] {
  const pod = podSpecOf(object);
  return [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])];
}

/** `registry/name:tag` as name and tag (a port in the registry is not a tag; a digest stays with the name). */
function splitImage(image: string): { name: string; tag: string | undefined } {
  const colon = image.lastIndexOf(':');
  return colon > image.lastIndexOf('/') && !image.includes('@') ? { name: image.slice(0, colon), tag: image.slice(colon + 1) } : { name: image, tag: undefined };
}

function readObjects(file: string, root: string): RenderedObject[] {
  const rel = path.relative(root, file);
  return parseAllDocuments(readFileSync(file, 'utf8')).flatMap((doc) => {
    if (doc.errors.length) throw new Error(`${rel}: ${doc.errors[0]!.message}`);
    const object = doc.toJS() as ManifestObject | null;
    return object ? [{ file: rel, object }] : [];
  });
}

function build(dir: string, root: string, read: Set<string>): RenderedObject[] {
  const file = path.join(dir, 'kustomization.yaml');
  const rel = path.relative(root, file);
  if (!existsSync(file)) throw new Error(`${path.relative(root, dir) || '.'} has no kustomization.yaml`);
  read.add(rel);
  const k = parse(readFileSync(file, 'utf8')) as Kustomization & Record<string, unknown>;
  const unknown = Object.keys(k).filter((field) => !FIELDS.has(field));
  if (unknown.length) throw new Error(`${rel}: ${unknown.join(', ')} — not a field infra/src/deploy-manifests.ts renders`);

  const objects = (k.resources ?? []).flatMap((entry) => {
    const full = path.resolve(dir, entry);
    if (!existsSync(full)) throw new Error(`${rel}: the resource ${entry} does not exist`);
    if (statSync(full).isDirectory()) return build(full, root, read);
    read.add(path.relative(root, full));
    return readObjects(full, root);
  });

  for (const [i, patch] of (k.patches ?? []).entries()) {
    const where = `${rel} patches[${i}]`;
    const targetFields = Object.keys(patch.target ?? {}).filter((f) => f !== 'kind');
    if (!patch.target?.kind || targetFields.length || patch.patch === undefined) throw new Error(`${where}: give an inline patch and a target by kind only`);
    const ops = parse(patch.patch) as unknown;
    if (!Array.isArray(ops)) throw new Error(`${where}: the renderer applies JSON 6902 patches (a list of operations) only`);
    const targets = objects.filter(({ object }) => object.kind === patch.target!.kind);
    if (!targets.length) throw new Error(`${where}: no ${patch.target.kind} to patch`);
    for (const { object } of targets) for (const op of ops as PatchOp[]) applyOp(object, op, where);
  }

  for (const { object } of objects) {
    // A Namespace is cluster-wide: kustomize gives it no namespace.
    if (k.namespace && object.kind !== 'Namespace') object.metadata.namespace = k.namespace;
    if (k.nameSuffix) object.metadata.name += k.nameSuffix;
    for (const label of k.labels ?? []) {
      const extra = Object.keys(label).filter((f) => f !== 'pairs' && f !== 'includeSelectors');
      if (extra.length) throw new Error(`${rel}: labels with ${extra.join(', ')} — not rendered here`);
      Object.assign(objectAt(object, ['metadata', 'labels'], true)!, label.pairs);
      if (!label.includeSelectors) continue;
      const selectors = SELECTORS[object.kind];
      if (!selectors) throw new Error(`${rel}: labels with includeSelectors on a ${object.kind}, whose selectors the renderer does not know`);
      for (const keys of selectors) Object.assign(objectAt(object, keys, true)!, label.pairs);
    }
    for (const container of podContainers(object)) {
      const { name, tag } = splitImage(container.image ?? '');
      const image = (k.images ?? []).find((i) => i.name === name);
      if (!image) continue;
      const newTag = image.newTag ?? tag;
      container.image = `${image.newName ?? name}${newTag === undefined ? '' : `:${newTag}`}`;
    }
  }

  const seen = new Set<string>();
  for (const { file: from, object } of objects) {
    const id = `${object.kind} ${object.metadata.namespace ?? ''}/${object.metadata.name}`;
    if (seen.has(id)) throw new Error(`${rel}: two objects are ${id} (the second from ${from})`);
    seen.add(id);
  }
  return objects;
}

/** `kustomize build <dir>` for the fields these manifests use (see FIELDS). */
export function renderKustomization(dir: string): Rendering {
  const read = new Set<string>();
  return { objects: build(dir, dir, read), read: [...read].sort() };
}

let cached: Rendering | undefined;

/** infra/deploy/k8s as `kubectl apply -k` would apply it (rendered once). */
export const renderedManifests = (): Rendering => (cached ??= renderKustomization(path.join(deployDir(), 'k8s')));

/** Every object of infra/deploy/k8s as applied, with the file that declared it. */
export const readManifests = (): RenderedObject[] => renderedManifests().objects;

export function findManifest(kind: string, name: string, objects: RenderedObject[] = readManifests()): ManifestObject {
  const found = objects.find(({ object }) => object.kind === kind && object.metadata?.name === name);
  if (!found) throw new Error(`No ${kind} named ${name} in infra/deploy/k8s.`);
  return found.object;
}

/** The app's container in its Deployment (named like the Deployment). */
export function deploymentContainer(app: string, objects: RenderedObject[] = readManifests()): ManifestContainer {
  const spec = findManifest('Deployment', app, objects).spec as { template: { spec: { containers: ManifestContainer[] } } };
  const container = spec.template.spec.containers.find((c) => c.name === app);
  if (!container) throw new Error(`The Deployment ${app} has no container named ${app}.`);
  return container;
}

/**
 * The environment the app's container would start with: its ConfigMaps and its own entries. A value
 * from a Secret (created outside the repository) is stood in for by `secretValues[secret/key]`, so a
 * test can load the app's real configuration from what the manifests give it.
 */
export function deploymentEnv(app: string, secretValues: Record<string, string>, objects: RenderedObject[] = readManifests()): Record<string, string> {
  const container = deploymentContainer(app, objects);
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, findManifest('ConfigMap', source.configMapRef.name, objects).data ?? {});
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
      const value = findManifest('ConfigMap', name, objects).data?.[key];
      if (value === undefined) throw new Error(`${app}: ${entry.name} names ${name}/${key}, which is not in the ConfigMap.`);
      env[entry.name] = value;
    }
  }
  return env;
}

/**
 * Names the app's container sets itself, from the shared base and its own overlay alike (not those its
 * ConfigMaps bring, which several apps share).
 */
export const ownEnvNames = (app: string, objects: RenderedObject[] = readManifests()): string[] =>
  (deploymentContainer(app, objects).env ?? []).map((e) => e.name);
