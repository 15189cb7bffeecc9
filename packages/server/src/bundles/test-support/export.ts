/**
 * For export tests: an exported ZIP read back as parsed YAML per bundle path, and a form of it that
 * two servers can be compared by — files keyed by kind and uuid, each server's own ids (file name
 * suffixes, chart and dataset ids in form data, layouts and dashboard metadata) replaced by the
 * uuids they stand for, the server's data directory taken out of connection strings, and dataset
 * columns and metrics compared without their uuids (each examples server draws its own).
 */
import { unzipSync } from 'fflate';
import type { BuiltApp } from '../../app.js';
import { readBundle } from '../contents.js';
import { kindOfPath } from '../configs/index.js';
import { parseBundleYaml } from '../yaml.js';

type Json = Record<string, any>;

export function readExport(bytes: Uint8Array): Map<string, Json> {
  const contents = readBundle({ filename: 'export.zip', data: bytes });
  return new Map([...contents].map(([path, text]) => [path, parseBundleYaml(path, text) as Json]));
}

/** Entry names of the ZIP as written (root folder included). */
export const zipEntryNames = (bytes: Uint8Array) => Object.keys(unzipSync(bytes));

async function idMaps(server: BuiltApp) {
  const rows = async (table: 'slices' | 'tables') =>
    new Map(
      (await server.ctx.db.selectFrom(table).select(['id', 'uuid']).execute()).map((r) => [r.id, r.uuid]),
    );
  return { chart: await rows('slices'), dataset: await rows('tables') };
}

type Maps = Awaited<ReturnType<typeof idMaps>>;

const chartRef = (maps: Maps, id: unknown) =>
  maps.chart.has(Number(id)) ? `chart:${maps.chart.get(Number(id))}` : id;
const datasetRef = (maps: Maps, id: unknown) =>
  maps.dataset.has(Number(id)) ? `dataset:${maps.dataset.get(Number(id))}` : id;
const datasourceRef = (maps: Maps, ref: unknown) =>
  typeof ref === 'string' && /^\d+__table$/.test(ref)
    ? `${String(datasetRef(maps, ref.split('__')[0]))}__table`
    : ref;

function chartView(maps: Maps, config: Json): Json {
  const params = { ...config.params, datasource: datasourceRef(maps, config.params?.datasource) };
  let context = config.query_context;
  if (typeof context === 'string') {
    const qc = JSON.parse(context) as Json;
    if (qc.datasource) qc.datasource = { ...qc.datasource, id: datasetRef(maps, qc.datasource.id) };
    if (qc.form_data) {
      qc.form_data.datasource = datasourceRef(maps, qc.form_data.datasource);
      delete qc.form_data.slice_id;
    }
    for (const q of qc.queries ?? []) if (q.datasource) q.datasource.id = datasetRef(maps, q.datasource.id);
    context = qc;
  }
  return { ...config, params, query_context: context };
}

const mapList = (maps: Maps, list: unknown) =>
  Array.isArray(list) ? list.map((id) => chartRef(maps, id)) : list;
const mapKeys = (maps: Maps, obj: unknown, value: (v: any) => unknown = (v) => v) =>
  obj && typeof obj === 'object'
    ? Object.fromEntries(Object.entries(obj).map(([k, v]) => [String(chartRef(maps, k)), value(v)]))
    : obj;

function scoped(maps: Maps, item: any): any {
  if (!item || typeof item !== 'object') return item;
  const out = { ...item };
  if ('chartsInScope' in out) out.chartsInScope = mapList(maps, out.chartsInScope);
  if (out.scope?.excluded) out.scope = { ...out.scope, excluded: mapList(maps, out.scope.excluded) };
  if (typeof out.id === 'number') out.id = chartRef(maps, out.id);
  if (out.crossFilters) out.crossFilters = scoped(maps, out.crossFilters);
  return out;
}

/**
 * Chart ids in a dashboard's metadata are read through its own layout (chartId → uuid), as an
 * importer reads them: an id that names no chart of the layout (stale in Superset's own example
 * metadata) is kept as the number it is.
 */
function dashboardView(all: Maps, config: Json): Json {
  const position = structuredClone(config.position ?? {});
  const placed = new Map<number, string>();
  for (const node of Object.values(position) as any[])
    if (node?.type === 'CHART') placed.set(node.meta.chartId, node.meta.uuid);
  const maps = { ...all, chart: placed };
  for (const node of Object.values(position) as any[])
    if (node?.type === 'CHART') node.meta.chartId = chartRef(maps, node.meta.chartId);
  const m = structuredClone(config.metadata ?? {});
  if (m.timed_refresh_immune_slices)
    m.timed_refresh_immune_slices = mapList(maps, m.timed_refresh_immune_slices);
  if (m.expanded_slices) m.expanded_slices = mapKeys(maps, m.expanded_slices);
  if (m.filter_scopes)
    m.filter_scopes = mapKeys(maps, m.filter_scopes, (cols) =>
      mapKeys(maps, cols, (s) => ({ ...s, immune: mapList(maps, s.immune) })),
    );
  if (m.chart_configuration)
    m.chart_configuration = mapKeys(maps, m.chart_configuration, (c) => scoped(maps, c));
  if (m.global_chart_configuration) m.global_chart_configuration = scoped(maps, m.global_chart_configuration);
  if (m.native_filter_configuration)
    m.native_filter_configuration = m.native_filter_configuration.map((f: any) => scoped(maps, f));
  return { ...config, position, metadata: m };
}

/** The export as `<kind>/<uuid>` → normalised config, plus each file's name without its id suffix. */
export async function comparable(server: BuiltApp & { dataDir: string }, files: Map<string, Json>) {
  const maps = await idMaps(server);
  const out: Record<string, Json> = {};
  for (const [path, config] of files) {
    const kind = kindOfPath(path);
    if (!kind) continue;
    let view = config;
    if (kind === 'chart') view = chartView(maps, config);
    if (kind === 'dashboard') view = dashboardView(maps, config);
    // Each examples server registers its datasets' columns and metrics with uuids of its own, and a
    // dashboard import reuses the datasets it finds rather than overwriting them.
    if (kind === 'dataset')
      view = {
        ...config,
        columns: config.columns.map(({ uuid: _u, ...c }: Json) => c),
        metrics: config.metrics.map(({ uuid: _u, ...m }: Json) => m),
      };
    if (kind === 'database')
      view = {
        ...config,
        sqlalchemy_uri: String(config.sqlalchemy_uri).replace(server.dataDir, '<DATA_DIR>'),
      };
    const name = path.replace(/_\d+\.yaml$/, '.yaml');
    out[`${kind}/${config.uuid as string}`] = { file: name, ...view };
  }
  return out;
}
