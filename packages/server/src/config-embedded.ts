/**
 * Embedded dashboards and guest tokens (Superset's EMBEDDED_SUPERSET flag and GUEST_* settings). The
 * guest token secret defaults to one derived from SECRET_KEY rather than Superset's published default
 * ("test-guest-secret-change-me"), which would let anyone mint tokens (decision 0028).
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';

export const embeddedEnvShape = {
  // Off by default, as in Superset.
  EMBEDDED_SUPERSET: z.enum(['true', 'false']).default('false'),
  // Admin passes every check by name: a guest must never hold it.
  GUEST_ROLE_NAME: z
    .string()
    .min(1)
    .refine((n) => n !== 'Admin', 'must not be the Admin role')
    .default('Public'),
  GUEST_TOKEN_JWT_SECRET: z.string().min(1).optional(),
  // Unset: the address the request came to (Superset's default, the URL host).
  GUEST_TOKEN_JWT_AUDIENCE: z.string().min(1).optional(),
  GUEST_TOKEN_JWT_EXP_SECONDS: z.coerce.number().int().positive().max(86_400).default(300),
  GUEST_TOKEN_HEADER_NAME: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name (letters, digits, "-")')
    .default('X-GuestToken'),
};

export interface EmbeddedConfig {
  guest: {
    /** The role whose permissions a guest holds (GUEST_ROLE_NAME, default Public). */
    roleName: string;
    /** HS256 key of guest tokens. */
    secret: string;
    /** The `aud` claim; null: the request's own origin with a trailing slash. */
    audience: string | null;
    expSeconds: number;
    /** The request header carrying the token, lower-cased for Node's header map. */
    header: string;
  };
}

type EmbeddedEnv = z.infer<z.ZodObject<typeof embeddedEnvShape>>;

export function embeddedConfigOf(e: EmbeddedEnv, secretKey: string): EmbeddedConfig {
  return {
    guest: {
      roleName: e.GUEST_ROLE_NAME,
      secret:
        e.GUEST_TOKEN_JWT_SECRET ??
        createHash('sha256').update(`meridian-guest:${secretKey}`).digest('base64url'),
      audience: e.GUEST_TOKEN_JWT_AUDIENCE ?? null,
      expSeconds: e.GUEST_TOKEN_JWT_EXP_SECONDS,
      header: e.GUEST_TOKEN_HEADER_NAME.toLowerCase(),
    },
  };
}
