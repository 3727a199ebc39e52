import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isRole, type Role } from '@hvac/contracts';
import { forbidden, unauthorized } from './errors';

export interface TokenPayload {
  sub: string;
  role: Role;
  email: string;
  username: string;
}

export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  username: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: AuthUser;
  }
}

export interface AuthOptions {
  publicKey: string;
  /** Only svc-identity signs tokens. */
  privateKey?: string;
  expiresIn?: string;
  /**
   * Lets the issuing service check that the account still exists and read its current role, so a deleted
   * user's token stops working at once. Returns null to refuse the token.
   */
  resolveUser?: (payload: TokenPayload, request: FastifyRequest) => Promise<AuthUser | null>;
}

export const TOKEN_ISSUER = 'hvac-identity';

export async function registerAuth(app: FastifyInstance, opts: AuthOptions): Promise<void> {
  await app.register(fastifyJwt, {
    secret: opts.privateKey ? { public: opts.publicKey, private: opts.privateKey } : { public: opts.publicKey },
    sign: { algorithm: 'ES256', expiresIn: opts.expiresIn ?? '7d', iss: TOKEN_ISSUER },
    // The cache keeps the result of recent verifications, so a busy client does not pay an ECDSA check per request.
    verify: { algorithms: ['ES256'], allowedIss: TOKEN_ISSUER, cache: 10_000, cacheTTL: 600_000 },
  });
}

async function verify(request: FastifyRequest, resolveUser?: AuthOptions['resolveUser']): Promise<AuthUser> {
  let payload: TokenPayload;
  try {
    payload = await request.jwtVerify<TokenPayload>();
  } catch {
    throw unauthorized();
  }
  if (typeof payload.sub !== 'string' || !isRole(payload.role)) throw unauthorized();
  const user = resolveUser
    ? await resolveUser(payload, request)
    : { id: payload.sub, role: payload.role, email: payload.email, username: payload.username };
  if (!user) throw unauthorized('Your session is no longer valid. Please log in again.', 'SESSION_INVALID');
  request.user = user;
  return user;
}

export interface Guards {
  /** Any signed-in user. */
  authenticate: preHandlerAsyncHookHandler;
  /** Signed in with one of the roles; 401 without a token, 403 with the wrong role. */
  requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
  /** Reads a token when one is sent; a guest passes with request.user unset. */
  optionalAuth: preHandlerAsyncHookHandler;
}

export function createGuards(resolveUser?: AuthOptions['resolveUser']): Guards {
  return {
    authenticate: async function (request: FastifyRequest, _reply: FastifyReply) {
      await verify(request, resolveUser);
    },
    requireRole:
      (...roles: Role[]) =>
      async function (request: FastifyRequest, _reply: FastifyReply) {
        const user = await verify(request, resolveUser);
        if (!roles.includes(user.role)) throw forbidden();
      },
    optionalAuth: async function (request: FastifyRequest, _reply: FastifyReply) {
      if (!request.headers.authorization) return;
      await verify(request, resolveUser);
    },
  };
}

/**
 * A value worked out while checking a request's token (the caller's row), kept for that request's
 * handlers so they need not read it again. Gone with the request.
 */
export function requestSlot<T>(): { set(request: FastifyRequest, value: T): void; get(request: FastifyRequest): T | undefined } {
  const values = new WeakMap<FastifyRequest, T>();
  return { set: (request, value) => void values.set(request, value), get: (request) => values.get(request) };
}
