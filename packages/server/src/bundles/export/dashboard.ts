/**
 * `dashboards/<title>_<id>.yaml`, as Superset's ExportDashboardsCommand writes it: `position` and
 * `metadata` as objects. Chart ids stay in the metadata as stored: the layout's CHART nodes carry
 * both `chartId` and `uuid`, which is how an importer maps the old ids to its own (Superset's
 * update_id_refs). Native filter targets name their dataset by `datasetUuid`. A dashboard without
 * a layout gets Superset's default one, and charts linked but not placed are appended in a row.
 */
import type { Dashboard } from '../../meta/schema.js';
import { IMPORT_VERSION } from '../configs/fields.js';
import { getFilename } from './filename.js';
import { bool, jsonObjectOrNull } from './json-text.js';

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A chart linked to the dashboard, as its layout refers to it. */
export interface LinkedChart {
  id: number;
  uuid: string;
  slice_name: string;
}

export const dashboardFileName = (row: Dashboard) =>
  `dashboards/${getFilename(row.dashboard_title ?? '', row.id)}.yaml`;

/** Superset's get_default_position: an empty grid under a header. */
function defaultPosition(title: string): Json {
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { children: ['GRID_ID'], id: 'ROOT_ID', type: 'ROOT' },
    GRID_ID: { children: [], id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' },
    HEADER_ID: { id: 'HEADER_ID', meta: { text: title }, type: 'HEADER' },
  };
}

const chartNodes = (position: Json) =>
  Object.values(position).filter(
    (n): n is { meta: Json } => isRecord(n) && n.type === 'CHART' && isRecord(n.meta),
  );

/** Superset's append_charts: linked charts the layout does not place, in a new row of the grid. */
function appendCharts(position: Json, charts: LinkedChart[]): void {
  const hashes = charts.map((c) => `CHART-${c.uuid}`);
  const grid = position.GRID_ID;
  const root = position.ROOT_ID;
  let rowHash: string | null = null;
  if (isRecord(root) && Array.isArray(root.children) && root.children.includes('GRID_ID') && isRecord(grid)) {
    const children = Array.isArray(grid.children) ? (grid.children as unknown[]) : [];
    rowHash = `ROW-N-${children.length}`;
    grid.children = [...children, rowHash];
    position[rowHash] = {
      children: hashes,
      id: rowHash,
      meta: { '0': 'ROOT_ID', background: 'BACKGROUND_TRANSPARENT' },
      type: 'ROW',
      parents: ['ROOT_ID', 'GRID_ID'],
    };
  }
  charts.forEach((chart, i) => {
    const hash = hashes[i]!;
    position[hash] = {
      children: [],
      id: hash,
      meta: { chartId: chart.id, height: 50, sliceName: chart.slice_name, uuid: chart.uuid, width: 4 },
      type: 'CHART',
      ...(rowHash && { parents: ['ROOT_ID', 'GRID_ID', rowHash] }),
    };
  });
}

/** The layout to export: chart nodes given their chart's uuid, unplaced linked charts appended. */
export function exportedPosition(row: Dashboard, charts: LinkedChart[]): Json {
  const position = jsonObjectOrNull(row.position_json);
  const out =
    position && Object.keys(position).length > 0 ? position : defaultPosition(row.dashboard_title ?? '');
  const byId = new Map(charts.map((c) => [c.id, c]));
  const placed = new Set<string>();
  for (const { meta } of chartNodes(out)) {
    const chart = typeof meta.chartId === 'number' ? byId.get(meta.chartId) : undefined;
    if (chart) meta.uuid = chart.uuid;
    if (typeof meta.uuid === 'string') placed.add(meta.uuid);
  }
  const orphans = charts.filter((c) => !placed.has(c.uuid));
  if (orphans.length > 0) appendCharts(out, orphans);
  return out;
}

/** The dataset ids the native filters target. */
export function nativeFilterDatasetIds(metadata: Json | null): number[] {
  const filters = metadata?.native_filter_configuration;
  if (!Array.isArray(filters)) return [];
  return filters.flatMap((f: unknown) =>
    isRecord(f) && Array.isArray(f.targets)
      ? f.targets.flatMap((t: unknown) =>
          isRecord(t) && typeof t.datasetId === 'number' ? [t.datasetId] : [],
        )
      : [],
  );
}

/** The metadata with each native filter target's `datasetId` replaced by its `datasetUuid`. */
function exportedMetadata(metadata: Json, datasetUuid: (id: number) => string | undefined): Json {
  const filters = metadata.native_filter_configuration;
  if (!Array.isArray(filters)) return metadata;
  const native_filter_configuration = filters.map((f: unknown) => {
    if (!isRecord(f) || !Array.isArray(f.targets)) return f;
    const targets = f.targets.map((t: unknown) => {
      if (!isRecord(t) || !('datasetId' in t)) return t;
      const { datasetId, ...rest } = t;
      const uuid = typeof datasetId === 'number' ? datasetUuid(datasetId) : undefined;
      return uuid ? { ...rest, datasetUuid: uuid } : rest;
    });
    return { ...f, targets };
  });
  return { ...metadata, native_filter_configuration };
}

/** The dashboard's own fields in its YAML, the same in an export and in an example. */
export function dashboardFields(row: Dashboard): Json {
  return {
    dashboard_title: row.dashboard_title,
    description: row.description,
    css: row.css,
    slug: row.slug,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    published: bool(row.published),
    uuid: row.uuid,
  };
}

export function dashboardConfig(
  row: Dashboard,
  charts: LinkedChart[],
  datasetUuid: (id: number) => string | undefined,
  themeUuid?: string,
): Json {
  const metadata = jsonObjectOrNull(row.json_metadata);
  return {
    ...dashboardFields(row),
    position: exportedPosition(row, charts),
    ...(metadata && { metadata: exportedMetadata(metadata, datasetUuid) }),
    // Superset 6 names the dashboard's theme by uuid (written only when it has one).
    ...(themeUuid && { theme_uuid: themeUuid }),
    version: IMPORT_VERSION,
  };
}
