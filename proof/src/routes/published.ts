/** One operation as a service's OpenAPI document publishes it. */
export interface Operation {
  service: string;
  method: string;
  /** OpenAPI form: `/api/quotes/{id}`. */
  path: string;
  spec: OperationSpec;
}

export interface SchemaObject {
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | SchemaObject;
  $ref?: string;
  [key: string]: unknown;
}

export interface OperationSpec {
  parameters?: { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: SchemaObject }[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  security?: unknown[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation each service publishes at its own /openapi.json (not the gateway's merge, which drops unrouted paths). */
export async function publishedOperations(serviceUrls: Record<string, string>): Promise<Operation[]> {
  const operations: Operation[] = [];
  for (const [service, url] of Object.entries(serviceUrls)) {
    const res = await fetch(`${url}/openapi.json`);
    if (!res.ok) throw new Error(`${service}/openapi.json answered ${res.status}`);
    const doc = (await res.json()) as { paths?: Record<string, Record<string, OperationSpec>> };
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of METHODS) {
        const spec = item[method];
        if (spec) operations.push({ service, method: method.toUpperCase(), path, spec });
      }
    }
  }
  return operations;
}

export const keyOf = (o: { method: string; path: string }) => `${o.method} ${o.path}`;
