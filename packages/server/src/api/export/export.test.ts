import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../bundles/test-support/export.js';
import { parseBundleYaml } from '../../bundles/yaml.js';
import { corpusZip } from '../../bundles/test-support/corpus.js';
import { sealUri } from '../../datasources/database-uri.js';
import { insertDatabaseRow, NEW_DATABASE_DEFAULTS } from '../../meta/repositories/database.js';
import { insertSavedQuery } from '../../meta/repositories/saved-query.js';
import { nowIso } from '../../meta/time.js';
import { startExamplesServer, userSession, type Session } from '../../test-support/app.js';
import { multipartBody } from '../import/test-support/multipart.js';

const SECRET = 's3cret-Pa55word';
let env: Awaited<ReturnType<typeof startExamplesServer>>;
let gamma: Session & { id: number };
let dashboardIds: number[];
let chartId: number;
let warehouseId: number;
let queryId: number;

const get = (url: string, session: Session = env.admin) =>
  env.server.app.inject({ url, headers: session.headers });

/** Every file of the ZIP as text, so secrets can be looked for anywhere in it. */
const allText = (bytes: Uint8Array) =>
  Object.values(unzipSync(bytes))
    .map((b) => new TextDecoder().decode(b))
    .join('\n');

beforeAll(async () => {
  env = await startExamplesServer(200);
  gamma = await userSession(env.server, 'gina', ['Gamma']);
  const body = multipartBody({}, { field: 'formData', filename: 'bundle.zip', data: corpusZip() });
  const imported = await env.server.app.inject({
    method: 'POST',
    url: '/api/v1/dashboard/import/',
    headers: { ...env.admin.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  if (imported.statusCode !== 200) throw new Error(imported.body);
  const db = env.server.ctx.db;
  dashboardIds = (await db.selectFrom('dashboards').select('id').orderBy('id').execute()).map((d) => d.id);
  chartId = (await db.selectFrom('slices').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const now = nowIso();
  const sealed = sealUri(
    `postgresql://analyst:${SECRET}@warehouse.example.com:5432/sales`,
    env.server.ctx.connections.secrets,
    null,
  );
  warehouseId = await insertDatabaseRow(db, {
    ...NEW_DATABASE_DEFAULTS,
    ...sealed,
    database_name: 'Sales Warehouse',
    extra: JSON.stringify({ schemas_allowed_for_file_upload: ['uploads'] }),
    encrypted_extra: JSON.stringify({ credentials: 'very-private' }),
    uuid: randomUUID(),
    created_on: now,
    changed_on: now,
    created_by_fk: null,
    changed_by_fk: null,
  });
  const admin = await db
    .selectFrom('ab_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  queryId = await insertSavedQuery(db, {
    user_id: admin.id,
    db_id: warehouseId,
    label: 'Top customers / 2026',
    schema: 'public',
    sql: 'SELECT 1',
    created_by_fk: admin.id,
    changed_by_fk: admin.id,
  });
}, 180_000);
afterAll(() => env?.server.close());

describe('GET /api/v1/{resource}/export/', () => {
  it('answers a ZIP attachment with one root folder, metadata first, and the dashboards with their dependencies', async () => {
    const res = await get(`/api/v1/dashboard/export/?q=!(${dashboardIds.join(',')})&token=abc_1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const disposition = String(res.headers['content-disposition']);
    const match = /^attachment; filename=(dashboard_export_\d{8}T\d{6})\.zip$/.exec(disposition);
    expect(match, disposition).not.toBeNull();
    expect(res.cookies.find((c) => c.name === 'abc_1')?.value).toBe('done');
    const bytes = res.rawPayload;
    const names = Object.keys(unzipSync(bytes));
    expect(names[0]).toBe(`${match![1]}/metadata.yaml`);
    expect(names.every((n) => n.startsWith(`${match![1]}/`))).toBe(true);
    const files = readExport(bytes);
    expect(files.get('metadata.yaml')).toMatchObject({ version: '1.0.0', type: 'Dashboard' });
    expect(String(files.get('metadata.yaml')!.timestamp)).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+\+00:00$/);
    const titles = await env.server.ctx.db
      .selectFrom('dashboards')
      .select(['id', 'dashboard_title'])
      .execute();
    expect([...files.keys()].filter((f) => f.startsWith('dashboards/')).sort()).toEqual(
      titles.map((d) => `dashboards/${d.dashboard_title!.replaceAll(' ', '_')}_${d.id}.yaml`).sort(),
    );
    expect(files.get('databases/examples.yaml')).toMatchObject({ database_name: 'examples' });
  });

  it('exports a chart with its dataset and database, and a dataset with its database', async () => {
    const chart = readExport((await get(`/api/v1/chart/export/?q=!(${chartId})`)).rawPayload);
    const kinds = [...chart.keys()].map((f) => f.split('/')[0]).sort();
    expect(kinds).toEqual(['charts', 'databases', 'datasets', 'metadata.yaml']);
    expect(chart.get('metadata.yaml')!.type).toBe('Slice');
    const [config] = [...chart].filter(([f]) => f.startsWith('charts/')).map(([, c]) => c);
    expect(typeof config!.params).toBe('object');
    const datasetRes = await get(`/api/v1/dataset/export/?q=!(${env.salesId})`);
    const dataset = readExport(datasetRes.rawPayload);
    expect([...dataset.keys()].sort()).toEqual([
      'databases/examples.yaml',
      `datasets/examples/cleaned_sales_data_${env.salesId}.yaml`,
      'metadata.yaml',
    ]);
    expect(dataset.get('metadata.yaml')!.type).toBe('SqlaTable');
    // A database brings the datasets on it, named without their ids as Superset's database export does.
    const database = readExport((await get(`/api/v1/database/export/?q=!(${env.examplesDbId})`)).rawPayload);
    expect([...database.keys()]).toContain('datasets/examples/cleaned_sales_data.yaml');
    expect(database.get('datasets/examples/cleaned_sales_data.yaml')!.database_uuid).toBe(
      database.get('databases/examples.yaml')!.uuid,
    );
  });

  it('masks the database password and never writes it, nor the encrypted extra, in any export', async () => {
    const res = await get(`/api/v1/database/export/?q=!(${warehouseId})`);
    expect(res.statusCode, res.body).toBe(200);
    const files = readExport(res.rawPayload);
    const database = files.get('databases/Sales_Warehouse.yaml')!;
    expect(files.get('metadata.yaml')!.type).toBe('Database');
    expect(database.sqlalchemy_uri).toBe('postgresql://analyst:XXXXXXXXXX@warehouse.example.com:5432/sales');
    expect(database).not.toHaveProperty('password');
    expect(database).not.toHaveProperty('encrypted_extra');
    expect(database.allow_csv_upload).toBe(false);
    expect(database.extra).toEqual({ schemas_allowed_for_csv_upload: ['uploads'] });
    for (const url of ['/api/v1/database/export/?q=!(' + warehouseId + ')', '/api/v1/assets/export/']) {
      const text = allText((await get(url)).rawPayload);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('very-private');
    }
  });

  it('exports a saved query under queries/<database>/<schema>/ with its database', async () => {
    const res = await get(`/api/v1/saved_query/export/?q=!(${queryId})`);
    expect(res.statusCode, res.body).toBe(200);
    const files = readExport(res.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      'databases/Sales_Warehouse.yaml',
      'metadata.yaml',
      'queries/Sales_Warehouse/public/Top_customers_2026.yaml',
    ]);
    expect(files.get('queries/Sales_Warehouse/public/Top_customers_2026.yaml')).toMatchObject({
      label: 'Top customers / 2026',
      sql: 'SELECT 1',
      version: '1.0.0',
    });
  });

  it('exports everything through /api/v1/assets/export/ for admins only', async () => {
    const res = await get('/api/v1/assets/export/');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/filename=assets_export_\d{8}T\d{6}\.zip$/);
    const files = readExport(res.rawPayload);
    expect(files.get('metadata.yaml')!.type).toBe('assets');
    const count = (folder: string) => [...files.keys()].filter((f) => f.startsWith(`${folder}/`)).length;
    expect([count('dashboards'), count('charts'), count('databases'), count('queries')]).toEqual([
      3, 25, 2, 1,
    ]);
    expect((await get('/api/v1/assets/export/', gamma)).statusCode).toBe(403);
  });

  it('answers 404 for unknown ids and for objects the user may not see', async () => {
    for (const url of [
      `/api/v1/dashboard/export/?q=!(${dashboardIds[0]},999999)`,
      '/api/v1/chart/export/?q=!(999999)',
      '/api/v1/saved_query/export/?q=!(999999)',
    ]) {
      const res = await get(url);
      expect([res.statusCode, res.json()], url).toEqual([404, { message: 'Not found' }]);
    }
    // Gamma reads no example data: the dashboards and charts on it are hidden, and the admin's query.
    for (const url of [
      `/api/v1/dashboard/export/?q=!(${dashboardIds[0]})`,
      `/api/v1/chart/export/?q=!(${chartId})`,
    ]) {
      const res = await get(url, gamma);
      expect([res.statusCode, res.json()], url).toEqual([404, { message: 'Not found' }]);
    }
    // Another SQL Lab user's saved query is not theirs to see.
    const analyst = await userSession(env.server, 'sam', ['sql_lab']);
    const other = await get(`/api/v1/saved_query/export/?q=!(${queryId})`, analyst);
    expect([other.statusCode, other.json()]).toEqual([404, { message: 'Not found' }]);
  });

  it('exports a dashboard in the example-bundle layout', async () => {
    const db = env.server.ctx.db;
    const sales = await db
      .selectFrom('dashboards')
      .selectAll()
      .where('dashboard_title', '=', 'Sales Dashboard')
      .executeTakeFirstOrThrow();
    const res = await get(`/api/v1/dashboard/${sales.id}/export_as_example/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=dashboard_${sales.id}_example.zip`);
    const entries = unzipSync(res.rawPayload);
    const names = Object.keys(entries).sort();
    expect(names.filter((n) => !n.startsWith('charts/'))).toEqual(['dashboard.yaml', 'dataset.yaml']);
    expect(names.filter((n) => n.startsWith('charts/'))).toHaveLength(10);
    expect(names).toContain('charts/Total_Revenue.yaml');
    const text = (name: string) => new TextDecoder().decode(entries[name]);
    expect(text('dashboard.yaml').startsWith('# Licensed to the Apache Software Foundation')).toBe(true);
    const dashboard = parseBundleYaml('dashboard.yaml', text('dashboard.yaml')) as Record<string, any>;
    const chartUuids = new Set((await db.selectFrom('slices').select('uuid').execute()).map((c) => c.uuid));
    const config = dashboard.metadata.chart_configuration as Record<string, any>;
    expect(Object.keys(config).length).toBeGreaterThan(0);
    for (const [key, entry] of Object.entries(config)) {
      expect(chartUuids.has(key)).toBe(true);
      expect(entry.id).toBe(key);
    }
    const dataset = parseBundleYaml('dataset.yaml', text('dataset.yaml')) as Record<string, any>;
    expect(dataset).toMatchObject({
      table_name: 'cleaned_sales_data',
      data_file: null,
      database_uuid: 'a2dc77af-e654-49bb-b321-40f6b559a1ee',
    });
    expect((await get('/api/v1/dashboard/999999/export_as_example/')).statusCode).toBe(404);
    expect((await get(`/api/v1/dashboard/${sales.id}/export_as_example/`, gamma)).statusCode).toBe(404);
  });

  it('refuses with 403 a chart the user owns but whose dataset they may not read', async () => {
    await env.server.ctx.db
      .insertInto('slice_user')
      .values({ slice_id: chartId, user_id: gamma.id })
      .execute();
    const res = await get(`/api/v1/chart/export/?q=!(${chartId})`, gamma);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^You do not have access to the dataset /) });
    await env.server.ctx.db.deleteFrom('slice_user').where('user_id', '=', gamma.id).execute();
  });

  it('answers 400 naming q for a bad or missing id list', async () => {
    for (const q of ['!(1', '(a:1)', '!()', "!('x')"]) {
      const res = await get(`/api/v1/dashboard/export/?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(400);
      expect(JSON.stringify(res.json()), q).toContain('q');
    }
    expect((await get('/api/v1/chart/export/')).statusCode).toBe(400);
  });

  it('answers 403 without can_export on the resource', async () => {
    for (const resource of ['database', 'dataset', 'saved_query']) {
      const res = await get(`/api/v1/${resource}/export/?q=!(1)`, gamma);
      expect(res.statusCode, resource).toBe(403);
    }
  });
});
