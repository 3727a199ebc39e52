import os from 'node:os';
import path from 'node:path';
import { type TrustProxy, trustProxyFromEnv } from './trust-proxy';
import { type Env, type Upstream, upstreamsFromEnv } from './upstreams';

export interface RateLimitConfig {
  /** Requests per window per client IP on /api, counted once for all workers; 0 turns the limiter off (the bench runs with 0). */
  max: number;
  windowMs: number;
  /** Loopback clients are not limited: set by the local stack only (dev, e2e and bench share one address). */
  exemptLoopback: boolean;
}

export interface GatewayConfig {
  port: number;
  host: string;
  /** Processes serving the port (node:cluster); 1 serves from the main process itself. */
  workers: number;
  logLevel: string;
  /** Log every request at info level (off by default: it costs throughput on the proxy hot path). */
  logRequests: boolean;
  upstreams: Upstream[];
  bodyLimit: number;
  /** Upper bound for an upstream's response headers and for a pause inside its body. */
  upstreamTimeoutMs: number;
  /** Keep-alive connections per service. */
  upstreamConnections: number;
  readyTimeoutMs: number;
  docsCacheMs: number;
  shellDir: string;
  remotesDir: string;
  remotesConfig: string;
  /** The site's public address: absolute URLs in public answers (robots.txt, sitemap.xml) start with it. */
  publicUrl: string;
  /** Sources allowed in frames (CSP frame-src): the contact page embeds a Google map. */
  frameSrc: string[];
  /** Fastify trustProxy: who may name the client's address when a proxy or load balancer sits in front. */
  trustProxy: TrustProxy;
  rateLimit: RateLimitConfig;
}

/** gateway/dist/config → repository root; the defaults below are relative to it, not to the cwd. */
const REPO_ROOT = path.resolve(__dirname, '../../..');

function int(env: Env, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number between ${min} and ${max} (got "${raw}").`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1' || raw === 'yes') return true;
  if (raw === 'false' || raw === '0' || raw === 'no') return false;
  throw new Error(`${name} must be true or false (got "${env[name]}").`);
}

function dir(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? path.join(REPO_ROOT, fallback) : path.resolve(raw);
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // Reported below with the variable's name.
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`${name} must be an http:// or https:// address (got "${raw}").`);
  return raw.replace(/\/+$/, '');
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and validates the environment; a bad value throws an error naming the variable. */
export function configFromEnv(env: Env = process.env): GatewayConfig {
  const logLevel = (env.LOG_LEVEL ?? 'warn').trim() || 'warn';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}").`);
  }
  const frameSrc = (env.CSP_FRAME_SRC ?? 'https://www.google.com').split(/[\s,]+/).filter(Boolean);
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    // A proxy spends its time in HTTP parsing and socket calls, one core per process: a second one lets
    // the edge use both cores of a small machine instead of queueing behind one.
    workers: int(env, 'GATEWAY_WORKERS', Math.min(2, os.availableParallelism()), 1, 64),
    logLevel,
    logRequests: bool(env, 'LOG_REQUESTS', false),
    upstreams: upstreamsFromEnv(env),
    bodyLimit: int(env, 'BODY_LIMIT', 1024 * 1024, 1),
    upstreamTimeoutMs: int(env, 'UPSTREAM_TIMEOUT_MS', 30_000, 1),
    upstreamConnections: int(env, 'UPSTREAM_CONNECTIONS', 128, 1, 10_000),
    readyTimeoutMs: int(env, 'READY_TIMEOUT_MS', 2_000, 1),
    docsCacheMs: int(env, 'DOCS_CACHE_MS', 5_000, 0),
    shellDir: dir(env, 'SHELL_DIR', 'shell/dist'),
    remotesDir: dir(env, 'REMOTES_DIR', '.data/remotes'),
    remotesConfig: dir(env, 'REMOTES_CONFIG', '.data/remotes.json'),
    publicUrl: httpUrl(env, 'PUBLIC_URL', 'http://localhost:8080'),
    frameSrc,
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    rateLimit: {
      max: int(env, 'RATE_LIMIT_MAX', 3000, 0),
      windowMs: int(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1),
      exemptLoopback: bool(env, 'RATE_LIMIT_EXEMPT_LOOPBACK', false),
    },
  };
}
