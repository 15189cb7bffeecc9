/**
 * Who is calling: a session cookie (browser) or a JWT bearer token (API scripts). Every route needs an
 * authenticated user unless its config says `public: true`; cookie-authenticated unsafe methods also
 * need the session's CSRF token in `X-CSRFToken`. Pages redirect to login instead of answering 401.
 */
import { timingSafeEqual } from 'node:crypto';
import { can, type RolePermissions } from '@meridian/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MetaDb } from '../meta/db.js';
import { rolePermissions } from '../meta/repositories/security.js';
import { findUserById } from '../meta/repositories/user.js';
import type { GuestOutcome } from './guest-access/authenticate.js';
import type { GuestGrant } from './guest.js';
import type { JwtService, TokenClaims } from './jwt.js';
import { SESSION_COOKIE, type SessionRecord, type SessionStore } from './sessions.js';

export interface AuthUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  roles: RolePermissions;
  /** Set only for a guest (embedded dashboard) request authenticated by a guest token. */
  guest?: GuestGrant;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    session: SessionRecord | null;
  }
  interface FastifyContextConfig {
    /** Reachable without signing in (login, health, static assets). */
    public?: boolean;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const USER_CACHE_MS = 5_000;

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const isApiPath = (url: string) => url.startsWith('/api/');

/** Pages are GET requests outside the API that the web app renders; they redirect to login. */
const loginRedirect = (request: FastifyRequest) => {
  const next = request.url;
  return next === '/' ? '/login/' : `/login/?next=${encodeURIComponent(next)}`;
};

/** Verified bearer tokens kept at most this long (and never past their `exp`). */
const TOKEN_CACHE_MS = 60_000;
const TOKEN_CACHE_MAX = 10_000;

/**
 * Verifies access tokens once: an HS256 check through WebCrypto costs more than a whole cached chart-data
 * answer, and an API client sends the same token on every request. Only valid tokens are kept, each until
 * its expiry (at most a minute); revocation still applies at once, as `loadUser` checks the token version.
 */
export function cachedAccessTokens(jwt: JwtService) {
  const verified = new Map<string, { claims: TokenClaims; until: number }>();
  return async (token: string): Promise<TokenClaims | null> => {
    const now = Date.now();
    const hit = verified.get(token);
    if (hit && hit.until > now) return hit.claims;
    if (hit) verified.delete(token);
    const claims = await jwt.verify(token, 'access');
    if (!claims) return null;
    let exp = now + TOKEN_CACHE_MS;
    try {
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        exp?: unknown;
      };
      if (typeof payload.exp === 'number') exp = Math.min(exp, payload.exp * 1000);
    } catch {
      return claims;
    }
    // Bounded: many distinct tokens (many clients) simply start the cache afresh.
    if (verified.size >= TOKEN_CACHE_MAX) verified.clear();
    verified.set(token, { claims, until: exp });
    return claims;
  };
}

export function registerAuth(
  app: FastifyInstance,
  deps: {
    db: MetaDb;
    sessions: SessionStore;
    jwt: JwtService;
    /** Guest-token (embedded dashboard) requests; null when the request carries none. */
    guest?: (request: FastifyRequest) => Promise<GuestOutcome | null>;
  },
) {
  // A short cache keeps per-request auth to one indexed lookup; role edits apply within seconds.
  const userCache = new Map<number, { user: AuthUser; version: number; until: number }>();
  const accessClaims = cachedAccessTokens(deps.jwt);

  /** The active user, or null; with a token version, only while the user's version is still that one. */
  async function loadUser(id: number, version?: number): Promise<AuthUser | null> {
    const cached = userCache.get(id);
    if (cached && cached.until > Date.now()) {
      return version === undefined || cached.version === version ? cached.user : null;
    }
    const row = await findUserById(deps.db, id);
    if (!row || !row.active) return null;
    const user: AuthUser = {
      id: row.id,
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      roles: await rolePermissions(deps.db, id),
    };
    userCache.set(id, { user, version: row.token_version, until: Date.now() + USER_CACHE_MS });
    return version === undefined || row.token_version === version ? user : null;
  }

  app.decorate('forgetUser', (id: number) => userCache.delete(id));
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request, reply) => {
    // A guest token stands for the whole request: no cookie or bearer, hence no CSRF check.
    const guest = request.routeOptions.config.public ? null : await deps.guest?.(request);
    if (guest) {
      if ('status' in guest) return reply.code(guest.status).send({ message: guest.message });
      request.user = guest.user;
      return;
    }
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const cookie = request.cookies[SESSION_COOKIE];
    if (bearer) {
      const claims = await accessClaims(bearer);
      if (claims) request.user = await loadUser(claims.userId, claims.version);
    } else if (cookie) {
      const session = await deps.sessions.resolve(cookie);
      if (session) {
        request.session = session;
        request.user = await loadUser(session.userId);
      }
    }
    // Login, health and the web app's static assets (bundles carry no data) need no session.
    if (request.routeOptions.config.public || request.url.startsWith('/static/')) return;
    if (!request.user) {
      if (request.method === 'GET' && !isApiPath(request.url)) return reply.redirect(loginRedirect(request));
      return reply.code(401).send({ message: 'Not authorized' });
    }
    if (request.session && UNSAFE.has(request.method)) {
      const header = request.headers['x-csrftoken'];
      const token = Array.isArray(header) ? header[0] : header;
      if (!token) return reply.code(400).send({ message: 'The CSRF token is missing.' });
      if (!sameToken(token, request.session.csrfToken)) {
        return reply.code(400).send({ message: 'The CSRF token is invalid.' });
      }
    }
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    forgetUser(id: number): void;
  }
}

/** preHandler: the caller must hold (permission, view); 403 otherwise. */
export const requirePermission =
  (permission: string, view: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user || !can(request.user, permission, view)) {
      return reply.code(403).send({ message: 'Forbidden' });
    }
  };
