import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartRows } from '../test-support/chart-rows.js';
import { EXAMPLE_DATASETS } from '../examples/index.js';
import { login, startTestServer, userSession, type Session, type TestServer } from '../test-support/app.js';
import { examplesSummary, loadExamples, type LoadedExamples } from './load-examples.js';

type Json = Record<string, any>;
const TITLES = ['Flights Performance', 'Sales Overview', 'World Health'];
const TABLES = ['dashboards', 'slices', 'dashboard_slices', 'tables', 'dbs', 'table_columns'] as const;

let server: TestServer;
let admin: Session;
let first: LoadedExamples;

beforeAll(async () => {
  server = await startTestServer();
  first = await loadExamples(server.ctx, { flightsRows: 500 });
  admin = await login(server);
}, 180_000);
afterAll(() => server?.close());

async function counts() {
  const db = server.ctx.db;
  const out: Record<string, number> = {};
  for (const t of TABLES)
    out[t] = Number((await db.selectFrom(t).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return out;
}

describe('loadExamples: the example dashboards through the bundle importer', () => {
  it('creates the three dashboards with their charts on the registered datasets, owned by the admin', async () => {
    expect(first.dashboards?.created).toHaveLength(3);
    expect(examplesSummary(first)).toMatch(
      /^Examples ready: 6 datasets, 3 dashboards \(imported in \d+ ms\)\.$/,
    );
    const db = server.ctx.db;
    const dashboards = await db.selectFrom('dashboards').selectAll().orderBy('dashboard_title').execute();
    expect(dashboards.map((d) => d.dashboard_title)).toEqual(TITLES);
    // The examples database and datasets were reused, not duplicated.
    expect((await counts()).dbs).toBe(1);
    expect((await counts()).tables).toBe(Object.keys(first.registered.datasetIds).length);
    const datasetIds = new Set(Object.values(first.registered.datasetIds));
    const charts = await db.selectFrom('slices').selectAll().execute();
    expect(charts.length).toBeGreaterThanOrEqual(24);
    for (const c of charts) expect(datasetIds).toContain(c.datasource_id);
    const owners = db.selectFrom('dashboard_user').innerJoin('ab_user', 'ab_user.id', 'user_id');
    expect(await owners.select('username').distinct().execute()).toEqual([{ username: 'admin' }]);
    const sales = dashboards.find((d) => d.dashboard_title === 'Sales Overview')!;
    const metadata = JSON.parse(sales.json_metadata!) as Json;
    expect(metadata.cross_filters_enabled).toBe(true);
    expect(metadata.native_filter_configuration.map((f: Json) => f.filterType)).toEqual(
      expect.arrayContaining(['filter_select', 'filter_time']),
    );
    expect(Object.keys(metadata.chart_configuration).length).toBeGreaterThan(0);
  });

  it('gives the example datasets their schema and the admin as owner, as the Datasets list shows', async () => {
    const columns = ['table_name', 'schema', 'owners.first_name', 'owners.id', 'owners.last_name'];
    const q = encodeURIComponent(`(columns:!(${columns.map((c) => `'${c}'`).join(',')}),page_size:100)`);
    const res = await server.app.inject({ url: `/api/v1/dataset/?q=${q}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { result: Json[] }).result;
    const adminId = (
      await server.ctx.db
        .selectFrom('ab_user')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    expect(rows.map((r) => r.table_name).sort()).toEqual(EXAMPLE_DATASETS.map((d) => d.table_name).sort());
    for (const row of rows) {
      expect(row.schema, row.table_name).toBe('main');
      expect(row.owners, row.table_name).toEqual([expect.objectContaining({ id: adminId })]);
    }
  });

  it("answers every chart's data with rows, its query built by the chart's plugin", async () => {
    const answers = await chartRows(server, admin);
    expect(answers.length).toBeGreaterThanOrEqual(24);
    for (const a of answers) {
      expect(a.status, `${a.name}: ${a.body}`).toBe(200);
      expect(a.rowcount, a.name).toBeGreaterThan(0);
    }
  });

  it('changes nothing on a second run, and keeps what users edited', async () => {
    const db = server.ctx.db;
    await db
      .updateTable('dashboards')
      .set({ dashboard_title: 'My Sales' })
      .where('slug', '=', 'sales-overview')
      .execute();
    const before = await counts();
    const second = await loadExamples(server.ctx, { flightsRows: 500 });
    expect(second.dashboards).toMatchObject({ created: [], kept: 3 });
    expect(examplesSummary(second)).toBe('Examples ready: 6 datasets, 3 dashboards.');
    expect(await counts()).toEqual(before);
    const titles = await db.selectFrom('dashboards').select('dashboard_title').execute();
    expect(titles.map((t) => t.dashboard_title)).toContain('My Sales');
  });

  it('brings back an example dashboard that was deleted', async () => {
    const db = server.ctx.db;
    const health = await db
      .selectFrom('dashboards')
      .select('id')
      .where('slug', '=', 'world-health')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('dashboard_slices').where('dashboard_id', '=', health.id).execute();
    await db.deleteFrom('dashboard_user').where('dashboard_id', '=', health.id).execute();
    await db.deleteFrom('dashboards').where('id', '=', health.id).execute();
    const slices = (await counts()).slices;
    const again = await loadExamples(server.ctx, { flightsRows: 500 });
    expect(again.dashboards).toMatchObject({ created: [expect.any(Number)], kept: 2 });
    // Its charts were still there: linked again, not copied.
    expect((await counts()).slices).toBe(slices);
  });

  it('names the schema and owner of examples registered before them, and keeps owners users chose', async () => {
    const db = server.ctx.db;
    const ids = first.registered.datasetIds;
    const gamma = await userSession(server, 'examples_owner', ['Gamma']);
    // A store from before: no schema and no owner on flights; birth_names given to another user.
    await db.updateTable('tables').set({ schema: null }).where('id', 'in', Object.values(ids)).execute();
    await db.deleteFrom('sqlatable_user').where('table_id', 'in', [ids.flights!, ids.birth_names!]).execute();
    await db.insertInto('sqlatable_user').values({ table_id: ids.birth_names!, user_id: gamma.id }).execute();
    await loadExamples(server.ctx, { flightsRows: 500 });
    const tables = await db.selectFrom('tables').select(['id', 'schema']).execute();
    for (const t of tables) expect(t.schema).toBe('main');
    const ownersOf = async (id: number) =>
      (await db.selectFrom('sqlatable_user').select('user_id').where('table_id', '=', id).execute()).map(
        (o) => o.user_id,
      );
    const adminId = (await ownersOf(ids.cleaned_sales_data!))[0];
    expect(await ownersOf(ids.flights!)).toEqual([adminId]);
    expect(await ownersOf(ids.birth_names!)).toEqual([gamma.id]);
    // Nothing more on another run.
    const links = await db.selectFrom('sqlatable_user').selectAll().orderBy('id').execute();
    await loadExamples(server.ctx, { flightsRows: 500 });
    expect(await db.selectFrom('sqlatable_user').selectAll().orderBy('id').execute()).toEqual(links);
  });

  it('loads only the data while no admin exists to own the dashboards', async () => {
    const db = server.ctx.db;
    await db.updateTable('ab_user').set({ active: 0 }).execute();
    try {
      const r = await loadExamples(server.ctx, { flightsRows: 500 });
      expect(r.dashboards).toBeNull();
      expect(examplesSummary(r)).toMatch(/no admin yet/);
    } finally {
      await db.updateTable('ab_user').set({ active: 1 }).execute();
    }
  });
});
