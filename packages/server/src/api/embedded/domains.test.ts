import { describe, expect, it } from 'vitest';
import { guestMayRequest } from '../../security/guest-access/paths.js';
import { frameAncestors, normalizeDomain, refererAllowed } from './domains.js';
import { embeddedPolicy } from './page.js';

describe('allowed domains', () => {
  it('keeps origins and host names only, normalised', () => {
    expect(normalizeDomain('https://App.Example.com:8443/')).toBe('https://app.example.com:8443');
    expect(normalizeDomain(' reports.example.com ')).toBe('reports.example.com');
    expect(normalizeDomain('*.example.com')).toBe('*.example.com');
    for (const bad of [
      "https://a.com; script-src 'unsafe-inline'",
      'javascript:alert(1)',
      "'self'",
      'a b',
      '',
    ])
      expect(normalizeDomain(bad), bad).toBeNull();
  });

  it('checks the Referer against origins and host names (any when none are set)', () => {
    expect(refererAllowed(undefined, [])).toBe(true);
    expect(refererAllowed('http://127.0.0.1:9001/app', ['http://127.0.0.1:9001'])).toBe(true);
    expect(refererAllowed('http://127.0.0.1:9002/app', ['http://127.0.0.1:9001'])).toBe(false);
    expect(refererAllowed('https://bi.example.com/x', ['*.example.com'])).toBe(true);
    expect(refererAllowed('https://example.org/x', ['*.example.com'])).toBe(false);
    expect(refererAllowed(undefined, ['example.com'])).toBe(false);
  });

  it("replaces the app policy's frame-ancestors", () => {
    const policy = embeddedPolicy(
      "default-src 'self'; frame-ancestors 'self'",
      frameAncestors(['https://a.com']),
    );
    expect(policy).toBe("default-src 'self'; frame-ancestors 'self' https://a.com");
    expect(embeddedPolicy(null, frameAncestors([]))).toBe("frame-ancestors 'self' *");
  });
});

describe('guest paths', () => {
  it('admits only the embedded page calls', () => {
    expect(guestMayRequest('GET', '/api/v1/dashboard/3')).toBe(true);
    expect(guestMayRequest('GET', '/api/v1/dashboard/3/charts?x=1')).toBe(true);
    expect(guestMayRequest('POST', '/api/v1/chart/data?force=true')).toBe(true);
    expect(guestMayRequest('GET', '/api/v1/dashboard/_info')).toBe(false);
    expect(guestMayRequest('GET', '/api/v1/dashboard/favorite_status/')).toBe(false);
    expect(guestMayRequest('PUT', '/api/v1/dashboard/3')).toBe(false);
    expect(guestMayRequest('GET', '/api/v1/dashboard/')).toBe(false);
    expect(guestMayRequest('GET', '/api/v1/me/')).toBe(false);
    expect(guestMayRequest('POST', '/api/v1/sqllab/execute/')).toBe(false);
  });
});
