import { readFileSync } from 'node:fs';
import { Type, type Static, type TObject, type TProperties } from 'typebox';
import Value from 'typebox/value';
import { isProxyList } from './net';

/** Variables every service reads. A missing or bad one stops the process with a message naming it. */
export const BaseConfig = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, description: '0 picks a free port (tests)' }),
  HOST: Type.String({ default: '127.0.0.1' }),
  DATABASE_URL: Type.String({ pattern: '^postgres(ql)?://' }),
  DB_SCHEMA: Type.Optional(Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$' })),
  NATS_URL: Type.String({ pattern: '^(nats|tls)://' }),
  /**
   * The service's password on the bus, whose user is the service's name (docs/architecture.md#securing-the-bus):
   * the bus refuses anonymous connections and lets each service publish only its own domain's events.
   */
  NATS_PASSWORD_FILE: Type.String({ minLength: 1 }),
  /** The certificate authority of the bus's TLS certificate, where the bus is reached over TLS with a private one. */
  NATS_CA_FILE: Type.Optional(Type.String({ minLength: 1 })),
  /** Copies of the shared event stream on a NATS cluster, applied by whichever service creates it. */
  NATS_STREAM_REPLICAS: Type.Integer({ minimum: 1, maximum: 5, default: 1 }),
  JWT_PUBLIC_KEY_FILE: Type.String({ minLength: 1 }),
  LOG_LEVEL: Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)), { default: 'info' }),
  DEMO_MODE: Type.Boolean({ default: false }),
  /**
   * Addresses or ranges of the gateway: only from these peers is X-Forwarded-For taken as the client's
   * address (the gateway sets it to the address it determined). Loopback suits a local run.
   */
  TRUSTED_PROXIES: Type.Refine(Type.String({ default: 'loopback' }), isProxyList),
  /** Loopback clients skip per-address limits on busy endpoints: set by the local stack only, where every client is 127.0.0.1. */
  RATE_LIMIT_EXEMPT_LOOPBACK: Type.Boolean({ default: false }),
});
export type BaseConfig = Static<typeof BaseConfig>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const coerce = (schema: unknown, raw: string): unknown => {
  const s = schema as { type?: string; anyOf?: unknown[] };
  if (s.type === 'integer' || s.type === 'number') return raw.trim() === '' ? raw : Number(raw);
  if (s.type === 'boolean') {
    if (/^(true|1|yes|on)$/i.test(raw)) return true;
    if (/^(false|0|no|off)$/i.test(raw)) return false;
    return raw;
  }
  return raw;
};

/**
 * Reads the variables `schema` names from `env`, applies defaults and checks each one on its own so the
 * error names exactly the variable that is missing or wrong.
 */
export function loadVariables<T extends TObject>(schema: T, env: NodeJS.ProcessEnv = process.env): Static<T> {
  const props = schema.properties as Record<string, { default?: unknown }>;
  const required = new Set<string>((schema as { required?: string[] }).required ?? []);
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, propSchema] of Object.entries(props)) {
    const raw = env[key];
    if (raw === undefined || raw === '') {
      if (propSchema.default !== undefined) out[key] = propSchema.default;
      else if (required.has(key)) problems.push(`${key} is missing`);
      continue;
    }
    const value = coerce(propSchema, raw);
    if (!Value.Check(propSchema as never, value)) problems.push(`${key} has an invalid value (${JSON.stringify(raw).slice(0, 60)})`);
    else out[key] = value;
  }
  if (problems.length) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  return out as Static<T>;
}

/** The service's variables: BaseConfig and its own. */
export function loadConfig<P extends TProperties>(extra: TObject<P> | undefined, env: NodeJS.ProcessEnv = process.env) {
  const schema = extra ? Type.Object({ ...BaseConfig.properties, ...extra.properties }) : BaseConfig;
  return loadVariables(schema, env) as Static<typeof BaseConfig> & Static<TObject<P>>;
}

export function readKeyFile(path: string, variable: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    throw new ConfigError(`${variable} points to ${path}, which cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
}
