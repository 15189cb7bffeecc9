/**
 * Row-level security on every path that queries a dataset, on the DuckDB examples: two users in
 * different roles asking the same thing get different rows (chart data in each result type, time
 * offsets, samples, drill to detail, CSV, filter options, column values), Base and grouped rules,
 * a virtual dataset, the result cache, hostile clauses and a guest token's rules.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answeredPayload, runChartData, type ChartDataDeps } from '../../query/chart-data.js';
import { connectionSource } from '../../query/connection-source.js';
import { Timing } from '../../query/timing.js';
import {
  gammaWithData,
  startChartServer,
  userSession,
  type ChartServer,
  type Json,
} from '../../test-support/chart.js';
import { addRlsRule, deleteRlsRules, type RuleSpec } from '../../test-support/rls.js';
import type { Session } from '../../test-support/app.js';
import { findUserById } from '../../meta/repositories/user.js';
import { rolePermissions } from '../../meta/repositories/security.js';
import type { AuthUser } from '../auth.js';
import { rlsSource } from './source.js';

let cs: ChartServer;
let salesId: number;
/** alice (role alice_data) is bound by the rules under test; bob (bob_data) by none of them. */
let alice: Session & { id: number };
let bob: Session & { id: number };
let rules: number[] = [];

const rule = async (spec: Omit<RuleSpec, 'datasets'> & { datasets?: number[] }) => {
  rules.push(await addRlsRule(cs.server.ctx.db, { datasets: [salesId], ...spec }));
};

beforeAll(async () => {
  cs = await startChartServer();
  salesId = cs.salesId;
  alice = await gammaWithData(cs.server, 'rls_alice', { cleaned_sales_data: salesId });
  bob = await gammaWithData(cs.server, 'rls_bob', { cleaned_sales_data: salesId });
}, 120_000);
afterAll(() => cs.server.close());
afterEach(async () => {
  await deleteRlsRules(cs.server.ctx.db, rules);
  rules = [];
});

const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' };

const chartData = (s: Session, queries: Json[], extra: Json = {}, id = salesId) =>
  cs.call(s, 'POST', '/api/v1/chart/data', {
    datasource: { id, type: 'table' },
    queries,
    result_type: 'full',
    result_format: 'json',
    ...extra,
  });

/** COUNT(*) of the sales rows as `s` sees them, with `filters` (forced: no cache). */
async function countAs(s: Session, filters: Json[] = [], id = salesId): Promise<number> {
  const res = await chartData(s, [{ metrics: [count], filters, row_limit: 1 }], { force: true }, id);
  expect(res.status, res.raw).toBe(200);
  return Number(res.body.result[0].data[0].n);
}

/** The chart-data pipeline's services, as the app wires them. */
const deps = (): ChartDataDeps => {
  const { ctx } = cs.server;
  return {
    datasources: ctx.datasources,
    connections: connectionSource(ctx.connections),
    cache: ctx.resultCache,
    rls: rlsSource(ctx.db),
    limits: {
      maxRowLimit: ctx.config.sqlMaxRow,
      samplesRowLimit: ctx.config.samplesRowLimit,
      queryTimeoutMs: ctx.config.queryTimeoutMs,
      defaultCacheTimeoutSeconds: ctx.config.cacheDefaultTimeoutSeconds,
    },
  };
};

const inFilter = (col: string, val: unknown[]) => ({ col, op: 'IN', val });

describe('row-level security in chart data', () => {
  it('narrows the aggregate of a user in a Regular rule role only', async () => {
    const all = await countAs(bob);
    const small = await countAs(cs.admin, [inFilter('deal_size', ['Small'])]);
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(all);
    await rule({ name: 'alice small', clause: "deal_size = 'Small'", roles: ['rls_alice_data'] });
    expect(await countAs(alice)).toBe(small);
    expect(await countAs(bob)).toBe(all);
    // Her own filters still apply on top of the rule.
    const usaSmall = await countAs(cs.admin, [
      inFilter('deal_size', ['Small']),
      inFilter('country', ['USA']),
    ]);
    expect(await countAs(alice, [inFilter('country', ['USA'])])).toBe(usaSmall);
  });

  it('applies a Base rule to everyone except its roles', async () => {
    const all = await countAs(bob);
    const y2004 = await countAs(cs.admin, [{ col: 'year', op: '==', val: 2004 }]);
    await rule({ name: 'base 2004', type: 'Base', clause: 'year = 2004', roles: ['rls_bob_data'] });
    expect(await countAs(alice)).toBe(y2004);
    expect(await countAs(cs.admin)).toBe(y2004);
    expect(await countAs(bob)).toBe(all);
  });

  it('ORs rules of one group and ANDs the groups and ungrouped rules', async () => {
    const expected = await countAs(cs.admin, [
      inFilter('country', ['USA', 'France']),
      inFilter('deal_size', ['Small', 'Medium']),
      { col: 'year', op: '>=', val: 2004 },
    ]);
    const roles = ['rls_alice_data'];
    await rule({ name: 'g usa', group: 'country', clause: "country = 'USA'", roles });
    await rule({ name: 'g france', group: 'country', clause: "country = 'France'", roles });
    await rule({ name: 'd small', group: 'deal', clause: "deal_size = 'Small'", roles });
    await rule({ name: 'd medium', group: 'deal', clause: "deal_size = 'Medium'", roles });
    await rule({ name: 'recent', clause: 'year >= 2004', roles });
    expect(await countAs(alice)).toBe(expected);
  });

  it('binds every result type, time offsets and CSV', async () => {
    await rule({ name: 'alice small', clause: "deal_size = 'Small'", roles: ['rls_alice_data'] });
    const query = { columns: ['deal_size'], metrics: [count], orderby: [['deal_size', true]], row_limit: 10 };
    for (const result_type of ['full', 'results', 'post_processed']) {
      const res = await chartData(alice, [query], { result_type, force: true });
      expect(res.status, res.raw).toBe(200);
      expect(res.body.result[0].data.map((r: Json) => r.deal_size)).toEqual(['Small']);
    }
    const shown = await chartData(alice, [query], { result_type: 'query' });
    expect(shown.body.result[0].query).toContain("deal_size = 'Small'");
    for (const result_type of ['samples', 'drill_detail']) {
      const res = await chartData(alice, [{ row_limit: 200 }], { result_type, force: true });
      expect(res.status, res.raw).toBe(200);
      const sizes = new Set(res.body.result[0].data.map((r: Json) => r.deal_size));
      expect([...sizes]).toEqual(['Small']);
    }
    // Time comparison: the shifted run is bound too (the "1 year ago" values are Small-only sums).
    const byYear = {
      columns: [
        {
          columnType: 'BASE_AXIS',
          sqlExpression: 'order_date',
          label: 'order_date',
          expressionType: 'SQL',
          timeGrain: 'P1Y',
        },
      ],
      metrics: [count],
      time_offsets: ['1 year ago'],
      orderby: [['order_date', true]],
      row_limit: 10,
    };
    const mine = await chartData(alice, [byYear], { force: true });
    expect(mine.status, mine.raw).toBe(200);
    const theirs = await chartData(cs.admin, [{ ...byYear, filters: [inFilter('deal_size', ['Small'])] }], {
      force: true,
    });
    expect(mine.body.result[0].data).toEqual(theirs.body.result[0].data);
    expect(mine.body.result[0].data.some((r: Json) => r['n__1 year ago'] != null)).toBe(true);
    // CSV, streamed and post-processed.
    for (const extra of [
      {},
      { post_processing: [{ operation: 'sort', options: { by: 'n', ascending: false } }] },
    ]) {
      const csv = await chartData(alice, [{ ...query, ...extra }], { result_format: 'csv', force: true });
      expect(csv.status, csv.raw).toBe(200);
      const lines = csv.raw.trim().split(/\r?\n/);
      expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Small']);
    }
    // XLSX: the sheet's cells hold only the Small group.
    const xlsx = await cs.server.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: alice.headers,
      payload: {
        datasource: { id: salesId, type: 'table' },
        queries: [query],
        result_type: 'full',
        result_format: 'xlsx',
        force: true,
      },
    });
    expect(xlsx.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(xlsx.rawPayload));
    const text = Object.entries(files)
      .filter(([name]) => name.startsWith('xl/'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('');
    expect(text).toContain('Small');
    expect(text).not.toMatch(/Medium|Large/);
  });

  it('binds samples, filter options and column values', async () => {
    await rule({ name: 'alice small', clause: "deal_size = 'Small'", roles: ['rls_alice_data'] });
    const small = await countAs(cs.admin, [inFilter('deal_size', ['Small'])]);
    const samples = (s: Session) =>
      cs.call(
        s,
        'POST',
        `/datasource/samples?datasource_type=table&datasource_id=${salesId}&per_page=50&page=1&force=true`,
        {},
      );
    const mine = await samples(alice);
    expect(mine.status, mine.raw).toBe(200);
    expect(mine.body.result.total_count).toBe(small);
    expect(new Set(mine.body.result.data.map((r: Json) => r.deal_size))).toEqual(new Set(['Small']));
    expect((await samples(bob)).body.result.total_count).toBeGreaterThan(small);
    // A native filter's options: the distinct values of a column (metrics: []).
    const options = (s: Session) =>
      chartData(
        s,
        [{ columns: ['deal_size'], metrics: [], orderby: [['deal_size', true]], row_limit: 1000 }],
        {
          force: true,
        },
      );
    expect((await options(alice)).body.result[0].data.map((r: Json) => r.deal_size)).toEqual(['Small']);
    expect((await options(bob)).body.result[0].data.map((r: Json) => r.deal_size)).toEqual([
      'Large',
      'Medium',
      'Small',
    ]);
    const values = (s: Session) =>
      cs.call(s, 'GET', `/api/v1/datasource/table/${salesId}/column/deal_size/values/`);
    expect((await values(alice)).body.result).toEqual(['Small']);
    expect((await values(bob)).body.result).toEqual(['Large', 'Medium', 'Small']);
  });

  it('never serves one user the cached result of another under other rules; same rules share it', async () => {
    await rule({ name: 'alice small', clause: "deal_size = 'Small'", roles: ['rls_alice_data'] });
    const carol = await userSession(cs.server, 'rls_carol', ['Gamma', 'rls_alice_data']);
    const query = [{ metrics: [count], row_limit: 1, filters: [inFilter('status', ['Shipped'])] }];
    const first = await chartData(alice, query);
    expect(first.status, first.raw).toBe(200);
    const again = await chartData(alice, query);
    expect(again.body.result[0].is_cached).toBe(true);
    const other = await chartData(bob, query);
    expect(other.body.result[0].is_cached).toBe(false);
    expect(other.body.result[0].data[0].n).toBeGreaterThan(first.body.result[0].data[0].n);
    expect(other.body.result[0].cache_key).not.toBe(first.body.result[0].cache_key);
    // Same rules (another user in alice's role): the same entry.
    const shared = await chartData(carol, query);
    expect(shared.body.result[0].is_cached).toBe(true);
    expect(shared.body.result[0].data).toEqual(first.body.result[0].data);
  });

  it('renders a templated rule per user: same role, different rendered rule, different cache entry', async () => {
    await rule({
      name: 'only alice',
      clause: "'{{ current_username() }}' = 'rls_alice'",
      roles: ['rls_alice_data'],
    });
    const erin = await userSession(cs.server, 'rls_erin', ['Gamma', 'rls_alice_data']);
    const query = [
      { metrics: [count], row_limit: 1, filters: [inFilter('status', ['Cancelled', 'Shipped'])] },
    ];
    const mine = await chartData(alice, query);
    expect(mine.status, mine.raw).toBe(200);
    expect(mine.body.result[0].data[0].n).toBeGreaterThan(0);
    const hers = await chartData(erin, query);
    expect(hers.status, hers.raw).toBe(200);
    expect(hers.body.result[0].is_cached).toBe(false);
    expect(hers.body.result[0].data[0].n).toBe(0);
  });

  it('refuses hostile clauses with a 400 before any engine runs them', async () => {
    for (const clause of [
      '1=1) OR (1=1',
      "deal_size = 'Small'; DROP TABLE cleaned_sales_data",
      "deal_size = 'Small' -- ",
      "deal_size = 'Small' /* */ OR 1=1",
      '(SELECT 1) = 1',
      "deal_size = 'Small') UNION SELECT * FROM cleaned_sales_data WHERE (1=1",
    ]) {
      const id = await addRlsRule(cs.server.ctx.db, {
        name: 'hostile',
        clause,
        roles: ['rls_alice_data'],
        datasets: [salesId],
      });
      const res = await chartData(alice, [{ metrics: [count], row_limit: 1 }], { force: true });
      expect(res.status, `${clause}: ${res.raw}`).toBe(400);
      expect(res.raw).toContain('row_level_security[0]');
      await deleteRlsRules(cs.server.ctx.db, [id]);
    }
  });

  it('applies outside a virtual dataset’s inner query', async () => {
    const created = await cs.call(cs.admin, 'POST', '/api/v1/dataset/', {
      database: cs.examplesDbId,
      table_name: 'rls_virtual_sales',
      sql: "SELECT deal_size, country, sales FROM cleaned_sales_data WHERE country <> 'Japan'",
    });
    expect(created.status, created.raw).toBe(201);
    const virtualId = Number(created.body.id);
    const viewer = await gammaWithData(cs.server, 'rls_dave', { rls_virtual_sales: virtualId });
    const before = await countAs(viewer, [], virtualId);
    await rule({
      name: 'virtual small',
      clause: "deal_size = 'Small'",
      roles: ['rls_dave_data'],
      datasets: [virtualId],
    });
    const expected = await countAs(cs.admin, [inFilter('deal_size', ['Small'])], virtualId);
    expect(expected).toBeLessThan(before);
    expect(await countAs(viewer, [], virtualId)).toBe(expected);
    const shown = await chartData(
      viewer,
      [{ metrics: [count], row_limit: 1 }],
      { result_type: 'query' },
      virtualId,
    );
    expect(shown.body.result[0].query).toMatch(/\) AS "virtual_table" WHERE \(+deal_size = 'Small'\)+/);
  });

  it("adds a guest token's rules (those naming no dataset apply to all)", async () => {
    const row = (await findUserById(cs.server.ctx.db, bob.id))!;
    const base: AuthUser = {
      id: row.id,
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      roles: await rolePermissions(cs.server.ctx.db, row.id),
    };
    const run = async (user: AuthUser) => {
      const answer = await runChartData(
        deps(),
        user,
        {
          datasource: { id: salesId, type: 'table' },
          queries: [{ metrics: [count], row_limit: 1 }],
          force: true,
        },
        new Timing(),
      );
      if (answer.format !== 'json') throw new Error('json expected');
      return Number(answeredPayload(answer.queries[0])!.data[0]!.n);
    };
    // The guest's reach as its token's embedded dashboard resolves it: the sales dataset.
    const scope = { dashboardIds: [], chartIds: [], datasetIds: [salesId] };
    const medium = await countAs(cs.admin, [inFilter('deal_size', ['Medium'])]);
    const mediumUsa = await countAs(cs.admin, [
      inFilter('deal_size', ['Medium']),
      inFilter('country', ['USA']),
    ]);
    expect(
      await run({
        ...base,
        guest: {
          resources: [],
          scope,
          rls: [{ clause: "deal_size = 'Medium'" }, { dataset: salesId + 1000, clause: '1 = 0' }],
        },
      }),
    ).toBe(medium);
    expect(
      await run({
        ...base,
        guest: {
          resources: [],
          scope,
          rls: [{ clause: "deal_size = 'Medium'" }, { dataset: salesId, clause: "country = 'USA'" }],
        },
      }),
    ).toBe(mediumUsa);
    expect(await run(base)).toBe(await countAs(bob));
  });
});
