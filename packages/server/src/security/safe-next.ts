/**
 * Where to go after signing in: only a path on this site. Browsers drop tabs and newlines inside URLs
 * and read `\` as `/`, so `/\t/evil.example` or `/\evil.example` would leave the site; anything with
 * control characters or backslashes is refused, and the rest must resolve to the same origin.
 */
export const DEFAULT_NEXT = '/superset/welcome/';

const BASE = 'http://meridian.invalid';

export function safeNext(next: string | undefined | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return DEFAULT_NEXT;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return DEFAULT_NEXT;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return DEFAULT_NEXT;
  }
  if (url.origin !== BASE) return DEFAULT_NEXT;
  return url.pathname + url.search + url.hash;
}
