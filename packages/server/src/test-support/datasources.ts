/**
 * Test helpers of the datasource APIs: a test server with the Database and Dataset routes (added
 * here until app.ts registers them), and JSON calls with a session.
 */
import { encodeRison } from '@meridian/core';
import { registerDatabaseRoutes } from '../api/database/routes.js';
import { registerDatasetRoutes } from '../api/dataset/routes.js';
import { login, startTestServer, type Session, type TestServer } from './app.js';

export type Json = Record<string, unknown>;

export async function startDatasourceServer(
  env?: Record<string, string>,
): Promise<{ server: TestServer; admin: Session }> {
  const server = await startTestServer(env ? { env } : {});
  if (!server.app.hasRoute({ method: 'GET', url: '/api/v1/database/' }))
    registerDatabaseRoutes(server.app, server.ctx);
  if (!server.app.hasRoute({ method: 'GET', url: '/api/v1/dataset/' }))
    registerDatasetRoutes(server.app, server.ctx);
  const admin = await login(server);
  return { server, admin };
}

export interface CallResult<T = Json> {
  status: number;
  body: T;
  raw: string;
}

export function caller(server: TestServer) {
  return async <T = Json>(
    session: Session,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<CallResult<T>> => {
    const res = await server.app.inject({
      method,
      url,
      headers: session.headers,
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

/** `?q=` with a rison-encoded value. */
export const q = (value: unknown) => `q=${encodeURIComponent(encodeRison(value))}`;
