/** A server on a temporary data dir for API tests, with helpers to sign in as a given user. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuiltApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createUser } from '../meta/repositories/user.js';
import { hashPassword } from '../security/passwords.js';
import { PG_URL } from './services.js';

export const ADMIN_PASSWORD = 'admin-password-for-tests';

export interface TestServer extends BuiltApp {
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database; the returned function drops it. */
export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `meridian_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startTestServer(opts: { metaDatabaseUrl?: string; env?: Record<string, string> } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    ...(opts.metaDatabaseUrl && { META_DATABASE_URL: opts.metaDatabaseUrl }),
    ...opts.env,
  });
  const built = await buildApp(config, { logger: false });
  return {
    ...built,
    dataDir,
    close: async () => {
      await built.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies TestServer;
}

export interface Session {
  cookie: string;
  csrf: string;
  headers: { cookie: string; 'x-csrftoken': string };
}

/** The sign-in form's CSRF token and its cookie, as the login page gets them before posting. */
export async function loginCsrf(server: BuiltApp) {
  const res = await server.app.inject({ url: '/api/v1/security/csrf_token/' });
  const nonce = res.cookies.find((c) => c.name === 'login_csrf');
  if (!nonce) throw new Error(`no login CSRF cookie: ${res.statusCode} ${res.body}`);
  const token = (res.json() as { result: string }).result;
  return { headers: { cookie: `login_csrf=${nonce.value}`, 'x-csrftoken': token } };
}

/** Signs in through `POST /login/` and fetches the CSRF token, as the web app does. */
export async function login(
  server: BuiltApp,
  username = 'admin',
  password = ADMIN_PASSWORD,
): Promise<Session> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/login/',
    payload: { username, password },
    ...(await loginCsrf(server)),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const setCookie = res.cookies.find((c) => c.name === 'session');
  if (!setCookie) throw new Error('no session cookie');
  const cookie = `session=${setCookie.value}`;
  const csrfRes = await server.app.inject({
    method: 'GET',
    url: '/api/v1/security/csrf_token/',
    headers: { cookie },
  });
  const csrf = (csrfRes.json() as { result: string }).result;
  return { cookie, csrf, headers: { cookie, 'x-csrftoken': csrf } };
}

/** Creates a user with the given roles and signs in as them. */
export async function userSession(
  server: BuiltApp,
  username: string,
  roles: string[],
): Promise<Session & { id: number }> {
  const password = `${username}-password-123`;
  const id = await createUser(server.ctx.db, {
    username,
    first_name: username,
    last_name: 'Tester',
    email: `${username}@example.com`,
    passwordHash: await hashPassword(password),
    roles,
  });
  return { ...(await login(server, username, password)), id };
}

/** A test server with the example datasets registered (`flightsRows` rows of flights) and an admin. */
export async function startExamplesServer(flightsRows: number) {
  // Imported here: the examples pull in DuckDB, which most API tests never need.
  const { registerCachedExamples } = await import('./examples-cache.js');
  const server = await startTestServer();
  const examples = await registerCachedExamples(server, flightsRows);
  return {
    server,
    examples,
    admin: await login(server),
    salesId: examples.datasetIds.cleaned_sales_data!,
    examplesDbId: examples.databaseId,
  };
}

/** An injected answer's JSON body (read freely by tests), or `{ text }` when it is not JSON. */
export function jsonOrText(res: { json(): unknown; body: string }): Record<string, any> {
  try {
    return res.json() as Record<string, any>;
  } catch {
    return { text: res.body };
  }
}
