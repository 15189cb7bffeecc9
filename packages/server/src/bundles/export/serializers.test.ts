import { describe, expect, it } from 'vitest';
import type { ColumnRow, DatasetRow, MetricRow } from '../../datasources/dataset-repository.js';
import type { Dashboard } from '../../meta/schema.js';
import type { SliceRow } from '../../security/access/chart.js';
import { CONFIG_KINDS } from '../configs/index.js';
import { parseBundleYaml } from '../yaml.js';
import { chartConfig, chartFileName } from './chart.js';
import { dashboardConfig, dashboardFileName } from './dashboard.js';
import { databaseConfig, databaseFileName, type DatabaseRow } from './database.js';
import { datasetConfig, datasetFileName } from './dataset.js';
import { getFilename, secureFilename } from './filename.js';
import { savedQueryConfig, savedQueryFileName, type SavedQueryRow } from './saved-query.js';
import { dumpYaml } from './yaml-dump.js';
import { exportStamp, isoTimestamp } from './zip.js';

const audit = {
  created_on: '2026-01-01T00:00:00Z',
  changed_on: '2026-01-01T00:00:00Z',
  created_by_fk: 1,
  changed_by_fk: 1,
};
const UUID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const database: DatabaseRow = {
  ...audit,
  id: 4,
  uuid: UUID(1),
  database_name: 'Sales Warehouse',
  sqlalchemy_uri: 'postgresql://analyst:plain-secret@db.example.com/sales',
  password: 'sealed',
  cache_timeout: null,
  expose_in_sqllab: 1,
  allow_run_async: 0,
  allow_ctas: 0,
  allow_cvas: 0,
  allow_dml: 0,
  allow_file_upload: 1,
  force_ctas_schema: null,
  impersonate_user: 0,
  extra: '{"schemas_allowed_for_file_upload": ["up"], "engine_params": {}}',
  encrypted_extra: '{"key": "x"}',
  server_cert: null,
  configuration_method: 'sqlalchemy_form',
  is_managed_externally: 0,
  external_url: null,
};

const dataset: DatasetRow = {
  ...audit,
  id: 12,
  uuid: UUID(2),
  table_name: 'orders',
  database_id: 4,
  catalog: null,
  schema: 'public',
  sql: null,
  description: null,
  main_dttm_col: 'ordered_at',
  default_endpoint: null,
  offset: 0,
  cache_timeout: null,
  is_sqllab_view: 0,
  template_params: null,
  extra: '{"warning_markdown": "careful"}',
  filter_select_enabled: 1,
  fetch_values_predicate: null,
  normalize_columns: 0,
  always_filter_main_dttm: 0,
  is_managed_externally: 0,
  external_url: null,
};

const column: ColumnRow = {
  ...audit,
  id: 1,
  uuid: UUID(3),
  table_id: 12,
  column_name: 'ordered_at',
  verbose_name: null,
  is_dttm: 1,
  is_active: 1,
  type: 'TIMESTAMP',
  advanced_data_type: null,
  groupby: 1,
  filterable: 1,
  expression: null,
  description: null,
  python_date_format: null,
  extra: null,
};

const metric: MetricRow = {
  ...audit,
  id: 1,
  uuid: UUID(4),
  table_id: 12,
  metric_name: 'revenue',
  verbose_name: 'Revenue',
  metric_type: null,
  expression: 'SUM(amount)',
  description: null,
  d3format: null,
  currency: '{"symbol": "EUR", "symbolPosition": "suffix"}',
  warning_text: null,
  extra: null,
};

const chart: SliceRow = {
  ...audit,
  id: 7,
  uuid: UUID(5),
  slice_name: 'Revenue / month',
  datasource_id: 12,
  datasource_type: 'table',
  viz_type: 'echarts_timeseries_line',
  params: '{"viz_type": "echarts_timeseries_line", "datasource": "12__table", "metrics": ["revenue"]}',
  query_context: '{"datasource": {"id": 12, "type": "table"}, "queries": []}',
  description: null,
  cache_timeout: null,
  certified_by: null,
  certification_details: null,
  is_managed_externally: 0,
  external_url: null,
  last_saved_at: null,
  last_saved_by_fk: null,
};

const layout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { children: ['GRID_ID'], id: 'ROOT_ID', type: 'ROOT' },
  GRID_ID: { children: ['ROW-1'], id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' },
  'ROW-1': { children: ['CHART-a'], id: 'ROW-1', type: 'ROW', meta: {} },
  'CHART-a': { children: [], id: 'CHART-a', type: 'CHART', meta: { chartId: 7, width: 4, height: 50 } },
};

const dashboard = (over: Partial<Dashboard> = {}): Dashboard => ({
  ...audit,
  id: 3,
  uuid: UUID(6),
  dashboard_title: 'Sales: 2026 overview',
  slug: null,
  position_json: JSON.stringify(layout),
  json_metadata: JSON.stringify({
    native_filter_configuration: [
      { id: 'NATIVE_FILTER-1', chartsInScope: [7], targets: [{ datasetId: 12, column: { name: 'region' } }] },
    ],
    chart_configuration: { '7': { id: 7, crossFilters: { scope: 'global', chartsInScope: [8] } } },
  }),
  description: null,
  css: '',
  published: 1,
  certified_by: null,
  certification_details: null,
  is_managed_externally: 0,
  external_url: null,
  theme_id: null,
  ...over,
});

const query: SavedQueryRow = {
  ...audit,
  id: 2,
  uuid: UUID(7),
  user_id: 1,
  db_id: 4,
  catalog: null,
  schema: null,
  label: '***',
  description: null,
  sql: 'SELECT 1',
  template_parameters: null,
  extra_json: null,
  last_run: null,
  rows: null,
};

describe('file names', () => {
  it("follow werkzeug's secure_filename and Superset's get_filename", () => {
    expect(secureFilename('My cool movie.mov')).toBe('My_cool_movie.mov');
    expect(secureFilename('../../../etc/passwd')).toBe('etc_passwd');
    expect(secureFilename('i contain cool \u00fcml\u00e4uts.txt')).toBe('i_contain_cool_umlauts.txt');
    expect(getFilename('Sales Dashboard', 9)).toBe('Sales_Dashboard_9');
    expect(getFilename('examples', 1, true)).toBe('examples');
    expect(getFilename('***', 5)).toBe('5');
    expect(databaseFileName(database)).toBe('databases/Sales_Warehouse.yaml');
    expect(datasetFileName(dataset, database)).toBe('datasets/Sales_Warehouse/orders_12.yaml');
    expect(chartFileName(chart)).toBe('charts/Revenue_month_7.yaml');
    expect(dashboardFileName(dashboard())).toBe('dashboards/Sales_2026_overview_3.yaml');
    expect(savedQueryFileName(query, database)).toBe(`queries/Sales_Warehouse/${UUID(7)}.yaml`);
    expect(savedQueryFileName({ ...query, schema: 'public', label: 'Top 10' }, database)).toBe(
      'queries/Sales_Warehouse/public/Top_10.yaml',
    );
  });

  it("stamp the export folder and metadata as Superset's Python does", () => {
    const now = new Date('2026-11-27T12:00:05.123Z');
    expect(exportStamp(now)).toBe('20261127T120005');
    expect(isoTimestamp(now)).toBe('2026-11-27T12:00:05.123000+00:00');
  });
});

describe('YAML', () => {
  it('writes block style with unindented sequences, keys in order, and reads back every scalar as written', () => {
    const value = {
      b: ['x', { k: 1 }],
      a: null,
      yes: 'yes',
      one: '1.0',
      day: '2020-01-01',
      n: 'n',
      multi: 'a\nb',
      quote: "it's",
    };
    const text = dumpYaml(value);
    expect(text.startsWith('b:\n- x\n- k: 1\na: null\n')).toBe(true);
    expect(parseBundleYaml('x.yaml', text)).toEqual(value);
  });
});

describe('serializers', () => {
  it('write what the importer reads, each passing its kind schema', () => {
    const configs = {
      database: databaseConfig(database),
      dataset: datasetConfig(dataset, database, { columns: [column], metrics: [metric] }),
      chart: chartConfig(chart, dataset.uuid),
      dashboard: dashboardConfig(
        dashboard(),
        [{ id: 7, uuid: chart.uuid, slice_name: chart.slice_name }],
        () => dataset.uuid,
      ),
      saved_query: savedQueryConfig(query, database),
    };
    for (const [kind, config] of Object.entries(configs)) {
      const reread = parseBundleYaml(`${kind}.yaml`, dumpYaml(config));
      const parsed = CONFIG_KINDS[kind as keyof typeof configs].schema.safeParse(reread);
      expect(parsed.success, `${kind}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(config).toMatchObject({ version: '1.0.0' });
    }
  });

  it('masks the password of a database and leaves out its secrets, with the v1 upload names', () => {
    const config = databaseConfig(database);
    expect(config.sqlalchemy_uri).toBe('postgresql://analyst:XXXXXXXXXX@db.example.com/sales');
    expect(config).not.toHaveProperty('password');
    expect(config).not.toHaveProperty('encrypted_extra');
    expect(config.allow_csv_upload).toBe(true);
    expect(config.extra).toEqual({ schemas_allowed_for_csv_upload: ['up'], engine_params: {} });
    expect(JSON.stringify(config)).not.toContain('plain-secret');
  });

  it('writes a dataset with its columns and metrics, JSON fields as objects', () => {
    const config = datasetConfig(dataset, database, { columns: [column], metrics: [metric] });
    expect(config).toMatchObject({
      table_name: 'orders',
      schema: 'public',
      database_uuid: database.uuid,
      extra: { warning_markdown: 'careful' },
      columns: [{ column_name: 'ordered_at', is_dttm: true, uuid: column.uuid }],
      metrics: [
        { metric_name: 'revenue', currency: { symbol: 'EUR', symbolPosition: 'suffix' }, uuid: metric.uuid },
      ],
    });
  });

  it('writes chart params as an object and the query context as JSON text', () => {
    const config = chartConfig(chart, dataset.uuid);
    expect(config.params).toEqual({
      viz_type: 'echarts_timeseries_line',
      datasource: '12__table',
      metrics: ['revenue'],
    });
    expect(config.query_context).toBe(chart.query_context);
    expect(config.dataset_uuid).toBe(dataset.uuid);
    expect(chartConfig(chart, undefined)).not.toHaveProperty('dataset_uuid');
  });

  it('names native filter datasets by uuid and gives layout charts their uuid, keeping chart ids in metadata', () => {
    const config = dashboardConfig(dashboard(), [{ id: 7, uuid: chart.uuid, slice_name: 'Revenue' }], (id) =>
      id === 12 ? dataset.uuid : undefined,
    ) as Record<string, any>;
    expect(config.metadata.native_filter_configuration[0].targets).toEqual([
      { column: { name: 'region' }, datasetUuid: dataset.uuid },
    ]);
    expect(config.metadata.chart_configuration).toEqual({
      '7': { id: 7, crossFilters: { scope: 'global', chartsInScope: [8] } },
    });
    expect(config.position['CHART-a'].meta).toEqual({ chartId: 7, width: 4, height: 50, uuid: chart.uuid });
  });

  it('appends linked charts the layout does not place, and gives an empty layout the default one', () => {
    const orphan = { id: 9, uuid: UUID(9), slice_name: 'Orphan' };
    const placed = { id: 7, uuid: chart.uuid, slice_name: 'Revenue' };
    const config = dashboardConfig(dashboard(), [placed, orphan], () => undefined) as Record<string, any>;
    expect(config.position.GRID_ID.children).toEqual(['ROW-1', 'ROW-N-1']);
    expect(config.position['ROW-N-1'].children).toEqual([`CHART-${orphan.uuid}`]);
    expect(config.position[`CHART-${orphan.uuid}`]).toMatchObject({
      type: 'CHART',
      meta: { chartId: 9, uuid: orphan.uuid, sliceName: 'Orphan', width: 4, height: 50 },
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-N-1'],
    });
    const empty = dashboardConfig(
      dashboard({ position_json: null, json_metadata: null }),
      [],
      () => undefined,
    ) as Record<string, any>;
    expect(empty.position.HEADER_ID).toEqual({
      id: 'HEADER_ID',
      meta: { text: 'Sales: 2026 overview' },
      type: 'HEADER',
    });
    expect(empty).not.toHaveProperty('metadata');
  });
});
