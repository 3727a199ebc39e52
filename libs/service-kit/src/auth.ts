import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { isRole, type ErrorCode, type Role } from '@hvac/contracts';
import { forbidden, unauthorized } from './errors';

export interface TokenPayload {
  sub: string;
  role: Role;
  email: string;
  username: string;
  /** The user's token version when the token was issued; a password or role change raises it. Absent: 0. */
  tv?: number;
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
    // The lifetime is the signer's setting (svc-identity's TOKEN_TTL_MINUTES), given with each token.
    sign: { algorithm: 'ES256', iss: TOKEN_ISSUER },
    // The cache keeps the result of recent verifications, so a busy client does not pay an ECDSA check per request.
    // A token without an issuer, an expiry or a subject is refused, whoever signed it.
    verify: { algorithms: ['ES256'], allowedIss: TOKEN_ISSUER, requiredClaims: ['iss', 'exp', 'sub'], cache: 10_000, cacheTTL: 600_000 },
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
  if (!user) throw unauthorized('Your session is no longer valid. Please log in again.', 'sessionInvalid');
  request.user = user;
  return user;
}

/**
 * Route guards, run as `onRequest`: who is asking is settled before the body is read, let alone judged,
 * so an unauthenticated caller neither learns what a route expects nor makes the service hold its body
 * (docs/architecture.md#routes-and-errors).
 */
export interface Guards {
  /** Any signed-in user. */
  authenticate: onRequestAsyncHookHandler;
  /** Signed in with one of the roles; 401 without a token, 403 with the wrong role. */
  requireRole: (...roles: Role[]) => onRequestAsyncHookHandler;
  /** Reads a token when one is sent; a guest passes with request.user unset. */
  optionalAuth: onRequestAsyncHookHandler;
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
 * A role guard whose refusal is the requirements' own sentence instead of the generic one (billing's
 * accept and convert, finance's approve/reject); like every guard it runs before the body is read.
 */
export const requireRoleSaying =
  (guards: Guards, roles: readonly Role[], message: string, code: ErrorCode): onRequestAsyncHookHandler =>
  async function (request, reply) {
    await guards.authenticate.call(this, request, reply);
    if (!roles.includes(request.user.role)) throw forbidden(message, code);
  };

/**
 * A value worked out while checking a request's token (the caller's row), kept for that request's
 * handlers so they need not read it again. Gone with the request.
 */
export function requestSlot<T>(): { set(request: FastifyRequest, value: T): void; get(request: FastifyRequest): T | undefined } {
  const values = new WeakMap<FastifyRequest, T>();
  return { set: (request, value) => void values.set(request, value), get: (request) => values.get(request) };
}

/**
 * A guest booking's token: svc-identity signs it in answer to the booking dialog's lead call, bound to
 * the e-mail entered there, and svc-requests accepts it as the guest's `userId`. It names an account
 * (`uid`) only when that call created the account, or when the dialog sends back the token of the call
 * that did and nobody has set a password on it since, so a guest can neither learn nor file into anyone
 * else's. Its audience keeps it from passing as an access token and the other way round (an access
 * token has no audience, a booking token no subject).
 */
export const BOOKING_AUDIENCE = 'hvac-booking';
export const BOOKING_TOKEN_TTL = '2h';

export interface BookingClaims {
  email: string;
  uid?: string;
}

export const signBookingToken = (app: Pick<FastifyInstance, 'jwt'>, claims: BookingClaims): string =>
  app.jwt.sign(claims as never, { aud: BOOKING_AUDIENCE, expiresIn: BOOKING_TOKEN_TTL });

/** The token's claims, or null when it is not a valid, current booking token. */
export function verifyBookingToken(app: Pick<FastifyInstance, 'jwt'>, token: string): BookingClaims | null {
  try {
    const claims = app.jwt.verify<BookingClaims & { aud?: unknown }>(token, {
      allowedAud: BOOKING_AUDIENCE,
      requiredClaims: ['iss', 'exp', 'aud', 'email'],
    });
    if (typeof claims.email !== 'string' || (claims.uid !== undefined && typeof claims.uid !== 'string')) return null;
    return { email: claims.email, ...(claims.uid ? { uid: claims.uid } : {}) };
  } catch {
    return null;
  }
}
