/**
 * Files older (and newer) Superset versions wrote, from the corpus's `upstream/` copies of
 * apache/superset's examples: an older export of the Sales Dashboard imported over the stored one,
 * the legacy Video Game Sales (CRLF, filter box, `filter_scopes`/`default_filters`), the per-example
 * layout with its URI placeholder, and chart params / query_context written as text or as objects.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../security/auth.js';
import { startExamplesServer } from '../../test-support/app.js';
import { actingUser } from '../cli/acting-user.js';
import { readBundle, type BundleContents } from '../contents.js';
import { BundleInvalid } from '../errors.js';
import { CORPUS_DIR, corpusZip } from '../test-support/corpus.js';
import { rewriteMetadata } from './dashboard-refs.js';
import { importBundle } from './run.js';

const UPSTREAM = path.join(CORPUS_DIR, 'upstream/superset/examples');
const upstream = (file: string) => fs.readFileSync(path.join(UPSTREAM, file), 'utf8');

const SALES_DASHBOARD = '04f79081-fb49-7bac-7f14-cc76cd2ad93b';
const VIDEO_GAME_SALES = 'c7bc10f4-6a2d-7569-caae-bbc91864ee11';
const VIDEO_GAME_DATASET = '53d47c0c-c03d-47f0-b9ac-81225f808283';
/** The charts legacy Video Game Sales places that the corpus does not have. */
const MISSING = {
  overTime: '0f8976aa-7bb4-40c7-860b-64445a51aaaf',
  filterBox: 'fd9ce7ec-ae08-4f71-93e0-7c26b132b2e6',
  consoles: '83b0e2d0-d38b-d980-ed8e-e1c9846361b6',
};

/** The corpus bundle without its dashboards, plus `extra` files. */
function corpusWith(extra: Record<string, string>): BundleContents {
  const contents = readBundle({ filename: 'bundle.zip', data: corpusZip() });
  for (const file of [...contents.keys()]) if (file.startsWith('dashboards/')) contents.delete(file);
  for (const [file, text] of Object.entries(extra)) contents.set(file, text);
  return contents;
}

const dashboardImport = (overwrite: boolean) => ({ command: 'dashboard' as const, overwrite, passwords: {} });

type Json = Record<string, any>;

describe('importing files written by older and newer Superset versions', () => {
  let env: Awaited<ReturnType<typeof startExamplesServer>>;
  let admin: AuthUser;
  beforeAll(async () => {
    env = await startExamplesServer(200);
    admin = await actingUser(env.server.ctx.db, 'admin');
    const corpus = readBundle({ filename: 'bundle.zip', data: corpusZip() });
    await importBundle(env.server.ctx, admin, corpus, dashboardImport(false));
  }, 180_000);
  afterAll(() => env?.server.close());

  const db = () => env.server.ctx.db;
  const dashboard = (uuid: string) =>
    db().selectFrom('dashboards').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
  const chartIds = async () =>
    new Map((await db().selectFrom('slices').select(['uuid', 'id']).execute()).map((r) => [r.uuid, r.id]));
  const datasetId = async (uuid: string) =>
    (await db().selectFrom('tables').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).id;
  const linked = async (id: number) =>
    (await db().selectFrom('dashboard_slices').select('slice_id').where('dashboard_id', '=', id).execute())
      .map((r) => r.slice_id)
      .sort((a, b) => a - b);
  const layoutNodes = (row: { position_json: string | null }, type: string): Json[] =>
    Object.values(JSON.parse(row.position_json!) as Json).filter((n: Json) => n?.type === type);
  const counts = async () => ({
    slices: (await db().selectFrom('slices').select('id').execute()).length,
    dashboards: (await db().selectFrom('dashboards').select('id').execute()).length,
    links: (await db().selectFrom('dashboard_slices').select('slice_id').execute()).length,
  });

  async function refusal(contents: BundleContents): Promise<BundleInvalid> {
    const err = await importBundle(env.server.ctx, admin, contents, dashboardImport(true)).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(BundleInvalid);
    return err as BundleInvalid;
  }

  it('updates the stored Sales Dashboard in place from its older export, emoji escapes decoded', async () => {
    const before = await dashboard(SALES_DASHBOARD);
    const totals = await counts();
    const bundle = corpusWith({
      'dashboards/Sales_Dashboard.yaml': upstream('configs/dashboards/Sales_Dashboard.yaml'),
    });
    const summary = await importBundle(env.server.ctx, admin, bundle, dashboardImport(true));
    expect(summary.dashboard).toEqual({ created: [], updated: [before.id] });
    expect(summary.chart).toEqual({ created: [], updated: [] });
    expect(await counts()).toEqual(totals);

    const after = await dashboard(SALES_DASHBOARD);
    expect(after.dashboard_title).toBe('Sales Dashboard');
    const [markdown] = layoutNodes(after, 'MARKDOWN');
    expect(markdown!.meta.code).toMatch(/^# 🚗 Vehicle Sales Dashboard 🏍\n\nThis example dashboard provides/);
    expect(markdown!.meta.code).toContain('- 🏎️ Vintage Cars\n- 🏍️ Motorcycles\n- 🚚 Trucks & Buses 🚌');
    expect(
      layoutNodes(after, 'TAB')
        .map((t) => t.meta.text)
        .sort(),
    ).toEqual(['🎯 Sales Overview', '🧭 Exploratory']);
    // Its ten charts stay placed, under this server's ids, and linked.
    const ids = await chartIds();
    const charts = layoutNodes(after, 'CHART');
    expect(charts).toHaveLength(10);
    for (const node of charts) expect(node.meta.chartId).toBe(ids.get(node.meta.uuid));
    expect(await linked(after.id)).toEqual(charts.map((n) => n.meta.chartId as number).sort((a, b) => a - b));
    // The older file's metadata replaces the newer one's: no native filters, empty default filters.
    const metadata = JSON.parse(after.json_metadata!) as Json;
    expect(metadata.default_filters).toBe('{}');
    expect(metadata).not.toHaveProperty('native_filter_configuration');
    expect(metadata.label_colors).toMatchObject({ Medium: '#1FA8C9', Planes: '#E04355' });
  });

  it('refuses legacy Video Game Sales while three of its charts are missing, naming them, and writes nothing', async () => {
    const before = await dashboard(VIDEO_GAME_SALES);
    const totals = await counts();
    const legacy = upstream('configs/dashboards/Video_Game_Sales.yaml');
    expect(legacy).toContain('\r\n');
    const err = await refusal(corpusWith({ 'dashboards/Video_Game_Sales.yaml': legacy }));
    expect(err.status).toBe(400);
    expect(Object.keys(err.messages)).toEqual(['dashboards/Video_Game_Sales.yaml']);
    const [message] = (err.messages['dashboards/Video_Game_Sales.yaml'] as { position: string[] }).position;
    for (const uuid of Object.values(MISSING)) expect(message).toContain(uuid);
    expect(message).toContain('is neither in the bundle nor on this server');
    expect(await dashboard(VIDEO_GAME_SALES)).toEqual(before);
    expect(await counts()).toEqual(totals);
  });

  /** Minimal chart files for the three missing charts: params and query_context as text and as objects. */
  const missingCharts = {
    'charts/Video Game Sales/Filter.yaml': [
      'slice_name: Filter',
      'viz_type: filter_box',
      'params:',
      '  datasource: 21__table',
      '  viz_type: filter_box',
      '  date_filter: true',
      '  filter_configs:',
      '  - column: platform',
      '    multiple: true',
      '  - column: genre',
      '    multiple: true',
      'query_context: null',
      `uuid: ${MISSING.filterBox}`,
      'version: 1.0.0',
      `dataset_uuid: ${VIDEO_GAME_DATASET}`,
    ].join('\r\n'),
    // Older exporters wrote params as JSON text; a newer one wrote query_context as a mapping.
    'charts/Video Game Sales/Games_per_Genre_over_time.yaml': [
      'slice_name: Games per Genre over time',
      'viz_type: echarts_timeseries_line',
      `params: '{"datasource": "21__table", "viz_type": "echarts_timeseries_line", "x_axis": "year", "metrics": ["count"], "groupby": ["genre"], "slice_id": 3544}'`,
      'query_context:',
      '  datasource: {id: 21, type: table}',
      '  form_data: {datasource: 21__table, viz_type: echarts_timeseries_line}',
      '  queries:',
      '  - datasource: {id: 21, type: table}',
      '    metrics: [count]',
      `uuid: ${MISSING.overTime}`,
      'version: 1.0.0',
      `dataset_uuid: ${VIDEO_GAME_DATASET}`,
    ].join('\n'),
    'charts/Video Game Sales/Rise_Fall_of_Video_Game_Consoles.yaml': [
      'slice_name: Rise & Fall of Video Game Consoles',
      'viz_type: echarts_area',
      'params:',
      '  datasource: 21__table',
      '  viz_type: echarts_area',
      '  x_axis: year',
      '  metrics: [count]',
      '  groupby: [platform]',
      `query_context: '{"datasource": {"id": 21, "type": "table"}, "form_data": {"datasource": "21__table"}, "queries": [{"metrics": ["count"]}]}'`,
      `uuid: ${MISSING.consoles}`,
      'version: 1.0.0',
      `dataset_uuid: ${VIDEO_GAME_DATASET}`,
    ].join('\n'),
  };

  it('with its three charts supplied, remaps the legacy filter scopes and default filters to the new ids', async () => {
    const before = await dashboard(VIDEO_GAME_SALES);
    const bundle = corpusWith({
      'dashboards/Video_Game_Sales.yaml': upstream('configs/dashboards/Video_Game_Sales.yaml'),
      ...missingCharts,
    });
    const summary = await importBundle(env.server.ctx, admin, bundle, dashboardImport(true));
    expect(summary.chart.created).toHaveLength(3);
    expect(summary.dashboard).toEqual({ created: [], updated: [before.id] });

    const after = await dashboard(VIDEO_GAME_SALES);
    expect(after.dashboard_title).toBe('Video Game Sales');
    expect(after.position_json).not.toContain('\\r');
    const ids = await chartIds();
    const charts = layoutNodes(after, 'CHART');
    expect(charts).toHaveLength(11);
    for (const node of charts) expect(node.meta.chartId).toBe(ids.get(node.meta.uuid));
    expect(await linked(after.id)).toEqual(charts.map((n) => n.meta.chartId as number).sort((a, b) => a - b));

    const filterBox = String(ids.get(MISSING.filterBox));
    const metadata = JSON.parse(after.json_metadata!) as Json;
    expect(Object.keys(metadata.filter_scopes)).toEqual([filterBox]);
    expect(metadata.filter_scopes[filterBox]).toEqual({
      platform: { scope: ['TAB-2_QXp8aNq'], immune: [] },
      genre: { scope: ['ROOT_ID'], immune: [] },
      publisher: { scope: ['ROOT_ID'], immune: [] },
      __time_range: { scope: ['ROOT_ID'], immune: [] },
    });
    expect(JSON.parse(metadata.default_filters as string)).toEqual({
      [filterBox]: { platform: ['PS', 'PS2', 'PS3', 'XB', 'X360'], __time_range: 'No filter' },
    });
    const box = await db()
      .selectFrom('slices')
      .select(['viz_type', 'slice_name'])
      .where('uuid', '=', MISSING.filterBox)
      .executeTakeFirstOrThrow();
    expect(box).toEqual({ viz_type: 'filter_box', slice_name: 'Filter' });
  });

  it('reads params and query_context written as JSON text or as mappings, pointed at the new dataset', async () => {
    const dataset = await datasetId(VIDEO_GAME_DATASET);
    const rows = await db()
      .selectFrom('slices')
      .select(['uuid', 'params', 'query_context', 'datasource_id'])
      .where('uuid', 'in', [MISSING.overTime, MISSING.consoles])
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.datasource_id).toBe(dataset);
      const params = JSON.parse(row.params!) as Json;
      expect(params.datasource).toBe(`${dataset}__table`);
      expect(params).not.toHaveProperty('slice_id');
      expect(params.metrics).toEqual(['count']);
      const context = JSON.parse(row.query_context!) as Json;
      expect(context.datasource).toEqual({ id: dataset, type: 'table' });
      expect(context.form_data.datasource).toBe(`${dataset}__table`);
      expect(context.queries[0].metrics).toEqual(['count']);
    }
  });

  /**
   * The per-example layout arranged into a bundle as Superset's example loader arranges it
   * (superset/examples/utils.py): `_shared/` gives metadata.yaml and databases/examples.yaml (its URI
   * placeholder replaced by the configured examples URI, when given), each example its dataset,
   * dashboard and charts.
   */
  function exampleLayout(examples: string[], examplesUri?: string): BundleContents {
    const database = upstream('_shared/database.yaml');
    const contents: BundleContents = new Map([
      ['metadata.yaml', upstream('_shared/metadata.yaml')],
      [
        'databases/examples.yaml',
        examplesUri ? database.replace('__SQLALCHEMY_EXAMPLES_URI__', examplesUri) : database,
      ],
    ]);
    for (const example of examples) {
      contents.set(
        `datasets/examples/${example}.yaml`,
        upstream(`${example}/dataset.yaml`).replace('schema: main', 'schema: null'),
      );
      contents.set(`dashboards/${example}.yaml`, upstream(`${example}/dashboard.yaml`));
      for (const chart of fs.readdirSync(path.join(UPSTREAM, example, 'charts')))
        contents.set(`charts/${example}/${chart}`, upstream(`${example}/charts/${chart}`));
    }
    return contents;
  }

  it('refuses the per-example layout with its URI placeholder left in, naming sqlalchemy_uri', async () => {
    const totals = await counts();
    const sales = await dashboard(SALES_DASHBOARD);
    const err = await refusal(exampleLayout(['sales_dashboard', 'video_game_sales']));
    expect(err.status).toBe(400);
    expect(Object.keys(err.messages)).toEqual(['databases/examples.yaml']);
    const messages = err.messages['databases/examples.yaml'] as Record<string, string[]>;
    expect(Object.keys(messages)).toEqual(['sqlalchemy_uri']);
    expect(messages.sqlalchemy_uri).toEqual([expect.stringMatching(/^Invalid connection string/)]);
    expect(await counts()).toEqual(totals);
    expect(await dashboard(SALES_DASHBOARD)).toEqual(sales);
  });

  it('imports the per-example layout once the placeholder is the examples URI, as Superset loads it', async () => {
    const examples = await db()
      .selectFrom('dbs')
      .select(['id', 'sqlalchemy_uri'])
      .where('uuid', '=', 'a2dc77af-e654-49bb-b321-40f6b559a1ee')
      .executeTakeFirstOrThrow();
    const sales = await dashboard(SALES_DASHBOARD);
    const games = await dashboard(VIDEO_GAME_SALES);
    const bundle = exampleLayout(['sales_dashboard', 'video_game_sales'], examples.sqlalchemy_uri);
    const summary = await importBundle(env.server.ctx, admin, bundle, dashboardImport(true));
    expect(summary.dashboard.updated.sort()).toEqual([sales.id, games.id].sort());
    expect(summary.chart).toEqual({ created: [], updated: [] });
    expect(summary.database).toEqual({ created: [], updated: [] });
    // Back to the newer layouts: Video Game Sales places (and links) its eight charts again.
    const after = await dashboard(VIDEO_GAME_SALES);
    const charts = layoutNodes(after, 'CHART');
    expect(charts).toHaveLength(8);
    expect(await linked(after.id)).toHaveLength(8);
    const metadata = JSON.parse((await dashboard(SALES_DASHBOARD)).json_metadata!) as Json;
    expect(metadata.native_filter_configuration.length).toBeGreaterThan(0);
  });
});

describe('legacy filter_scopes of a bundle dashboard', () => {
  const BOX = '11111111-1111-1111-1111-111111111111';
  const CHART = '22222222-2222-2222-2222-222222222222';
  const position = {
    'CHART-box': { id: 'CHART-box', type: 'CHART', children: [], meta: { chartId: 3547, uuid: BOX } },
    'CHART-a': { id: 'CHART-a', type: 'CHART', children: [], meta: { chartId: 3544, uuid: CHART } },
  };
  const ids = { chart: (uuid: string) => ({ [BOX]: 7, [CHART]: 8 })[uuid], dataset: () => undefined };

  it("keep only the filter boxes and immune charts the layout places, as Superset's update_id_refs", () => {
    const metadata = {
      filter_scopes: {
        '3547': { platform: { scope: ['ROOT_ID'], immune: [3544, 12] } },
        // A stale entry: 12 is no chart of this layout, and may be an unrelated chart here.
        '12': { genre: { scope: ['ROOT_ID'], immune: [] } },
      },
    };
    expect(rewriteMetadata({ metadata, position }, ids).filter_scopes).toEqual({
      '7': { platform: { scope: ['ROOT_ID'], immune: [8] } },
    });
  });
});
