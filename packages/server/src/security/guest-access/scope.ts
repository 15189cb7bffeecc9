/**
 * What a guest grant reaches (Superset's has_guest_access and its data checks): the embedded
 * dashboards its resources name (by embedded uuid, or by id while the dashboard is embedded), their
 * charts, and the datasets of those charts and of the dashboards' native filters. Nothing else.
 */
import type { MetaDb } from '../../meta/db.js';
import type { GuestResource, GuestScope } from '../guest.js';

/** Dataset ids that native filters of a dashboard's json_metadata target. */
export function filterDatasetIds(jsonMetadata: string | null): number[] {
  if (!jsonMetadata) return [];
  try {
    const meta = JSON.parse(jsonMetadata) as { native_filter_configuration?: unknown };
    const filters = Array.isArray(meta.native_filter_configuration) ? meta.native_filter_configuration : [];
    const ids: number[] = [];
    for (const f of filters as { targets?: unknown }[]) {
      for (const t of Array.isArray(f?.targets) ? (f.targets as { datasetId?: unknown }[]) : []) {
        const id = Number(t?.datasetId);
        if (Number.isInteger(id) && id > 0) ids.push(id);
      }
    }
    return ids;
  } catch {
    return [];
  }
}

export async function resolveGuestScope(
  db: MetaDb,
  resources: readonly GuestResource[],
): Promise<GuestScope> {
  const keys = resources.filter((r) => r.type === 'dashboard').map((r) => String(r.id));
  if (keys.length === 0) return { dashboardIds: [], chartIds: [], datasetIds: [] };
  const numeric = keys.filter((k) => /^\d+$/.test(k)).map(Number);
  const embedded = await db
    .selectFrom('embedded_dashboards')
    .select('dashboard_id')
    .where((eb) =>
      eb.or([eb('uuid', 'in', keys), ...(numeric.length ? [eb('dashboard_id', 'in', numeric)] : [])]),
    )
    .execute();
  const dashboardIds = [...new Set(embedded.map((e) => e.dashboard_id))];
  if (dashboardIds.length === 0) return { dashboardIds, chartIds: [], datasetIds: [] };
  const charts = await db
    .selectFrom('dashboard_slices as ds')
    .innerJoin('slices as s', 's.id', 'ds.slice_id')
    .select(['s.id', 's.datasource_id', 's.datasource_type'])
    .where('ds.dashboard_id', 'in', dashboardIds)
    .execute();
  const dashboards = await db
    .selectFrom('dashboards')
    .select('json_metadata')
    .where('id', 'in', dashboardIds)
    .execute();
  const datasetIds = new Set<number>();
  for (const c of charts) {
    if ((c.datasource_type === 'table' || c.datasource_type === 'dataset') && c.datasource_id !== null)
      datasetIds.add(c.datasource_id);
  }
  for (const d of dashboards) for (const id of filterDatasetIds(d.json_metadata)) datasetIds.add(id);
  return {
    dashboardIds,
    chartIds: [...new Set(charts.map((c) => c.id))],
    datasetIds: [...datasetIds],
  };
}
