/**
 * The dashboard file of an example bundle, as Superset's ExportExampleCommand writes it: every
 * chart id replaced by the chart's uuid (layout `meta.uuid`, `chart_configuration` keys and ids,
 * `chartsInScope` of cross-filters, native filters and the global configuration), native filter
 * targets by `datasetUuid`, and the metadata reduced to the keys the example loader reads.
 */
import type { Dashboard } from '../../meta/schema.js';
import { IMPORT_VERSION } from '../configs/fields.js';
import { dashboardFields } from './dashboard.js';
import { jsonObjectOrNull } from './json-text.js';

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface ExampleIds {
  chart: Map<number, string>;
  dataset: Map<number, string>;
}

const toUuids = (ids: unknown, chart: Map<number, string>): unknown =>
  Array.isArray(ids)
    ? (ids as unknown[]).map((id) => (typeof id === 'number' ? (chart.get(id) ?? id) : id))
    : ids;

function nativeFilters(filters: unknown, ids: ExampleIds): unknown[] {
  if (!Array.isArray(filters)) return [];
  return filters.map((f: unknown) => {
    if (!isRecord(f)) return f;
    const out: Json = { ...f };
    if ('chartsInScope' in out) out.chartsInScope = toUuids(out.chartsInScope, ids.chart);
    if (Array.isArray(out.targets))
      out.targets = out.targets.map((t: unknown) => {
        if (!isRecord(t) || !('datasetId' in t)) return t;
        const { datasetId, ...rest } = t;
        const uuid = typeof datasetId === 'number' ? ids.dataset.get(datasetId) : undefined;
        return uuid ? { ...rest, datasetUuid: uuid } : rest;
      });
    return out;
  });
}

/** chart_configuration keyed by uuid; entries of charts not on the dashboard are dropped. */
function chartConfiguration(value: unknown, chart: Map<number, string>): Json {
  const out: Json = {};
  for (const [key, entry] of Object.entries(isRecord(value) ? value : {})) {
    const uuid = chart.get(Number(key));
    if (!uuid || !isRecord(entry)) continue;
    const next: Json = { ...entry, id: uuid };
    if (isRecord(entry.crossFilters) && 'chartsInScope' in entry.crossFilters)
      next.crossFilters = {
        ...entry.crossFilters,
        chartsInScope: toUuids(entry.crossFilters.chartsInScope, chart),
      };
    out[uuid] = next;
  }
  return out;
}

function examplePosition(text: string | null, chart: Map<number, string>): Json {
  const position = jsonObjectOrNull(text) ?? {};
  for (const node of Object.values(position)) {
    if (!isRecord(node) || !isRecord(node.meta) || typeof node.meta.chartId !== 'number') continue;
    const uuid = chart.get(node.meta.chartId);
    if (uuid) node.meta.uuid = uuid;
  }
  return position;
}

export function exampleDashboardConfig(row: Dashboard, ids: ExampleIds): Json {
  const m = jsonObjectOrNull(row.json_metadata) ?? {};
  const global = isRecord(m.global_chart_configuration) ? { ...m.global_chart_configuration } : {};
  if ('chartsInScope' in global) global.chartsInScope = toUuids(global.chartsInScope, ids.chart);
  const metadata: Json = {
    timed_refresh_immune_slices: m.timed_refresh_immune_slices ?? [],
    expanded_slices: m.expanded_slices ?? {},
    refresh_frequency: m.refresh_frequency ?? 0,
    default_filters: m.default_filters ?? '{}',
    color_scheme: m.color_scheme ?? '',
    label_colors: m.label_colors ?? {},
    native_filter_configuration: nativeFilters(m.native_filter_configuration, ids),
    shared_label_colors: m.shared_label_colors ?? [],
    map_label_colors: m.map_label_colors ?? {},
    color_scheme_domain: m.color_scheme_domain ?? [],
    cross_filters_enabled: m.cross_filters_enabled ?? false,
    chart_configuration: chartConfiguration(m.chart_configuration, ids.chart),
    global_chart_configuration: global,
  };
  return {
    ...dashboardFields(row),
    position: examplePosition(row.position_json, ids.chart),
    metadata,
    version: IMPORT_VERSION,
  };
}
