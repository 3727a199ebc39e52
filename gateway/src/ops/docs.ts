import { isDeepStrictEqual } from 'node:util';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isServiceName } from '../config/upstreams';
import { NOT_FOUND, serviceUnavailable } from '../http/errors';
import type { UpstreamClient } from '../proxy/upstream-client';

type Json = Record<string, unknown>;

export interface OpenApiDocument extends Json {
  openapi?: string;
  paths?: Record<string, Json>;
  components?: Record<string, Json>;
  tags?: Array<{ name: string } & Json>;
  security?: unknown[];
}

/** The merged document, for tools; `/api/docs` itself is the page people read (reference.ts). */
export const MERGED_DOCUMENT_PATH = '/api/docs/openapi.json';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function ownedBy(pathKey: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathKey === prefix || pathKey.startsWith(`${prefix}/`));
}

/** Copies `value`, pointing `$ref`s at renamed components. */
function rewriteRefs(value: unknown, renamed: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, renamed));
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof item === 'string' ? (renamed.get(item) ?? item) : rewriteRefs(item, renamed);
  }
  return out;
}

/**
 * One OpenAPI 3 document for the whole API. Each service's paths are kept only where the gateway routes
 * them to that service (its /health and /ready are not reachable through /api). Components with the same
 * name and the same content are shared; a clash with different content is renamed `<service>_<name>`
 * and that service's `$ref`s follow.
 */
export function mergeOpenApi(
  docs: ReadonlyArray<{ name: string; prefixes: readonly string[]; doc: OpenApiDocument }>,
  unavailable: readonly string[],
  log?: FastifyBaseLogger,
): OpenApiDocument {
  const paths: Record<string, Json> = {};
  const components: Record<string, Json> = {};
  const tags: Array<{ name: string } & Json> = [];
  for (const { name, prefixes, doc: original } of docs) {
    const renamed = new Map<string, string>();
    for (const [section, entries] of Object.entries(original.components ?? {})) {
      if (!isObject(entries)) continue;
      for (const [key, value] of Object.entries(entries)) {
        const existing = components[section]?.[key];
        if (existing !== undefined && !isDeepStrictEqual(existing, value)) {
          renamed.set(`#/components/${section}/${key}`, `#/components/${section}/${name}_${key}`);
        }
      }
    }
    const doc = (renamed.size > 0 ? rewriteRefs(original, renamed) : original) as OpenApiDocument;
    for (const [section, entries] of Object.entries(doc.components ?? {})) {
      if (!isObject(entries)) continue;
      const target = (components[section] ??= {});
      for (const [key, value] of Object.entries(entries)) {
        const finalKey = renamed.has(`#/components/${section}/${key}`) ? `${name}_${key}` : key;
        target[finalKey] ??= value;
      }
    }
    for (const [pathKey, item] of Object.entries(doc.paths ?? {})) {
      if (!ownedBy(pathKey, prefixes) || !isObject(item)) continue;
      if (paths[pathKey]) {
        log?.warn({ path: pathKey, service: name }, 'OpenAPI path documented by two services; keeping the first');
        continue;
      }
      // A document-wide security requirement would be lost in the merge: move it onto each operation.
      const withSecurity: Json = { ...item };
      if (doc.security) {
        for (const method of HTTP_METHODS) {
          const operation = withSecurity[method];
          if (isObject(operation) && operation.security === undefined) {
            withSecurity[method] = { ...operation, security: doc.security };
          }
        }
      }
      paths[pathKey] = withSecurity;
    }
    for (const tag of doc.tags ?? []) {
      if (!tags.some((known) => known.name === tag.name)) tags.push(tag);
    }
  }
  return {
    openapi: docs[0]?.doc.openapi ?? '3.1.0',
    info: {
      title: 'HVAC platform API',
      version: '1.0.0',
      description: `Merged by the gateway from: ${docs.map((d) => d.name).join(', ') || 'no service'}.${
        unavailable.length > 0 ? ` Not available right now: ${unavailable.join(', ')}.` : ''
      }`,
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components,
  };
}

export function docsRoutes(
  app: FastifyInstance,
  clients: readonly UpstreamClient[],
  options: { timeoutMs: number; cacheMs: number },
): void {
  const cache = new Map<string, { at: number; doc: Promise<OpenApiDocument | undefined> }>();
  const byName = new Map(clients.map((client) => [client.name, client]));

  // Concurrent callers within the cache window share one fetch.
  function fetchDoc(client: UpstreamClient): Promise<OpenApiDocument | undefined> {
    const hit = cache.get(client.name);
    if (hit && Date.now() - hit.at < options.cacheMs) return hit.doc;
    const doc = client
      .getJson('/openapi.json', options.timeoutMs)
      .then((answer) => (answer && isObject(answer.body) ? (answer.body as OpenApiDocument) : undefined));
    cache.set(client.name, { at: Date.now(), doc });
    return doc;
  }

  app.get(MERGED_DOCUMENT_PATH, async () => {
    const configured = clients.filter((client) => client.upstream.configured);
    const fetched = await Promise.all(configured.map(async (client) => ({ client, doc: await fetchDoc(client) })));
    const available = fetched.flatMap(({ client, doc }) =>
      doc ? [{ name: client.name, prefixes: client.upstream.prefixes, doc }] : [],
    );
    const unavailable = fetched.filter(({ doc }) => !doc).map(({ client }) => client.name);
    return mergeOpenApi(available, unavailable, app.log);
  });

  app.get<{ Params: { service: string } }>('/api/docs/:service', async (request, reply) => {
    const name = request.params.service;
    const client = isServiceName(name) ? byName.get(name) : undefined;
    if (!client) return reply.code(404).send(NOT_FOUND);
    const doc = await fetchDoc(client);
    if (!doc) return reply.code(503).send(serviceUnavailable(name));
    return doc;
  });
}
