/**
 * CSRF protection for the sign-in form before any session exists (a forged cross-site login would
 * sign the victim in as the attacker). Signed double submit: a random nonce in an httpOnly,
 * SameSite=Strict cookie, and a token derived from it with a key from SECRET_KEY that the page sends
 * back in `X-CSRFToken` (or the form's `csrf_token` field). Another site can neither read the token
 * nor mint one for a nonce it plants.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const LOGIN_CSRF_COOKIE = 'login_csrf';
export const LOGIN_CSRF_TTL_S = 2 * 3600;
export const CSRF_MISSING = 'The CSRF token is missing.';
export const CSRF_INVALID = 'The CSRF token is invalid.';

export class LoginCsrf {
  private readonly key: Buffer;

  constructor(secretKey: string) {
    this.key = createHmac('sha256', secretKey).update('meridian-login-csrf').digest();
  }

  private tokenOf(nonce: string): string {
    return createHmac('sha256', this.key).update(nonce).digest('base64url');
  }

  /** A new nonce for the cookie and the token the page sends back. */
  issue(): { nonce: string; token: string } {
    const nonce = randomBytes(32).toString('base64url');
    return { nonce, token: this.tokenOf(nonce) };
  }

  /** null when the token belongs to the cookie's nonce; otherwise Superset's CSRF message. */
  check(nonce: string | undefined, token: string | undefined): string | null {
    if (!token) return CSRF_MISSING;
    if (!nonce) return CSRF_INVALID;
    return sameText(this.tokenOf(nonce), token) ? null : CSRF_INVALID;
  }
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
