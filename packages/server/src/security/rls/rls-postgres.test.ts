/**
 * Row-level security on PostgreSQL: a table in its own schema registered as a dataset, a rule on it,
 * and the same answer narrowed in chart data and in SQL Lab (RLS_IN_SQLLAB on; PostgreSQL's own
 * parser reads the statement, node-sql-parser rewrites it).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePermissionView, ensureRole, grant } from '../../meta/repositories/security.js';
import { caller, type Json } from '../../test-support/api.js';
import {
  login,
  startTestServer,
  userSession,
  type Session,
  type TestServer,
} from '../../test-support/app.js';
import { registerEngineTable } from '../../test-support/engine-targets.js';
import { addRlsRule } from '../../test-support/rls.js';
import { HAS_PG, PG_URL } from '../../test-support/services.js';
import { datasourcePerm } from '../access/dataset.js';

const schema = `meridian_rls_${randomBytes(4).toString('hex')}`;
const table = 'rls_orders';

describe.skipIf(!HAS_PG)('row-level security on PostgreSQL', () => {
  let server: TestServer;
  let admin: Session;
  let call: ReturnType<typeof caller>;
  let datasetId: number;
  let databaseId: number;
  let eu: Session;
  let all: Session;

  const client = () => new pg.Client({ connectionString: PG_URL });

  beforeAll(async () => {
    const c = client();
    await c.connect();
    await c.query(`CREATE SCHEMA ${schema}`);
    await c.query(`CREATE TABLE ${schema}.${table} (id INTEGER, region TEXT, amount INTEGER)`);
    await c.query(
      `INSERT INTO ${schema}.${table} SELECT i, (ARRAY['EU', 'US', 'APAC'])[1 + i % 3], i FROM generate_series(1, 30) i`,
    );
    await c.end();
    server = await startTestServer({ env: { LOAD_EXAMPLES: 'false', RLS_IN_SQLLAB: 'true' } });
    admin = await login(server);
    call = caller(server);
    datasetId = await registerEngineTable(server, admin, {
      databaseName: 'pg_rls',
      uri: PG_URL.replace(/^postgres:/, 'postgresql:'),
      schema,
      table,
    });
    const row = await server.ctx.db
      .selectFrom('tables')
      .select('database_id')
      .where('id', '=', datasetId)
      .executeTakeFirstOrThrow();
    databaseId = row.database_id;
    const user = async (name: string) => {
      const role = await ensureRole(server.ctx.db, `${name}_data`);
      const perm = datasourcePerm('pg_rls', { id: datasetId, table_name: table });
      await grant(server.ctx.db, role, await ensurePermissionView(server.ctx.db, 'datasource_access', perm));
      return userSession(server, name, ['Gamma', 'sql_lab', `${name}_data`]);
    };
    eu = await user('pg_eu');
    all = await user('pg_all');
    await addRlsRule(server.ctx.db, {
      name: 'eu only',
      clause: "region = 'EU'",
      roles: ['pg_eu_data'],
      datasets: [datasetId],
    });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    const c = client();
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
  });

  const totals = async (s: Session) => {
    const res = await call<Json>(s, 'POST', '/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [
        {
          columns: ['region'],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' }],
          orderby: [['region', true]],
          row_limit: 10,
        },
      ],
      force: true,
    });
    expect(res.status, res.raw).toBe(200);
    return ((res.body.result as Json[])[0]!.data as Json[]).map((r) => [r.region, Number(r.total)]);
  };

  it('narrows chart data for the user under the rule', async () => {
    const everything = await totals(all);
    expect(everything.map((r) => r[0])).toEqual(['APAC', 'EU', 'US']);
    expect(await totals(eu)).toEqual(everything.filter((r) => r[0] === 'EU'));
  });

  it('narrows SQL Lab reads of the table, the schema-qualified name as PostgreSQL reads it', async () => {
    const sql = `SELECT region, COUNT(*) AS n FROM ${schema}.${table} t GROUP BY region ORDER BY region`;
    const run = (s: Session) =>
      call<Json>(s, 'POST', '/api/v1/sqllab/execute/', { database_id: databaseId, sql, runAsync: false });
    const mine = await run(eu);
    expect(mine.status, mine.raw).toBe(200);
    expect(mine.body.data).toEqual([{ region: 'EU', n: 10 }]);
    const theirs = await run(all);
    expect((theirs.body.data as Json[]).map((r) => r.region)).toEqual(['APAC', 'EU', 'US']);
  });
});
