/**
 * The one way the web app talks to the server: same-origin fetch with the session cookie, JSON in
 * and out, the CSRF header on unsafe methods, errors normalised, and a 401 sent to the sign-in page.
 */
import type { CsrfTokenResponse } from '@meridian/core';
import { normalizeError, type ClientError } from './errors';
import { getGuestToken, guestHeaders } from './guestToken';

export class ApiError extends Error {
  constructor(readonly clientError: ClientError) {
    super(clientError.error);
    this.name = 'ApiError';
  }
  get status(): number | undefined {
    return this.clientError.status;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  signal?: AbortSignal;
  /** false for calls where 401 is an answer, not a lost session (the login form). */
  redirectOnUnauthorized?: boolean;
}

const UNSAFE = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const CSRF_PATH = '/api/v1/security/csrf_token/';

let csrfToken: Promise<string> | null = null;

/** Forgets the CSRF token; the next unsafe call fetches a new one (needed after signing in). */
export function resetCsrfToken(): void {
  csrfToken = null;
}

export function getCsrfToken(): Promise<string> {
  csrfToken ??= request<CsrfTokenResponse>(CSRF_PATH).then(
    (r) => r.result,
    (e: unknown) => {
      csrfToken = null;
      throw e;
    },
  );
  return csrfToken;
}

let onUnauthorized: () => void = () => {
  const { pathname, search } = window.location;
  if (!pathname.startsWith('/login')) window.location.assign(loginPath(pathname + search));
};

/** The app installs a router-aware handler; the default does a full page navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** `next` is honoured only when it is a path on this site (no scheme, no `//host`, no backslash tricks). */
export function safeNext(next: string | null | undefined, fallback = '/superset/welcome/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  if ([...next].some((c) => c.charCodeAt(0) < 32)) return fallback; // control characters
  return next;
}

export function loginPath(next?: string): string {
  const target = next && safeNext(next, '') && !next.startsWith('/login') ? next : '';
  return target ? `/login/?next=${encodeURIComponent(target)}` : '/login/';
}

/** A response's body: parsed JSON, the raw text when it is not JSON, null when empty. */
export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(path: string, opts: RequestOptions, method: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body goes as it is: the browser writes its multipart content type with the boundary.
  const form = opts.body instanceof FormData;
  if (opts.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  // Signing in needs a token too (the server hands one out before any session exists). A guest
  // (embedded page) has no session: its token header stands for it.
  if (getGuestToken()) Object.assign(headers, guestHeaders());
  else if (UNSAFE.has(method)) headers['X-CSRFToken'] = await getCsrfToken();
  return fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: opts.body === undefined ? null : form ? (opts.body as FormData) : JSON.stringify(opts.body),
    signal: opts.signal ?? null,
  });
}

/** Sends; a rejected CSRF token (expired, or rotated by a new session) is fetched again and the call retried once. */
async function sendWithFreshToken(path: string, opts: RequestOptions, method: string): Promise<Response> {
  const res = await send(path, opts, method);
  if (res.status !== 400 || !UNSAFE.has(method)) return res;
  if (!(await res.clone().text()).includes('CSRF')) return res;
  resetCsrfToken();
  return send(path, opts, method);
}

/** A failed call as ApiError; a lost session also goes to the sign-in page. */
function failure(res: Response, body: unknown, opts: RequestOptions): ApiError {
  // An embedded page has no sign-in page to go to.
  if (res.status === 401 && opts.redirectOnUnauthorized !== false && !getGuestToken()) onUnauthorized();
  return new ApiError(normalizeError({ status: res.status, statusText: res.statusText, body }));
}

/** Anything thrown while talking to the server, as ApiError (an abort stays an abort). */
function thrown(e: unknown): unknown {
  if (e instanceof ApiError) return e;
  if (e instanceof DOMException && e.name === 'AbortError') return e;
  return new ApiError(normalizeError(e));
}

/** Performs a request and returns the parsed JSON body; throws ApiError otherwise. */
export async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  let res: Response;
  let body: unknown;
  try {
    res = await sendWithFreshToken(path, opts, method);
    body = await readBody(res);
  } catch (e) {
    throw thrown(e);
  }
  if (res.ok) return body as T;
  throw failure(res, body, opts);
}

/** A file the server sent: its bytes and the name its Content-Disposition gave (null without one). */
export interface FileAnswer {
  blob: Blob;
  filename: string | null;
}

/**
 * The file name of a Content-Disposition header: RFC 5987's `filename*=UTF-8''…` first, then
 * `filename="…"` or a bare `filename=…`; only its last path segment is kept.
 */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1]?.replace(/\\(.)/g, '$1');
  name ??= /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** Performs a request whose answer is a file (an export); failures are thrown as ApiError like `request`'s. */
export async function requestFile(path: string, opts: RequestOptions = {}): Promise<FileAnswer> {
  const method = opts.method ?? 'GET';
  let res: Response;
  let body: unknown;
  try {
    res = await sendWithFreshToken(path, opts, method);
    if (res.ok) {
      return {
        blob: await res.blob(),
        filename: dispositionFilename(res.headers.get('Content-Disposition')),
      };
    }
    body = await readBody(res);
  } catch (e) {
    throw thrown(e);
  }
  throw failure(res, body, opts);
}
