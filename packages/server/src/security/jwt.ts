/**
 * JWT access and refresh tokens for `/api/v1/security/login`, as Superset issues them. Each carries
 * the user's token version (`ver`): a password change or deactivation makes older tokens worthless.
 */
import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  version: number;
}

export class JwtService {
  private readonly key: Uint8Array;

  constructor(secretKey: string) {
    // A derived key, so the JWT key is not the raw secret used elsewhere.
    this.key = createHash('sha256').update(`meridian-jwt:${secretKey}`).digest();
  }

  sign(user: { id: number; token_version: number }, type: TokenType): Promise<string> {
    const ttl = type === 'access' ? ACCESS_TOKEN_TTL_S : REFRESH_TOKEN_TTL_S;
    return new SignJWT({ type, fresh: type === 'access', ver: user.token_version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(this.key);
  }

  /** The user id and token version of a valid token of the given type, or null. */
  async verify(token: string, type: TokenType): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.type !== type || !payload.sub) return null;
      const userId = Number(payload.sub);
      // Tokens without a version predate it and are refused like revoked ones.
      if (!Number.isInteger(userId) || !Number.isInteger(payload.ver)) return null;
      return { userId, version: payload.ver as number };
    } catch {
      return null;
    }
  }
}
