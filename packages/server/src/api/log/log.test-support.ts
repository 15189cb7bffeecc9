/** The log API test files' server: an admin and a Gamma user, and the legacy `/superset/log/` POST. */
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { caller, type Caller } from '../../test-support/api.js';
import {
  login,
  startTestServer,
  userSession,
  type Session,
  type TestServer,
} from '../../test-support/app.js';

export const FORM = 'application/x-www-form-urlencoded';
export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export interface LogFixture {
  server: TestServer;
  call: Caller;
  admin: Session;
  gamma: Session & { id: number };
  /** POST to a legacy log URL as `s` (anonymous when null), with an optional content type. */
  legacy: (
    s: Session | null,
    url: string,
    payload: string | object,
    contentType?: string,
  ) => Promise<InjectResponse>;
  /** The web's batch: events posted as form data with the object in the query string. */
  sendEvents: (s: Session, query: string, events: unknown[]) => Promise<InjectResponse>;
}

/** One server per test file, started before its tests; the fields are set once `beforeAll` ran. */
export function useLogServer(gammaName: string): LogFixture {
  const f = {} as LogFixture;
  beforeAll(async () => {
    f.server = await startTestServer();
    f.call = caller(f.server);
    f.admin = await login(f.server);
    f.gamma = await userSession(f.server, gammaName, ['Gamma']);
  });
  afterAll(() => f.server?.close());
  f.legacy = (s, url, payload, contentType) =>
    f.server.app.inject({
      method: 'POST',
      url,
      headers: { ...s?.headers, ...(contentType && { 'content-type': contentType }) },
      payload: payload as string,
    });
  f.sendEvents = (s, query, events) =>
    f.legacy(s, `/superset/log/?explode=events&${query}`, form({ events: JSON.stringify(events) }), FORM);
  return f;
}
