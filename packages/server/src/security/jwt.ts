/** JWT access and refresh tokens for `/api/v1/security/login`, as Superset issues them. */
import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;

export type TokenType = 'access' | 'refresh';

export class JwtService {
  private readonly key: Uint8Array;

  constructor(secretKey: string) {
    // A derived key, so the JWT key is not the raw secret used elsewhere.
    this.key = createHash('sha256').update(`meridian-jwt:${secretKey}`).digest();
  }

  sign(userId: number, type: TokenType): Promise<string> {
    const ttl = type === 'access' ? ACCESS_TOKEN_TTL_S : REFRESH_TOKEN_TTL_S;
    return new SignJWT({ type, fresh: type === 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(this.key);
  }

  /** The user id of a valid token of the given type, or null. */
  async verify(token: string, type: TokenType): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.type !== type || !payload.sub) return null;
      const id = Number(payload.sub);
      return Number.isInteger(id) ? id : null;
    } catch {
      return null;
    }
  }
}
