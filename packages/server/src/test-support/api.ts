/**
 * Test helpers of the REST API: a test server with an admin session, and JSON calls made with a
 * session (status, parsed body — or the text when it is not JSON — and the raw text).
 */
import { encodeRison } from '@meridian/core';
import { login, startTestServer, type Session, type TestServer } from './app.js';

export type Json = Record<string, unknown>;

export interface CallResult<T = Json> {
  status: number;
  body: T;
  raw: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(server: TestServer) {
  return async <T = Json>(
    session: Session | null,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<CallResult<T>> => {
    const res = await server.app.inject({
      method,
      url,
      ...(session && { headers: session.headers }),
      ...(payload !== undefined && { payload: payload as Json }),
    });
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    return { status: res.statusCode, body: body as T, raw: res.body };
  };
}

export type Caller = ReturnType<typeof caller>;

/** A test server (options as startTestServer's `env`), its admin session and a caller. */
export async function startApiServer(
  env?: Record<string, string>,
): Promise<{ server: TestServer; admin: Session; call: Caller }> {
  const server = await startTestServer(env ? { env } : {});
  const admin = await login(server);
  return { server, admin, call: caller(server) };
}

/** `?q=` with a rison-encoded value. */
export const q = (value: unknown) => `q=${encodeURIComponent(encodeRison(value))}`;

/** Adds a database through the API as `session`; answers its id (the call must succeed). */
export async function addDatabase(
  call: Caller,
  session: Session,
  database_name: string,
  sqlalchemy_uri: string,
): Promise<number> {
  const res = await call<{ id: number }>(session, 'POST', '/api/v1/database/', {
    database_name,
    sqlalchemy_uri,
  });
  if (res.status !== 201) throw new Error(`adding ${database_name}: ${res.status} ${res.raw}`);
  return res.body.id;
}
