/**
 * Brute-force protection for sign-in: failed attempts are counted per client address and per
 * username over a sliding minute; past the limit, attempts are refused (429) before any password is
 * checked. Successful sign-ins do not count. In process: each server guards its own door.
 */
export const LOGIN_WINDOW_MS = 60_000;
export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please try again in a minute.';

export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - LOGIN_WINDOW_MS;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  private keys(ip: string, username: string) {
    return [`ip:${ip}`, `user:${username.toLowerCase()}`];
  }

  blocked(ip: string, username: string): boolean {
    return this.keys(ip, username).some((k) => this.recent(k).length >= this.limit);
  }

  recordFailure(ip: string, username: string): void {
    for (const k of this.keys(ip, username)) this.failures.set(k, [...this.recent(k), this.now()]);
  }
}
