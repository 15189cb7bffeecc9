/**
 * A bundle dashboard's references rewritten to this server's ids (Superset's update_id_refs): its
 * layout's CHART nodes get the chart ids their uuids now have; json_metadata's chart ids (refresh
 * immunity, expanded charts, filter scopes, cross-filter and native filter scopes, default filters)
 * are mapped from the ids the exporting server gave, through the layout's chartId ↔ uuid pairs;
 * chart_configuration entries keyed by chart uuid get the chart's id; native filter targets name
 * their dataset by id (`datasetId`) instead of uuid.
 */
import { remapMetadata, type ChartCopy } from '../../services/dashboard/copy-remap.js';
import type { DashboardConfig } from '../configs/dashboard.js';

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An id by uuid, or undefined when neither the bundle nor the server has it. */
export type IdOf = (uuid: string) => number | undefined;

/** CHART nodes of a layout with their `meta`. */
function chartNodes(position: DashboardConfig['position']): { meta: Json }[] {
  return Object.values(position ?? {}).filter(
    (n): n is { meta: Json } => isRecord(n) && n.type === 'CHART' && isRecord(n.meta),
  );
}

/** The exporting server's chart ids → this server's chart, from the layout's chartId ↔ uuid pairs. */
export function chartIdMap(position: DashboardConfig['position'], chartId: IdOf): Map<number, ChartCopy> {
  const map = new Map<number, ChartCopy>();
  for (const { meta } of chartNodes(position)) {
    const id = typeof meta.uuid === 'string' ? chartId(meta.uuid) : undefined;
    if (typeof meta.chartId === 'number' && id !== undefined)
      map.set(meta.chartId, { id, uuid: meta.uuid as string });
  }
  return map;
}

/** The layout with each CHART node's chartId set from its uuid. */
export function rewritePosition(position: DashboardConfig['position'], chartId: IdOf): Json | null {
  if (!position) return null;
  const next = structuredClone(position);
  for (const { meta } of chartNodes(next)) {
    const id = typeof meta.uuid === 'string' ? chartId(meta.uuid) : undefined;
    if (id !== undefined) meta.chartId = id;
  }
  return next;
}

/** `default_filters` (JSON text keyed by chart id) with the keys mapped; unknown charts dropped. */
function defaultFilters(text: unknown, map: Map<number, ChartCopy>): unknown {
  if (typeof text !== 'string') return text;
  try {
    const filters = JSON.parse(text) as unknown;
    if (!isRecord(filters)) return text;
    const entries = Object.entries(filters).flatMap(([k, v]) => {
      const copy = map.get(Number(k));
      return copy ? [[String(copy.id), v]] : [];
    });
    return JSON.stringify(Object.fromEntries(entries));
  } catch {
    return text;
  }
}

/**
 * Legacy `filter_scopes` keeping only the filter boxes and immune charts the layout places, as
 * Superset drops the others: an exporter id kept as it is would name an unrelated chart here.
 */
function placedFilterScopes(value: unknown, map: Map<number, ChartCopy>): unknown {
  if (!isRecord(value)) return value;
  const placed = (id: unknown) => map.has(Number(id));
  const columns = (scopes: unknown) =>
    isRecord(scopes)
      ? Object.fromEntries(
          Object.entries(scopes).map(([column, s]) => [
            column,
            isRecord(s) && Array.isArray(s.immune) ? { ...s, immune: s.immune.filter(placed) } : s,
          ]),
        )
      : scopes;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([id]) => placed(id))
      .map(([id, scopes]) => [id, columns(scopes)]),
  );
}

/** chart_configuration entries keyed (and identified) by chart uuid, keyed by the chart's id. */
function chartConfiguration(value: unknown, chartId: IdOf): unknown {
  if (!isRecord(value)) return value;
  const entries = Object.entries(value).map(([key, entry]) => {
    const id = chartId(key);
    if (id === undefined) return [key, entry];
    const item = isRecord(entry) && typeof entry.id === 'string' ? { ...entry, id } : entry;
    return [String(id), item];
  });
  return Object.fromEntries(entries);
}

/** Native filters whose targets name their dataset by uuid, naming it by id. */
function nativeFilters(value: unknown, datasetId: IdOf): unknown {
  if (!Array.isArray(value)) return value;
  return (value as unknown[]).map((filter) => {
    if (!isRecord(filter) || !Array.isArray(filter.targets)) return filter;
    const targets = (filter.targets as unknown[]).map((target) => {
      if (!isRecord(target) || typeof target.datasetUuid !== 'string') return target;
      const { datasetUuid, ...rest } = target;
      const id = datasetId(datasetUuid);
      return id === undefined ? rest : { ...rest, datasetId: id };
    });
    return { ...filter, targets };
  });
}

/** The json_metadata to store for a bundle dashboard. */
export function rewriteMetadata(
  config: Pick<DashboardConfig, 'metadata' | 'position'>,
  ids: { chart: IdOf; dataset: IdOf },
): Json {
  const map = chartIdMap(config.position, ids.chart);
  const { show_native_filters: _removed, ...metadata } = structuredClone(config.metadata ?? {});
  if ('filter_scopes' in metadata) metadata.filter_scopes = placedFilterScopes(metadata.filter_scopes, map);
  const next = remapMetadata(metadata, map);
  if ('default_filters' in next) next.default_filters = defaultFilters(next.default_filters, map);
  if ('chart_configuration' in next)
    next.chart_configuration = chartConfiguration(next.chart_configuration, ids.chart);
  if ('native_filter_configuration' in next)
    next.native_filter_configuration = nativeFilters(next.native_filter_configuration, ids.dataset);
  return next;
}
