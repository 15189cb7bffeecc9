import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSession, type Session } from '../../test-support/app.js';
import type { ChartServer, Json } from '../../test-support/chart.js';
import { rison, startChartServer } from '../../test-support/chart.js';

let cs: ChartServer;
let gamma: Session & { id: number };
let roleId: number;
/** Pair ids by view name and permission. */
const pairs = new Map<string, number>();
const pairId = (permission: string, view: string) => {
  const id = pairs.get(`${permission}|${view}`);
  if (id === undefined) throw new Error(`no pair ${permission} on ${view}`);
  return id;
};
let tables: [string, number][];
/** Datasets placed in the `main` schema, reachable through schema_access on [examples].[main]. */
const inMain = new Set<number>();

beforeAll(async () => {
  cs = await startChartServer();
  tables = Object.entries(cs.datasets).sort((a, b) => a[1] - b[1]);
  // DuckDB's default schema is `main`, where the examples name their tables: the first two stay there,
  // the others are named without a schema (DuckDB still finds them), out of reach of the schema grant.
  for (const [i, [, id]] of tables.entries()) {
    const schema = i < 2 ? 'main' : null;
    await cs.server.ctx.db.updateTable('tables').set({ schema }).where('id', '=', id).execute();
    if (schema) inMain.add(id);
  }
  cs.server.ctx.datasources.invalidate();
  const all = await cs.call(
    cs.admin,
    'GET',
    `/api/v1/security/permissions-resources/?${rison({ page_size: 100, filters: [{ col: 'permission.name', opr: 'ct', value: '_access' }] })}`,
  );
  for (const p of all.body.result as Json[])
    pairs.set(`${p.permission.name}|${p.view_menu.name}`, p.id as number);
  const role = await cs.call(cs.admin, 'POST', '/api/v1/security/roles/', { name: 'Grants' });
  roleId = Number(role.body.id);
  gamma = await userSession(cs.server, 'prop_gamma', ['Gamma', 'Grants']);
});
afterAll(() => cs.server.close());

interface Grants {
  all: boolean;
  database: boolean;
  schema: boolean;
  datasets: number[];
}

const allowed = (g: Grants, id: number) =>
  g.all || g.database || (g.schema && inMain.has(id)) || g.datasets.includes(id);

async function applyGrants(g: Grants) {
  const ids = [
    ...(g.all ? [pairId('all_datasource_access', 'all_datasource_access')] : []),
    ...(g.database ? [pairId('database_access', `[examples].(id:${cs.examplesDbId})`)] : []),
    ...(g.schema ? [pairId('schema_access', '[examples].[main]')] : []),
    ...g.datasets.map((id) =>
      pairId('datasource_access', `[examples].[${tables.find((t) => t[1] === id)![0]}](id:${id})`),
    ),
  ];
  const res = await cs.call(cs.admin, 'POST', `/api/v1/security/roles/${roleId}/permissions`, {
    permission_view_menu_ids: ids,
  });
  expect(res.status).toBe(200);
}

const chartData = (s: Session, id: number) =>
  cs.call(s, 'POST', '/api/v1/chart/data', {
    datasource: { id, type: 'table' },
    queries: [{ metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }], row_limit: 1 }],
    result_type: 'full',
  });

describe('data-access permissions', () => {
  it('chart data answers exactly when the grants allow (property)', async () => {
    const ids = tables.map((t) => t[1]);
    const grants = fc.record({
      // The broad grants are rarer so that the narrow ones are exercised too.
      all: fc.constantFrom(false, false, false, true),
      database: fc.constantFrom(false, false, false, true),
      schema: fc.boolean(),
      datasets: fc.subarray(ids),
    });
    await fc.assert(
      fc.asyncProperty(grants, async (g) => {
        await applyGrants(g);
        for (const id of ids) {
          const res = await chartData(gamma, id);
          expect([id, res.status]).toEqual([id, allowed(g, id) ? 200 : 403]);
          if (res.status === 403) {
            expect(res.body.errors[0].error_type).toBe('DATASOURCE_SECURITY_ACCESS_ERROR');
          }
        }
        // Lists show exactly the datasets (and the database) the grants reach.
        const list = await cs.call(gamma, 'GET', `/api/v1/dataset/?${rison({ page_size: 100 })}`);
        expect([...(list.body.ids as number[])].sort((a, b) => a - b)).toEqual(
          ids.filter((id) => allowed(g, id)),
        );
        const dbs = await cs.call(gamma, 'GET', '/api/v1/database/');
        expect(dbs.body.count).toBe(ids.some((id) => allowed(g, id)) ? 1 : 0);
      }),
      { numRuns: 12 },
    );
  });
});

describe('dashboard visibility', () => {
  it('shows a published dashboard only when every chart dataset is readable; drafts only to owners', async () => {
    await cs.call(cs.admin, 'POST', `/api/v1/security/roles/${roleId}/permissions`, {
      permission_view_menu_ids: [],
    });
    const chart = await cs.postChart(cs.admin);
    expect(chart.status).toBe(201);
    const dash = await cs.call(cs.admin, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Sales',
      published: true,
    });
    const empty = await cs.call(cs.admin, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Empty',
      published: true,
    });
    const draft = await cs.call(cs.admin, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Draft',
      published: false,
    });
    await cs.server.ctx.db
      .insertInto('dashboard_slices')
      .values({ dashboard_id: dash.body.id as number, slice_id: chart.body.id as number })
      .execute();
    const own = await cs.call(gamma, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Mine',
      published: false,
    });
    expect(own.status).toBe(201);

    const titles = async () =>
      ((await cs.call(gamma, 'GET', '/api/v1/dashboard/')).body.result as Json[])
        .map((d) => d.dashboard_title)
        .sort();
    expect(await titles()).toEqual(['Empty', 'Mine']);
    expect((await cs.call(gamma, 'GET', `/api/v1/dashboard/${dash.body.id}`)).status).toBe(404);
    expect((await cs.call(gamma, 'GET', `/api/v1/dashboard/${draft.body.id}`)).status).toBe(404);
    expect((await cs.call(gamma, 'GET', `/api/v1/dashboard/${empty.body.id}`)).status).toBe(200);

    await applyGrants({ all: false, database: false, schema: false, datasets: [cs.salesId] });
    expect(await titles()).toEqual(['Empty', 'Mine', 'Sales']);
    expect((await cs.call(gamma, 'GET', `/api/v1/dashboard/${dash.body.id}/charts`)).status).toBe(200);
    expect((await cs.call(cs.admin, 'GET', '/api/v1/dashboard/')).body.count).toBe(4);
  });
});
