/**
 * Row-level security in SQL Lab on the DuckDB examples: with RLS_IN_SQLLAB on, the tables a query
 * reads are filtered by the user's rules wherever they are read (joins, subqueries, CTEs, set
 * operations), what cannot be filtered is refused; with the flag off, SQL Lab is unchanged.
 */
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
import { registerCachedExamples } from '../../test-support/examples-cache.js';
import { addRlsRule } from '../../test-support/rls.js';
import { datasourcePerm } from '../access/dataset.js';

interface Lab {
  server: TestServer;
  admin: Session;
  call: ReturnType<typeof caller>;
  dbId: number;
  /** Bound by a rule: only Small deals. */
  alice: Session;
  /** No rule. */
  bob: Session;
}

/** A server with the examples, a rule on cleaned_sales_data for alice's role, and two SQL Lab users. */
async function startLab(flag: boolean): Promise<Lab> {
  const server = await startTestServer({
    env: { LOAD_EXAMPLES: 'false', RLS_IN_SQLLAB: flag ? 'true' : 'false' },
  });
  const examples = await registerCachedExamples(server, 1000);
  const salesId = examples.datasetIds.cleaned_sales_data!;
  const db = server.ctx.db;
  const user = async (name: string) => {
    const role = await ensureRole(db, `${name}_data`);
    const perm = datasourcePerm('examples', { id: salesId, table_name: 'cleaned_sales_data' });
    await grant(db, role, await ensurePermissionView(db, 'datasource_access', perm));
    return userSession(server, name, ['Gamma', 'sql_lab', `${name}_data`]);
  };
  const alice = await user('lab_alice');
  const bob = await user('lab_bob');
  await addRlsRule(db, {
    name: 'small only',
    clause: "deal_size = 'Small'",
    roles: ['lab_alice_data'],
    datasets: [salesId],
  });
  return { server, admin: await login(server), call: caller(server), dbId: examples.databaseId, alice, bob };
}

const run = (lab: Lab, session: Session, sql: string) =>
  lab.call<Json>(session, 'POST', '/api/v1/sqllab/execute/', {
    database_id: lab.dbId,
    sql,
    runAsync: false,
    queryLimit: 1000,
  });

const BY_SIZE =
  'SELECT deal_size, COUNT(*) AS n FROM cleaned_sales_data GROUP BY deal_size ORDER BY deal_size';

describe('SQL Lab with RLS_IN_SQLLAB on', () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab(true);
  }, 120_000);
  afterAll(() => lab?.server.close());

  it('filters the bound table for a user under the rule, and only for them', async () => {
    const mine = await run(lab, lab.alice, BY_SIZE);
    expect(mine.status, mine.raw).toBe(200);
    expect((mine.body.data as Json[]).map((r) => r.deal_size)).toEqual(['Small']);
    expect(String((mine.body.query as Json).executedSql)).toContain(
      `(SELECT * FROM "cleaned_sales_data" WHERE (deal_size = 'Small')) AS "cleaned_sales_data"`,
    );
    const theirs = await run(lab, lab.bob, BY_SIZE);
    expect((theirs.body.data as Json[]).map((r) => r.deal_size)).toEqual(['Large', 'Medium', 'Small']);
    // The filtered count equals bob's count of Small deals.
    const small = (theirs.body.data as Json[]).find((r) => r.deal_size === 'Small')!.n;
    expect((mine.body.data as Json[])[0]!.n).toBe(small);
  });

  it('filters every read: aliased, qualified, joined, in a subquery, a CTE and a UNION', async () => {
    const sql = `WITH c AS (SELECT deal_size FROM main.cleaned_sales_data s)
      SELECT DISTINCT deal_size FROM c
      UNION SELECT a.deal_size FROM cleaned_sales_data a JOIN cleaned_sales_data b ON a.order_number = b.order_number
      UNION SELECT deal_size FROM cleaned_sales_data WHERE order_number IN (SELECT order_number FROM cleaned_sales_data)
      UNION SELECT (SELECT MAX(deal_size) FROM CLEANED_SALES_DATA)`;
    const res = await run(lab, lab.alice, sql);
    expect(res.status, res.raw).toBe(200);
    expect(new Set((res.body.data as Json[]).map((r) => r.deal_size))).toEqual(new Set(['Small']));
  });

  it('refuses a bound read it cannot filter, and runs statements reading no bound table as written', async () => {
    const fn = await run(lab, lab.alice, "SELECT * FROM query_table('cleaned_sales_data')");
    expect(fn.status).toBe(403);
    const duck = await run(lab, lab.alice, 'FROM cleaned_sales_data SELECT deal_size');
    expect(duck.status, duck.raw).toBe(403);
    expect(duck.raw).toContain('Row-level security applies to `cleaned_sales_data`');
    const plain = await run(lab, lab.alice, 'SELECT 41 + 1 AS answer');
    expect(plain.status, plain.raw).toBe(200);
    expect(plain.body.data).toEqual([{ answer: 42 }]);
    expect(String((plain.body.query as Json).executedSql)).toMatch(/^SELECT 41 \+ 1 AS answer/);
  });

  it('filters a SQL Lab query explored as a chart datasource', async () => {
    // The chart re-runs the query's SQL as written: the rule must bind it there too.
    const sql = 'SELECT deal_size, sales FROM cleaned_sales_data';
    const mine = await run(lab, lab.alice, sql);
    expect(mine.status, mine.raw).toBe(200);
    const chart = await lab.call<Json>(lab.alice, 'POST', '/api/v1/chart/data', {
      datasource: { id: mine.body.query_id, type: 'query' },
      queries: [{ columns: ['deal_size'], metrics: [], orderby: [['deal_size', true]], row_limit: 100 }],
      result_type: 'full',
      force: true,
    });
    expect(chart.status, chart.raw).toBe(200);
    const rows = (chart.body.result as Json[])[0]!.data as Json[];
    expect(rows.map((r) => r.deal_size)).toEqual(['Small']);
  });

  it('applies the rule when the admin is bound by a Base rule too', async () => {
    const salesId = Number(
      (
        await lab.server.ctx.db
          .selectFrom('tables')
          .select('id')
          .where('table_name', '=', 'cleaned_sales_data')
          .executeTakeFirstOrThrow()
      ).id,
    );
    await addRlsRule(lab.server.ctx.db, {
      name: 'base 2004',
      type: 'Base',
      clause: 'year = 2004',
      roles: ['lab_bob_data'],
      datasets: [salesId],
    });
    const res = await run(lab, lab.admin, 'SELECT DISTINCT year FROM cleaned_sales_data');
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data).toEqual([{ year: 2004 }]);
    const bob = await run(lab, lab.bob, 'SELECT COUNT(DISTINCT year) AS years FROM cleaned_sales_data');
    expect(Number((bob.body.data as Json[])[0]!.years)).toBeGreaterThan(1);
  });
});

describe('SQL Lab with RLS_IN_SQLLAB off (the default)', () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab(false);
  }, 120_000);
  afterAll(() => lab?.server.close());

  it('runs the query as written for everyone', async () => {
    const res = await run(lab, lab.alice, BY_SIZE);
    expect(res.status, res.raw).toBe(200);
    expect((res.body.data as Json[]).map((r) => r.deal_size)).toEqual(['Large', 'Medium', 'Small']);
    expect(String((res.body.query as Json).executedSql)).not.toContain('Small');
  });
});
