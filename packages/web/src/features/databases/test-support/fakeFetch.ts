/**
 * A stand-in for the server in component tests: `fetch` answers from a list of routes (method and
 * path prefix) and records every call. The CSRF token call is answered for unsafe methods.
 */
import { vi } from 'vitest';

export interface FakeRoute {
  method?: string;
  /** Matched against the path (with its query string) by prefix, or by a test function. */
  path: string | ((url: string) => boolean);
  status?: number;
  /** The JSON answer, or a function making it from the request. */
  body: unknown;
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

export function installFakeFetch(routes: FakeRoute[]): FakeCall[] {
  const calls: FakeCall[] = [];
  const all: FakeRoute[] = [{ path: '/api/v1/security/csrf_token/', body: { result: 'token' } }, ...routes];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input.toString();
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const route = all.find(
        (r) =>
          (r.method ?? 'GET') === method &&
          (typeof r.path === 'string' ? url.startsWith(r.path) : r.path(url)),
      );
      if (!route)
        return Promise.resolve(new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }));
      const payload: unknown =
        typeof route.body === 'function'
          ? (route.body as (u: string, i: RequestInit | undefined) => unknown)(url, init)
          : route.body;
      return Promise.resolve(
        new Response(JSON.stringify(payload), {
          status: route.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}
