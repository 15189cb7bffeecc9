/**
 * Copying a dashboard with its charts duplicated: every reference to an old chart id (layout,
 * refresh immunity, expanded charts, legacy filter scopes, cross-filter and native filter scopes)
 * is rewritten to the copy's id.
 */
import { chartComponents, type DashboardLayout } from '@meridian/core';

export interface ChartCopy {
  id: number;
  uuid: string;
}
export type ChartIdMap = ReadonlyMap<number, ChartCopy>;

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const mapId = (map: ChartIdMap, id: unknown): unknown =>
  typeof id === 'number'
    ? (map.get(id)?.id ?? id)
    : typeof id === 'string' && /^\d+$/.test(id)
      ? String(map.get(Number(id))?.id ?? id)
      : id;
const mapIds = (map: ChartIdMap, ids: unknown): unknown =>
  Array.isArray(ids) ? ids.map((id) => mapId(map, id)) : ids;
const mapKeys = (map: ChartIdMap, obj: unknown, value: (v: unknown) => unknown = (v) => v): unknown =>
  isRecord(obj)
    ? Object.fromEntries(Object.entries(obj).map(([k, v]) => [String(mapId(map, k)), value(v)]))
    : obj;

/** A scope {rootPath, excluded} and chartsInScope lists with the ids rewritten. */
function mapScoped(map: ChartIdMap, item: unknown): unknown {
  if (!isRecord(item)) return item;
  const out: Json = { ...item };
  if ('chartsInScope' in out) out.chartsInScope = mapIds(map, out.chartsInScope);
  if (isRecord(out.scope)) out.scope = { ...out.scope, excluded: mapIds(map, out.scope.excluded) };
  if ('id' in out && typeof out.id === 'number') out.id = mapId(map, out.id);
  if (isRecord(out.crossFilters)) out.crossFilters = mapScoped(map, out.crossFilters);
  return out;
}

export function remapMetadata(metadata: Json, map: ChartIdMap): Json {
  if (map.size === 0) return metadata;
  const out: Json = { ...metadata };
  if ('timed_refresh_immune_slices' in out)
    out.timed_refresh_immune_slices = mapIds(map, out.timed_refresh_immune_slices);
  if ('expanded_slices' in out) out.expanded_slices = mapKeys(map, out.expanded_slices);
  if ('filter_scopes' in out) {
    out.filter_scopes = mapKeys(map, out.filter_scopes, (columns) =>
      mapKeys(map, columns, (scope) =>
        isRecord(scope) ? { ...scope, immune: mapIds(map, scope.immune) } : scope,
      ),
    );
  }
  if ('chart_configuration' in out)
    out.chart_configuration = mapKeys(map, out.chart_configuration, (c) => mapScoped(map, c));
  if ('global_chart_configuration' in out)
    out.global_chart_configuration = mapScoped(map, out.global_chart_configuration);
  if (Array.isArray(out.native_filter_configuration)) {
    out.native_filter_configuration = out.native_filter_configuration.map((f) => mapScoped(map, f));
  }
  return out;
}

export function remapLayout(layout: DashboardLayout, map: ChartIdMap): DashboardLayout {
  let next = layout;
  for (const component of chartComponents(layout)) {
    const copy = map.get(component.meta.chartId!);
    if (copy)
      next = {
        ...next,
        [component.id]: { ...component, meta: { ...component.meta, chartId: copy.id, uuid: copy.uuid } },
      };
  }
  return next;
}
