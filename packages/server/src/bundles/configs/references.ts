/**
 * References between a bundle's objects, by uuid: a dataset's database, a chart's dataset, a saved
 * query's database and the charts a dashboard's layout places. Each must be in the bundle or already
 * on this server; one that is neither is named on the file that refers to it.
 */
import type { DashboardConfig } from './dashboard.js';
import type { ExistingUuids, LoadedConfigs } from './load.js';
import type { ImportProblems } from './problems.js';

/** The uuids of the charts a dashboard layout places (`CHART-*` nodes' `meta.uuid`). */
export function layoutChartUuids(position: DashboardConfig['position']): string[] {
  const uuids: string[] = [];
  for (const node of Object.values(position ?? {})) {
    if (node === null || typeof node !== 'object') continue;
    const { type, meta } = node as { type?: unknown; meta?: { uuid?: unknown } };
    if (type === 'CHART' && typeof meta?.uuid === 'string') uuids.push(meta.uuid);
  }
  return uuids;
}

const uuidsOf = (configs: Map<string, { uuid: string }>) => new Set([...configs.values()].map((c) => c.uuid));

export function checkReferences(
  configs: LoadedConfigs,
  existing: ExistingUuids,
  problems: ImportProblems,
): void {
  const known = (kind: keyof ExistingUuids) => {
    const inBundle = uuidsOf(configs[kind]);
    return (uuid: string) => inBundle.has(uuid) || existing[kind].has(uuid);
  };
  const database = known('database');
  const dataset = known('dataset');
  const chart = known('chart');
  const refuse = (file: string, field: string, what: string, uuid: string) =>
    problems.add('structural', file, {
      [field]: [`${what} ${uuid} is neither in the bundle nor on this server`],
    });

  for (const [file, c] of configs.dataset)
    if (!database(c.database_uuid)) refuse(file, 'database_uuid', 'Database', c.database_uuid);
  for (const [file, c] of configs.saved_query)
    if (!database(c.database_uuid)) refuse(file, 'database_uuid', 'Database', c.database_uuid);
  for (const [file, c] of configs.chart)
    if (!dataset(c.dataset_uuid)) refuse(file, 'dataset_uuid', 'Dataset', c.dataset_uuid);
  for (const [file, c] of configs.dashboard) {
    const missing = layoutChartUuids(c.position).filter((uuid) => !chart(uuid));
    if (missing.length > 0) refuse(file, 'position', 'Chart', missing.join(', '));
  }
}
