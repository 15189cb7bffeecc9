/**
 * Requests carrying a guest token (GUEST_TOKEN_HEADER_NAME, `X-GuestToken`) when EMBEDDED_SUPERSET
 * is on: Superset's get_guest_user_from_request. The token must verify (signature, expiry, audience,
 * type), the request must be one the embedded page makes (paths.ts), and the guest then acts with
 * GUEST_ROLE_NAME's permissions and `guest` = its grant with the reach resolved (scope.ts). No CSRF
 * check: no cookie is involved.
 */
import type { RolePermissions } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { MetaDb } from '../../meta/db.js';
import type { AuthUser } from '../auth.js';
import { guestMayRequest } from './paths.js';
import { resolveGuestScope } from './scope.js';
import { verifyGuestToken } from './token.js';

/** A guest has no row in ab_user: no id of a real user, so no ownership ever matches. */
export const GUEST_USER_ID = 0;

export type GuestOutcome = { user: AuthUser } | { status: 401 | 403; message: string };

/** The audience a token is made for and checked against (Superset: the URL host by default). */
export const guestAudience = (config: Config, request: FastifyRequest) =>
  config.guest.audience ?? `${request.protocol}://${request.host}/`;

const ROLE_CACHE_MS = 5_000;

export function guestAuthenticator(db: MetaDb, config: Config) {
  let roleCache: { until: number; roles: RolePermissions } | null = null;

  async function guestRoles(): Promise<RolePermissions> {
    if (roleCache && roleCache.until > Date.now()) return roleCache.roles;
    const name = config.guest.roleName;
    const pairs = await db
      .selectFrom('ab_role as r')
      .innerJoin('ab_permission_view_role as pvr', 'pvr.role_id', 'r.id')
      .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select(['p.name as permission', 'v.name as view'])
      .where('r.name', '=', name)
      .execute();
    const roles: RolePermissions = { [name]: pairs.map((p) => [p.permission, p.view] as [string, string]) };
    roleCache = { until: Date.now() + ROLE_CACHE_MS, roles };
    return roles;
  }

  /** null: the request carries no guest token (or embedding is off) and is authenticated as usual. */
  return async (request: FastifyRequest): Promise<GuestOutcome | null> => {
    if (!config.features.EMBEDDED_SUPERSET) return null;
    const raw = request.headers[config.guest.header];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token) return null;
    if (!guestMayRequest(request.method, request.url)) return { status: 403, message: 'Forbidden' };
    const grant = await verifyGuestToken(config.guest, guestAudience(config, request), token);
    if (!grant) return { status: 401, message: 'Not authorized' };
    const scope = await resolveGuestScope(db, grant.resources);
    const user: AuthUser = {
      id: GUEST_USER_ID,
      username: grant.user?.username ?? 'guest',
      first_name: grant.user?.first_name ?? '',
      last_name: grant.user?.last_name ?? '',
      email: '',
      roles: await guestRoles(),
      guest: { ...grant, scope },
    };
    return { user };
  };
}
