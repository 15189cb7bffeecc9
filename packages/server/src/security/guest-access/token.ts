/**
 * Guest tokens, as Superset's create_guest_access_token / parse_jwt_guest_token make them: an HS256
 * JWT with its own secret, claims `user`, `resources`, `rls_rules`, `iat`, `exp`, `aud` and
 * `type: "guest"`. A token that is expired, tampered with, for another audience or of another type
 * does not verify.
 */
import { jwtVerify, SignJWT } from 'jose';
import type { GuestGrant, GuestResource, GuestRlsRule } from '../guest.js';

export interface GuestTokenSettings {
  secret: string;
  expSeconds: number;
}

export interface GuestTokenContent {
  user: NonNullable<GuestGrant['user']>;
  resources: GuestResource[];
  rls: GuestRlsRule[];
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signGuestToken(
  settings: GuestTokenSettings,
  audience: string,
  content: GuestTokenContent,
  now = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({
    user: content.user,
    resources: content.resources,
    rls_rules: content.rls,
    type: 'guest',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + settings.expSeconds)
    .setAudience(audience)
    .sign(keyOf(settings.secret));
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function resourcesOf(v: unknown): GuestResource[] | null {
  if (!Array.isArray(v)) return null;
  const out: GuestResource[] = [];
  for (const r of v) {
    if (!isRecord(r) || r.type !== 'dashboard') return null;
    if (typeof r.id !== 'string' && typeof r.id !== 'number') return null;
    out.push({ type: 'dashboard', id: String(r.id) });
  }
  return out;
}

function rulesOf(v: unknown): GuestRlsRule[] | null {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) return null;
  const out: GuestRlsRule[] = [];
  for (const r of v) {
    if (!isRecord(r) || typeof r.clause !== 'string') return null;
    if (r.dataset !== undefined && r.dataset !== null && !Number.isInteger(Number(r.dataset))) return null;
    out.push({
      clause: r.clause,
      ...(r.dataset !== undefined && r.dataset !== null && { dataset: Number(r.dataset) }),
    });
  }
  return out;
}

/** The grant a valid guest token carries for `audience`; null for anything else. */
export async function verifyGuestToken(
  settings: GuestTokenSettings,
  audience: string,
  token: string,
): Promise<GuestGrant | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(settings.secret), {
      algorithms: ['HS256'],
      audience,
      requiredClaims: ['exp'],
    });
    if (payload.type !== 'guest') return null;
    const resources = resourcesOf(payload.resources);
    const rls = rulesOf(payload.rls_rules);
    if (!resources || !rls) return null;
    const u = isRecord(payload.user) ? payload.user : {};
    const text = (k: string) => (typeof u[k] === 'string' ? u[k] : undefined);
    const user = { username: text('username'), first_name: text('first_name'), last_name: text('last_name') };
    return { resources, rls, user };
  } catch {
    return null;
  }
}
