/**
 * One of Superset's example dashboards from the shared corpus bundle, created by hand through the
 * REST API (bundle import is a later issue): each chart of its position is created on the examples'
 * dataset of the same table name, then the dashboard with its position (chart ids remapped through
 * the charts' uuids) and its json_metadata (native filter targets' datasetUuid → datasetId,
 * chartsInScope remapped through the charts' old slice ids, chart_configuration keyed by the new ids).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { api } from './browser.js';
import type { HarnessExamples } from './harness.js';

/** The shared corpus beside the repository (`../shared`), wherever the repository is cloned. */
export const BUNDLE = fileURLToPath(new URL('../../../../shared/corpus/superset/bundle', import.meta.url));

type Rec = Record<string, any>;
export const readYaml = (file: string) => parse(fs.readFileSync(file, 'utf8')) as Rec;

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    return e.isDirectory() ? walk(file) : e.name.endsWith('.yaml') ? [file] : [];
  });

export interface CorpusChart {
  id: number;
  name: string;
  vizType: string;
}

export interface CorpusDashboard {
  id: number;
  /** The bundle's dashboard YAML. */
  yaml: Rec;
  /** Bundle chart uuid → the chart created here. */
  charts: Map<string, CorpusChart>;
  /** Table name → dataset id here, for the datasets the dashboard's charts use. */
  datasetIds: Record<string, number>;
  /** The created charts placed under a layout item of the bundle's position (e.g. a tab). */
  chartsUnder(itemId: string): CorpusChart[];
}

/** Every chart and dataset YAML of the bundle, by uuid. */
function bundleIndex() {
  const charts = new Map<string, Rec>();
  for (const file of walk(path.join(BUNDLE, 'charts'))) {
    const c = readYaml(file);
    charts.set(c.uuid as string, c);
  }
  const datasets = new Map<string, Rec>();
  for (const file of walk(path.join(BUNDLE, 'datasets'))) {
    const d = readYaml(file);
    datasets.set(d.uuid as string, d);
  }
  return { charts, datasets };
}

/** Creates the dashboard of `dashboardFile` (a name under bundle/dashboards) and its charts. */
export async function importCorpusDashboard(
  page: Page,
  examples: HarnessExamples,
  dashboardFile: string,
): Promise<CorpusDashboard> {
  const yaml = readYaml(path.join(BUNDLE, 'dashboards', dashboardFile));
  const index = bundleIndex();
  const datasetIdOf = (uuid: string) => {
    const table = index.datasets.get(uuid)?.table_name as string | undefined;
    const id = table === undefined ? undefined : examples.datasetIds[table];
    if (id === undefined) throw new Error(`no example dataset for the bundle's dataset ${uuid} (${table})`);
    return { table: table!, id };
  };

  const charts = new Map<string, CorpusChart>();
  const datasetIds: Record<string, number> = {};
  // Old slice id (params.slice_id, what chartsInScope lists) → new chart id.
  const sliceIds = new Map<number, number>();
  const position = yaml.position as Rec;
  const chartUuids = Object.values(position)
    .filter((item: Rec) => item?.type === 'CHART')
    .map((item: Rec) => item.meta.uuid as string);
  for (const uuid of new Set(chartUuids)) {
    const c = index.charts.get(uuid);
    if (!c) throw new Error(`${dashboardFile}: no chart of the bundle has uuid ${uuid}`);
    const dataset = datasetIdOf(c.dataset_uuid as string);
    datasetIds[dataset.table] = dataset.id;
    const { slice_id: oldId, dashboards: _dashboards, ...params } = c.params as Rec;
    const res = await api(page, 'POST', '/api/v1/chart/', {
      slice_name: c.slice_name,
      viz_type: c.viz_type,
      datasource_id: dataset.id,
      datasource_type: 'table',
      params: JSON.stringify({ ...params, datasource: `${dataset.id}__table` }),
    });
    if (res.status !== 201) throw new Error(`${c.slice_name}: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.id as number;
    charts.set(uuid, { id, name: c.slice_name as string, vizType: c.viz_type as string });
    if (typeof oldId === 'number') sliceIds.set(oldId, id);
  }

  const remappedPosition = Object.fromEntries(
    Object.entries(position).map(([key, item]: [string, Rec]) =>
      item?.type === 'CHART'
        ? [key, { ...item, meta: { ...item.meta, chartId: charts.get(item.meta.uuid as string)!.id } }]
        : [key, item],
    ),
  );
  const res = await api(page, 'POST', '/api/v1/dashboard/', {
    dashboard_title: yaml.dashboard_title,
    position_json: JSON.stringify(remappedPosition),
    json_metadata: JSON.stringify(remapMetadata(yaml.metadata as Rec, charts, sliceIds, datasetIdOf)),
  });
  if (res.status !== 201) throw new Error(`${dashboardFile}: ${res.status} ${JSON.stringify(res.body)}`);

  return {
    id: res.body.id as number,
    yaml,
    charts,
    datasetIds,
    chartsUnder: (itemId) =>
      Object.values(position)
        .filter((i: Rec) => i?.type === 'CHART' && (i.parents as string[]).includes(itemId))
        .map((i: Rec) => charts.get(i.meta.uuid as string)!),
  };
}

/** The bundle's json_metadata with dataset uuids and chart ids/uuids remapped to what exists here. */
function remapMetadata(
  metadata: Rec,
  charts: Map<string, CorpusChart>,
  sliceIds: Map<number, number>,
  datasetIdOf: (uuid: string) => { id: number },
): Rec {
  const ids = (list: unknown) =>
    (Array.isArray(list) ? list : []).flatMap((n) => (sliceIds.has(n) ? [sliceIds.get(n)!] : []));
  const target = (t: Rec) => {
    const { datasetUuid: uuid, ...rest } = t;
    return uuid === undefined ? rest : { ...rest, datasetId: datasetIdOf(uuid as string).id };
  };
  const chartConfiguration: Rec = {};
  for (const [uuid, config] of Object.entries(metadata.chart_configuration ?? {}) as [string, Rec][]) {
    const chart = charts.get(uuid);
    if (!chart) continue;
    chartConfiguration[chart.id] = {
      ...config,
      id: chart.id,
      crossFilters: { ...config.crossFilters, chartsInScope: ids(config.crossFilters?.chartsInScope) },
    };
  }
  return {
    ...metadata,
    native_filter_configuration: ((metadata.native_filter_configuration ?? []) as Rec[]).map((f) => ({
      ...f,
      chartsInScope: ids(f.chartsInScope),
      ...(Array.isArray(f.targets) ? { targets: f.targets.map(target) } : {}),
    })),
    chart_configuration: chartConfiguration,
    global_chart_configuration: {
      ...metadata.global_chart_configuration,
      chartsInScope: ids(metadata.global_chart_configuration?.chartsInScope),
    },
  };
}
