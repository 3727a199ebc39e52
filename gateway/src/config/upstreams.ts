// The one map of /api path prefixes to the service that owns them. Services serve the same /api paths
// the browser uses, so the gateway forwards every path unchanged. A service's URL variable may list
// several replicas, comma separated; the proxy takes them in turn (proxy/upstream-client.ts).

export const SERVICE_NAMES = ['identity', 'requests', 'billing', 'finance', 'inventory'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

interface ServiceDefinition {
  /** Env variable holding the service's base URL. */
  urlEnv: string;
  defaultUrl: string;
  prefixes: readonly string[];
}

export const SERVICES: Readonly<Record<ServiceName, ServiceDefinition>> = {
  identity: { urlEnv: 'IDENTITY_URL', defaultUrl: 'http://127.0.0.1:3001', prefixes: ['/api/auth', '/api/users'] },
  requests: {
    urlEnv: 'REQUESTS_URL',
    defaultUrl: 'http://127.0.0.1:3002',
    prefixes: ['/api/service-requests', '/api/visits', '/api/my-visits', '/api/technicians', '/api/availability', '/api/contact-messages', '/api/blog', '/api/analytics'],
  },
  billing: {
    urlEnv: 'BILLING_URL',
    defaultUrl: 'http://127.0.0.1:3003',
    prefixes: ['/api/quotes', '/api/estimates', '/api/invoices', '/api/payments', '/api/documents'],
  },
  finance: {
    urlEnv: 'FINANCE_URL',
    defaultUrl: 'http://127.0.0.1:3004',
    prefixes: ['/api/expenses', '/api/receipts', '/api/tax-reports'],
  },
  inventory: { urlEnv: 'INVENTORY_URL', defaultUrl: 'http://127.0.0.1:3005', prefixes: ['/api/inventory'] },
};

/**
 * Services whose readiness gates the gateway's /ready and whose OpenAPI joins /api/docs. Others are
 * still proxied (a call to a service that is not running gets the 503 JSON), they just do not hold the
 * whole platform "not ready" while they are not built yet. Add a service here once it ships.
 */
export const DEFAULT_GATEWAY_SERVICES: readonly ServiceName[] = ['identity'];

export interface Upstream {
  name: ServiceName;
  /** Origins only (scheme, host, port), one per replica: paths are forwarded unchanged. */
  origins: readonly string[];
  prefixes: readonly string[];
  /** Counts for /ready and /api/docs. */
  configured: boolean;
}

export type Env = Readonly<Record<string, string | undefined>>;

export function isServiceName(value: string): value is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(value);
}

function parseOrigin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL such as http://127.0.0.1:3001 (got "${raw}").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must use http or https (got "${raw}").`);
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new Error(`${name} must be an origin without a path, because paths are forwarded unchanged (got "${raw}").`);
  }
  return url.origin;
}

/**
 * Reads the service URLs (each one origin, or several replicas' comma separated) and GATEWAY_SERVICES. A service is "configured" when its URL variable is set
 * or GATEWAY_SERVICES (comma separated, default "identity") names it.
 */
export function upstreamsFromEnv(env: Env): Upstream[] {
  const listed = new Set<string>();
  const rawList = env.GATEWAY_SERVICES;
  const names = rawList === undefined ? DEFAULT_GATEWAY_SERVICES : rawList.split(',').map((s) => s.trim()).filter(Boolean);
  for (const name of names) {
    if (!isServiceName(name)) {
      throw new Error(`GATEWAY_SERVICES names an unknown service "${name}"; known: ${SERVICE_NAMES.join(', ')}.`);
    }
    listed.add(name);
  }
  return SERVICE_NAMES.map((name) => {
    const def = SERVICES[name];
    const fromEnv = env[def.urlEnv];
    const hasUrl = fromEnv !== undefined && fromEnv.trim() !== '';
    const raw = hasUrl ? fromEnv.split(',').map((u) => u.trim()).filter(Boolean) : [def.defaultUrl];
    return {
      name,
      origins: [...new Set(raw.map((u) => parseOrigin(def.urlEnv, u)))],
      prefixes: def.prefixes,
      configured: hasUrl || listed.has(name),
    };
  });
}
