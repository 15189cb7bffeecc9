/** Shared set-up of the SQL Lab API tests: a server with the examples, and polling helpers. */
import { expect } from 'vitest';
import fs from 'node:fs';
import type { Connector } from '../engines/engine.js';
import { registerCachedExamples } from './examples-cache.js';
import { caller, q, startApiServer, type Json } from './api.js';
import { login, startTestServer, userSession, type Session, type TestServer } from './app.js';

export interface SqlLabServer {
  server: TestServer;
  admin: Session;
  call: ReturnType<typeof caller>;
  examplesDbId: number;
  datasetIds: Record<string, number>;
}

export async function startSqlLabServer(env: Record<string, string> = {}): Promise<SqlLabServer> {
  const server = await startTestServer({ env: { LOAD_EXAMPLES: 'false', ...env } });
  const examples = await registerCachedExamples(server, 20_000);
  return {
    server,
    admin: await login(server),
    call: caller(server),
    examplesDbId: examples.databaseId,
    datasetIds: examples.datasetIds,
  };
}

/** Polls `updated_since` until the query reaches one of `states`; returns its to_dict. */
export async function waitForState(
  lab: SqlLabServer,
  session: Session,
  clientId: string,
  states: string[],
  timeoutMs = 20_000,
): Promise<Json> {
  const until = Date.now() + timeoutMs;
  let last: Json | undefined;
  while (Date.now() < until) {
    const res = await lab.call<{ result: Json[] }>(
      session,
      'GET',
      `/api/v1/query/updated_since?${q({ last_updated_ms: 0 })}`,
    );
    last = res.body.result.find((r) => r.id === clientId);
    if (last && states.includes(String(last.state))) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`query ${clientId} did not reach ${states.join('/')}: ${JSON.stringify(last)}`);
}

export { q, type Json };

/**
 * A server for CTAS tests (file databases allowed) with each engine target registered as a SQL Lab
 * database allowing CTAS and CVAS; the ids are kept in `ids` by target name.
 */
export async function startCtasServer(
  targets: { name: string; uri: string }[],
  label: string,
  ids: Map<string, number>,
) {
  const { server, admin } = await startApiServer({ ALLOW_FILE_DATABASES: 'true' });
  const call = caller(server);
  for (const t of targets) {
    const db = await call<{ id: number }>(admin, 'POST', '/api/v1/database/', {
      database_name: `${label} ${t.name}`,
      sqlalchemy_uri: t.uri,
      expose_in_sqllab: true,
      allow_ctas: true,
      allow_cvas: true,
    });
    expect(db.status, JSON.stringify(db.body)).toBe(201);
    ids.set(t.name, db.body.id);
  }
  return { server, admin, call };
}

/** Ends a CTAS test: the server, each target's best-effort clean-up, its connector, the folder. */
export async function closeCtasSuite<T extends { name: string }>(
  suite: { server: TestServer | undefined; connectors: Map<string, Connector>; targets: T[]; dir: string },
  cleanUp: (target: T, connector: Connector) => Promise<void>,
) {
  await suite.server?.close();
  for (const [engine, c] of suite.connectors) {
    try {
      await cleanUp(
        suite.targets.find((t) => t.name === engine)!,
        c,
      );
    } catch {
      // best effort cleanup
    }
    await c.close();
  }
  fs.rmSync(suite.dir, { recursive: true, force: true });
}

/** A SQL Lab server and a second SQL Lab user (Gamma and sql_lab), to check what others reach. */
export async function startSqlLabWithStranger(username: string) {
  const lab = await startSqlLabServer();
  return { lab, other: await userSession(lab.server, username, ['Gamma', 'sql_lab']) };
}

/**
 * Waits until the inline query runs in the engine (its cancel id recorded), then stops it; answers
 * the time the stop was asked.
 */
export async function stopOnceRunning(
  server: TestServer,
  call: ReturnType<typeof caller>,
  session: Session,
  clientId: string,
): Promise<number> {
  const until = Date.now() + 10_000;
  for (;;) {
    const row = await server.ctx.db
      .selectFrom('query')
      .select(['status', 'extra_json'])
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (row?.status === 'running' && row.extra_json?.includes('cancel_query')) break;
    if (Date.now() > until) throw new Error('the query did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const started = Date.now();
  const stop = await call<Json>(session, 'POST', '/api/v1/query/stop', { client_id: clientId });
  expect(stop.body).toEqual({ result: 'OK' });
  return started;
}
