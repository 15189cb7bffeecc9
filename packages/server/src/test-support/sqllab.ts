/** Shared set-up of the SQL Lab API tests: a server with the examples, and polling helpers. */
import { registerExamples } from '../datasources/examples.js';
import { caller, q, type Json } from '../datasources/test-support.js';
import { login, startTestServer, type Session, type TestServer } from './app.js';

export interface SqlLabServer {
  server: TestServer;
  admin: Session;
  call: ReturnType<typeof caller>;
  examplesDbId: number;
  datasetIds: Record<string, number>;
}

export async function startSqlLabServer(env: Record<string, string> = {}): Promise<SqlLabServer> {
  const server = await startTestServer({ env: { LOAD_EXAMPLES: 'false', ...env } });
  const examples = await registerExamples(
    { db: server.ctx.db, config: server.ctx.config },
    { flightsRows: 20_000, connections: server.ctx.connections },
  );
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
