import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessDenied } from '../../domain-errors.js';
import {
  ensurePermissionView,
  ensureRole,
  grant,
  rolePermissions,
} from '../../meta/repositories/security.js';
import { datasourcePerm } from '../../security/access/dataset.js';
import { createUser, findUserById } from '../../meta/repositories/user.js';
import type { AuthUser } from '../../security/auth.js';
import type { BuiltApp } from '../../app.js';
import { startExamplesServer, startTestServer, type TestServer } from '../../test-support/app.js';
import { readBundle, type BundleContents } from '../contents.js';
import { BundleInvalid } from '../errors.js';
import { corpusZip } from '../test-support/corpus.js';
import { importBundle } from './run.js';
import type { LoadRequest } from '../configs/load.js';

const DASHBOARD_FILES = [
  'dashboards/COVID_Vaccine_Dashboard.yaml',
  'dashboards/Sales_Dashboard.yaml',
  'dashboards/Video_Game_Sales.yaml',
];
const DATABASE_FILE = 'databases/examples.yaml';
const COVID_DATASET = '974b7a1c-22ea-49cb-9214-97b7dbd511e0';
const SALES_DASHBOARD = '04f79081-fb49-7bac-7f14-cc76cd2ad93b';
const SALES_PIE = '08aff161-f60c-4cb3-a225-dc9b1140d2e3';

const corpus = (): BundleContents => readBundle({ filename: 'bundle.zip', data: corpusZip() });
const request = (over: Partial<LoadRequest> = {}): LoadRequest => ({
  command: 'dashboard',
  overwrite: false,
  passwords: {},
  ...over,
});

/** The corpus with each file's text passed through `edit`. */
function edited(edit: (file: string, text: string) => string): BundleContents {
  return new Map([...corpus()].map(([file, text]) => [file, edit(file, text)]));
}

async function authUser(server: BuiltApp, id: number): Promise<AuthUser> {
  const row = (await findUserById(server.ctx.db, id))!;
  const { username, first_name, last_name, email } = row;
  return { id, username, first_name, last_name, email, roles: await rolePermissions(server.ctx.db, id) };
}

async function userWithRoles(server: BuiltApp, username: string, roles: string[]): Promise<AuthUser> {
  const id = await createUser(server.ctx.db, {
    username,
    first_name: username,
    last_name: 'Tester',
    email: `${username}@example.com`,
    passwordHash: 'x',
    roles,
  });
  return authUser(server, id);
}

const adminOf = async (server: BuiltApp) => {
  const row = await server.ctx.db
    .selectFrom('ab_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return authUser(server, row.id);
};

const TABLES = [
  'dbs',
  'tables',
  'table_columns',
  'sql_metrics',
  'sqlatable_user',
  'slices',
  'slice_user',
  'dashboards',
  'dashboard_slices',
  'dashboard_user',
  'ab_view_menu',
] as const;

/** Rows per table, to show what an import wrote or did not. */
async function counts(server: BuiltApp): Promise<Record<(typeof TABLES)[number], number>> {
  const db = server.ctx.db;
  const out = {} as Record<(typeof TABLES)[number], number>;
  for (const table of TABLES)
    out[table] = Number(
      (await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    );
  return out;
}

async function refusal(run: () => Promise<unknown>): Promise<BundleInvalid> {
  const err = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BundleInvalid);
  return err as BundleInvalid;
}

describe('importBundle on the examples server (database and datasets already there by uuid)', () => {
  let env: Awaited<ReturnType<typeof startExamplesServer>>;
  let admin: AuthUser;
  beforeAll(async () => {
    env = await startExamplesServer(200);
    admin = await adminOf(env.server);
  }, 180_000);
  afterAll(() => env?.server.close());

  const datasetIds = async () =>
    new Map(
      (await env.server.ctx.db.selectFrom('tables').select(['uuid', 'id']).execute()).map((r) => [
        r.uuid,
        r.id,
      ]),
    );

  it('imports the three dashboards and their 25 charts, reusing the stored database and datasets', async () => {
    const before = await counts(env.server);
    const summary = await importBundle(env.server.ctx, admin, corpus(), request());
    expect(summary.dashboard.created).toHaveLength(3);
    expect(summary.chart.created).toHaveLength(25);
    expect(summary.dataset).toEqual({ created: [], updated: [] });
    expect(summary.database).toEqual({ created: [], updated: [] });
    const after = await counts(env.server);
    expect(after.slices - before.slices).toBe(25);
    expect(after.dashboards - before.dashboards).toBe(3);
    expect(after.tables).toBe(before.tables);
  });

  it('points each chart at its dataset, without the exporter ids', async () => {
    const db = env.server.ctx.db;
    const charts = await db.selectFrom('slices').selectAll().execute();
    const datasets = await datasetIds();
    expect(charts).toHaveLength(25);
    for (const chart of charts) {
      const params = JSON.parse(chart.params!) as Record<string, unknown>;
      expect(chart.datasource_type).toBe('table');
      expect([...datasets.values()]).toContain(chart.datasource_id);
      expect(params.datasource).toBe(`${chart.datasource_id}__table`);
      expect(params).not.toHaveProperty('slice_id');
      expect(params).not.toHaveProperty('dashboards');
    }
    const owners = await db.selectFrom('slice_user').select('user_id').distinct().execute();
    expect(owners).toEqual([{ user_id: admin.id }]);
  });

  it('places the new chart ids in each layout, links them, and names native filter datasets by id', async () => {
    const db = env.server.ctx.db;
    const chartIds = new Map(
      (await db.selectFrom('slices').select(['uuid', 'id']).execute()).map((r) => [r.uuid, r.id]),
    );
    for (const dashboard of await db.selectFrom('dashboards').selectAll().execute()) {
      const nodes = Object.values(JSON.parse(dashboard.position_json!) as Record<string, any>).filter(
        (n) => n?.type === 'CHART',
      );
      for (const node of nodes) expect(node.meta.chartId).toBe(chartIds.get(node.meta.uuid));
      const linked = await db
        .selectFrom('dashboard_slices')
        .select('slice_id')
        .where('dashboard_id', '=', dashboard.id)
        .execute();
      expect(linked.map((l) => l.slice_id).sort()).toEqual(nodes.map((n) => n.meta.chartId).sort());
      const metadata = JSON.parse(dashboard.json_metadata!) as Record<string, any>;
      for (const filter of metadata.native_filter_configuration ?? [])
        for (const target of filter.targets) expect(target).not.toHaveProperty('datasetUuid');
    }
    const covid = await db
      .selectFrom('dashboards')
      .select('json_metadata')
      .where('uuid', '=', 'f4065089-110a-41fa-8dd7-9ce98a65e250')
      .executeTakeFirstOrThrow();
    const covidFilters = (JSON.parse(covid.json_metadata!) as Record<string, any>)
      .native_filter_configuration;
    expect(covidFilters.map((f: any) => f.targets[0].datasetId)).toEqual(
      Array(3).fill((await datasetIds()).get(COVID_DATASET)),
    );
    const sales = await db
      .selectFrom('dashboards')
      .select('json_metadata')
      .where('uuid', '=', SALES_DASHBOARD)
      .executeTakeFirstOrThrow();
    const config = (JSON.parse(sales.json_metadata!) as Record<string, any>).chart_configuration;
    const pieId = chartIds.get(SALES_PIE)!;
    expect(config[String(pieId)].id).toBe(pieId);
  });

  it('refuses a second import without overwrite, naming the three dashboards, and writes nothing', async () => {
    const before = await counts(env.server);
    const err = await refusal(() => importBundle(env.server.ctx, admin, corpus(), request()));
    expect(err.status).toBe(422);
    expect(Object.keys(err.messages).sort()).toEqual(DASHBOARD_FILES);
    expect(await counts(env.server)).toEqual(before);
  });

  it('overwrites the dashboards in place with overwrite', async () => {
    const db = env.server.ctx.db;
    const ids = (await db.selectFrom('dashboards').select('id').orderBy('id').execute()).map((r) => r.id);
    const before = await counts(env.server);
    const renamed = edited((file, text) =>
      file === 'dashboards/Sales_Dashboard.yaml'
        ? text.replace(/^dashboard_title: .*$/m, 'dashboard_title: Sales again')
        : text,
    );
    const summary = await importBundle(env.server.ctx, admin, renamed, request({ overwrite: true }));
    expect(summary.dashboard.created).toEqual([]);
    expect([...summary.dashboard.updated].sort()).toEqual(ids);
    expect(summary.chart).toEqual({ created: [], updated: [] });
    expect(await counts(env.server)).toEqual(before);
    const sales = await db
      .selectFrom('dashboards')
      .select('dashboard_title')
      .where('uuid', '=', SALES_DASHBOARD)
      .executeTakeFirstOrThrow();
    expect(sales.dashboard_title).toBe('Sales again');
  });

  it('refuses to let a user who owns none of them overwrite the dashboards', async () => {
    const alpha = await userWithRoles(env.server, 'alfie', ['Alpha']);
    const before = await counts(env.server);
    const err = await importBundle(env.server.ctx, alpha, corpus(), request({ overwrite: true })).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AccessDenied);
    expect((err as Error).message).toBe(
      "A dashboard already exists and user doesn't have permissions to overwrite it",
    );
    expect(await counts(env.server)).toEqual(before);
  });
  it('refuses to reuse a stored dataset the user may not read', async () => {
    const gamma = await userWithRoles(env.server, 'gina', ['Gamma']);
    const before = await counts(env.server);
    const err = await importBundle(
      env.server.ctx,
      gamma,
      corpus(),
      request({ command: 'chart', overwrite: true }),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AccessDenied);
    expect((err as AccessDenied).body).toMatchObject({
      errors: [{ error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR' }],
    });
    expect(await counts(env.server)).toEqual(before);
  });

  it('refuses a new chart on a stored dataset the user may not read', async () => {
    const gamma = await userWithRoles(env.server, 'gus', ['Gamma']);
    const file = 'charts/Sales Dashboard/Total_Revenue.yaml';
    const chart = corpus()
      .get(file)!
      .replace(/^uuid: .*$/m, 'uuid: 55555555-5555-5555-5555-555555555555');
    const contents = new Map([
      ['metadata.yaml', 'version: 1.0.0\n'],
      [file, chart],
    ]);
    const before = await counts(env.server);
    const err = await importBundle(env.server.ctx, gamma, contents, request({ command: 'chart' })).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AccessDenied);
    expect((err as AccessDenied).body).toMatchObject({
      errors: [{ error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR' }],
    });
    expect(await counts(env.server)).toEqual(before);
  });

  /** A bundle of one new virtual dataset on the examples database with `sql`. */
  const virtualDataset = (sql: string): BundleContents => {
    const file = 'datasets/examples/cleaned_sales_data.yaml';
    const text = corpus()
      .get(file)!
      .replace(/^uuid: .*$/m, 'uuid: 66666666-6666-6666-6666-666666666666')
      .replace(/^table_name: .*$/m, 'table_name: sales_view')
      .replace(/^sql: .*$/m, `sql: ${JSON.stringify(sql)}`);
    return new Map([
      ['metadata.yaml', 'version: 1.0.0\n'],
      ['datasets/examples/sales_view.yaml', text],
    ]);
  };

  it('holds a virtual dataset to the rules of a typed one: one SELECT, reading only what the user may', async () => {
    const before = await counts(env.server);
    const notSelect = await refusal(() =>
      importBundle(
        env.server.ctx,
        admin,
        virtualDataset('DROP TABLE cleaned_sales_data'),
        request({ command: 'dataset' }),
      ),
    );
    expect(Object.keys(notSelect.messages)).toEqual(['datasets/examples/sales_view.yaml']);
    // Write access to datasets and a grant on one table do not reach another through SQL.
    const db = env.server.ctx.db;
    const roleId = await ensureRole(db, 'sales_writer');
    const salesId = (await datasetIds()).get('e8623bb9-5e00-f531-506a-19607f5f8005')!;
    for (const [permission, view] of [
      ['can_write', 'Dataset'],
      ['datasource_access', datasourcePerm('examples', { id: salesId, table_name: 'cleaned_sales_data' })],
    ] as const)
      await grant(db, roleId, await ensurePermissionView(db, permission, view));
    const writer = await userWithRoles(env.server, 'sam', ['Gamma', 'sales_writer']);
    const err = await importBundle(
      env.server.ctx,
      writer,
      virtualDataset('SELECT * FROM video_game_sales'),
      request({ command: 'dataset' }),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AccessDenied);
    expect(await counts(env.server)).toEqual(before);
  });

  it('overwrites the datasets in place with the dataset command, their columns those of the files', async () => {
    const db = env.server.ctx.db;
    const before = await datasetIds();
    const dropped = edited((file, text) =>
      file === 'datasets/examples/covid_vaccines.yaml'
        ? text.replace(/^- column_name: country_name$/m, '- column_name: nation')
        : text,
    );
    const summary = await importBundle(
      env.server.ctx,
      admin,
      dropped,
      request({ command: 'dataset', overwrite: true }),
    );
    expect(summary.dataset.created).toEqual([]);
    expect(summary.dataset.updated).toHaveLength(4);
    expect(await datasetIds()).toEqual(before);
    const covidId = before.get(COVID_DATASET)!;
    const names = (
      await db.selectFrom('table_columns').select('column_name').where('table_id', '=', covidId).execute()
    ).map((c) => c.column_name);
    expect(names).toContain('nation');
    expect(names).not.toContain('country_name');
  });
});

describe('importBundle on an empty server', () => {
  let server: TestServer;
  let admin: AuthUser;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await adminOf(server);
  }, 60_000);
  afterAll(() => server?.close());

  const inMemory = (file: string, text: string) =>
    file === DATABASE_FILE
      ? text.replace(/^sqlalchemy_uri: .*$/m, "sqlalchemy_uri: 'duckdb:///:memory:'")
      : text;

  it('refuses a file database and writes nothing', async () => {
    const before = await counts(server);
    const err = await refusal(() => importBundle(server.ctx, admin, corpus(), request()));
    expect(err.messages[DATABASE_FILE]).toEqual({
      sqlalchemy_uri: ['DuckDB cannot be used as a data source for security reasons.'],
    });
    expect(await counts(server)).toEqual(before);
  });

  it('writes nothing when the last dashboard is refused after everything else was written', async () => {
    const before = await counts(server);
    const clash = edited((file, text) =>
      file.startsWith('dashboards/') ? text.replace(/^slug: null$/m, 'slug: same') : inMemory(file, text),
    );
    const err = await refusal(() => importBundle(server.ctx, admin, clash, request()));
    expect(err.status).toBe(422);
    const [file, message] = Object.entries(err.messages)[0]!;
    expect(DASHBOARD_FILES).toContain(file);
    expect(message).toEqual({ slug: ['A dashboard with the slug "same" already exists'] });
    expect(await counts(server)).toEqual(before);
  });

  it('creates the database, the datasets the charts use with their columns, and the charts on them', async () => {
    const summary = await importBundle(server.ctx, admin, edited(inMemory), request());
    expect(summary.database.created).toHaveLength(1);
    expect(summary.dataset.created).toHaveLength(3);
    expect(summary.chart.created).toHaveLength(25);
    expect(summary.dashboard.created).toHaveLength(3);
    const db = server.ctx.db;
    const dbRow = await db.selectFrom('dbs').selectAll().executeTakeFirstOrThrow();
    expect(dbRow.uuid).toBe('a2dc77af-e654-49bb-b321-40f6b559a1ee');
    expect(dbRow.sqlalchemy_uri).toBe('duckdb:///:memory:');
    const covid = await db
      .selectFrom('tables')
      .selectAll()
      .where('uuid', '=', COVID_DATASET)
      .executeTakeFirstOrThrow();
    expect(covid.database_id).toBe(dbRow.id);
    const columns = await db
      .selectFrom('table_columns')
      .select('column_name')
      .where('table_id', '=', covid.id)
      .execute();
    expect(columns.length).toBeGreaterThan(5);
    const owners = await db
      .selectFrom('sqlatable_user')
      .select('user_id')
      .where('table_id', '=', covid.id)
      .execute();
    expect(owners).toEqual([{ user_id: admin.id }]);
    const onCovid = await db
      .selectFrom('slices')
      .select(['params'])
      .where('datasource_id', '=', covid.id)
      .execute();
    expect(onCovid).toHaveLength(7);
    for (const chart of onCovid) expect(JSON.parse(chart.params!).datasource).toBe(`${covid.id}__table`);
  });

  it('creates a saved query on the stored database, with the uuid from its file', async () => {
    const query = [
      'label: Top names',
      'sql: SELECT 1',
      'schema: null',
      'uuid: 44444444-4444-4444-4444-444444444444',
      'database_uuid: a2dc77af-e654-49bb-b321-40f6b559a1ee',
      'version: 1.0.0',
    ].join('\n');
    const contents = new Map([
      ['metadata.yaml', 'version: 1.0.0\ntype: SavedQuery\n'],
      ['queries/examples/Top_names.yaml', query],
    ]);
    const summary = await importBundle(server.ctx, admin, contents, request({ command: 'saved_query' }));
    expect(summary.saved_query.created).toHaveLength(1);
    expect(summary.database).toEqual({ created: [], updated: [] });
    const row = await server.ctx.db.selectFrom('saved_query').selectAll().executeTakeFirstOrThrow();
    const dbRow = await server.ctx.db.selectFrom('dbs').select('id').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      uuid: '44444444-4444-4444-4444-444444444444',
      db_id: dbRow.id,
      user_id: admin.id,
      label: 'Top names',
    });
  });
});
