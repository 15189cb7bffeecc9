/**
 * What an import writes, chosen as Superset's import commands choose it: the objects of the kind
 * asked for, and of the other kinds only what those depend on (a dashboard's charts, the datasets
 * of those charts and of its native filters, their databases); importing databases brings the
 * bundle's datasets on them. Only the kind asked for is overwritten; `assets` writes and
 * overwrites everything.
 */
import type { KindName } from '../configs/index.js';
import type { LoadedConfigs, LoadRequest } from '../configs/load.js';
import { layoutChartUuids } from '../configs/references.js';

/** Per kind: the config files to write, and whether stored objects of the kind are overwritten. */
export type ImportPlan = {
  [K in KindName]: {
    files: [string, LoadedConfigs[K] extends Map<string, infer C> ? C : never][];
    overwrite: boolean;
  };
};

/** The order objects are written in: each after what it refers to. */
export const WRITE_ORDER: readonly KindName[] = ['database', 'dataset', 'chart', 'dashboard', 'saved_query'];

/** The dataset uuids a dashboard's native filters target. */
function nativeFilterDatasets(metadata: Record<string, unknown> | null | undefined): string[] {
  const filters = metadata?.native_filter_configuration;
  if (!Array.isArray(filters)) return [];
  return filters.flatMap((f: { targets?: unknown }) =>
    Array.isArray(f?.targets)
      ? f.targets.flatMap((t: { datasetUuid?: unknown }) =>
          typeof t?.datasetUuid === 'string' ? [t.datasetUuid] : [],
        )
      : [],
  );
}

/** The uuids of each kind the command brings. */
function wantedUuids(configs: LoadedConfigs, command: LoadRequest['command']) {
  const all = (kind: KindName) => new Set([...configs[kind].values()].map((c) => c.uuid));
  const wanted = Object.fromEntries(
    (['database', 'dataset', 'chart', 'dashboard', 'saved_query'] as const).map((k) => [
      k,
      command === 'assets' || command === k ? all(k) : new Set<string>(),
    ]),
  ) as Record<KindName, Set<string>>;
  for (const d of configs.dashboard.values()) {
    if (!wanted.dashboard.has(d.uuid)) continue;
    layoutChartUuids(d.position).forEach((u) => wanted.chart.add(u));
    nativeFilterDatasets(d.metadata).forEach((u) => wanted.dataset.add(u));
  }
  for (const c of configs.chart.values()) if (wanted.chart.has(c.uuid)) wanted.dataset.add(c.dataset_uuid);
  if (command === 'database')
    for (const d of configs.dataset.values())
      if (wanted.database.has(d.database_uuid)) wanted.dataset.add(d.uuid);
  for (const d of configs.dataset.values())
    if (wanted.dataset.has(d.uuid)) wanted.database.add(d.database_uuid);
  for (const q of configs.saved_query.values())
    if (wanted.saved_query.has(q.uuid)) wanted.database.add(q.database_uuid);
  return wanted;
}

/** The plan of an import: what to write and what to overwrite. */
export function planImport(configs: LoadedConfigs, request: LoadRequest): ImportPlan {
  const wanted = wantedUuids(configs, request.command);
  const entry = <K extends KindName>(kind: K) => ({
    files: [...configs[kind].entries()].filter(([, c]) => wanted[kind].has(c.uuid)),
    overwrite: request.command === 'assets' || (request.command === kind && request.overwrite),
  });
  return {
    database: entry('database'),
    dataset: entry('dataset'),
    chart: entry('chart'),
    dashboard: entry('dashboard'),
    saved_query: entry('saved_query'),
  };
}
