/**
 * The domains that may frame an embedded dashboard: each an origin (`https://app.example.com:8443`)
 * or a host name (`app.example.com`, `*.example.com`). Only these shapes are kept, so a stored value
 * can go into the page's `frame-ancestors` directive as it is (no `;`, quote or space to break out).
 */
const ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?\/?$/i;
const HOST = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** The domain as stored (an origin without trailing slash, or a lower-case host); null when invalid. */
export function normalizeDomain(value: string): string | null {
  const d = value.trim();
  if (ORIGIN.test(d)) {
    try {
      return new URL(d).origin;
    } catch {
      return null;
    }
  }
  return HOST.test(d) ? d.toLowerCase() : null;
}

/** Superset's same_origin check of the page's Referer, for a host name: its host (and port when given). */
function matches(referer: URL, domain: string): boolean {
  if (/^https?:\/\//.test(domain)) return referer.origin === domain;
  const [host, port] = domain.split(':');
  const hostOk = host!.startsWith('*.')
    ? referer.hostname.endsWith(host!.slice(1))
    : referer.hostname === host;
  return hostOk && (port === undefined || referer.port === port);
}

/** With no domains any page may frame it; otherwise the Referer must come from one of them. */
export function refererAllowed(referer: string | undefined, domains: readonly string[]): boolean {
  if (domains.length === 0) return true;
  if (!referer) return false;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return false;
  }
  return domains.some((d) => matches(url, d));
}

/** The `frame-ancestors` sources: the app itself and the allowed domains (`*` when none are set). */
export function frameAncestors(domains: readonly string[]): string {
  const valid = domains.map(normalizeDomain).filter((d): d is string => d !== null);
  return domains.length === 0 ? "'self' *" : ["'self'", ...valid].join(' ');
}
