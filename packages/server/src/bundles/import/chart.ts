/**
 * Writes a bundle's chart (Superset's import_chart) on the dataset it names, which the user must
 * be able to read, as when saving a chart. A stored chart the
 * import only places on a dashboard is reused when the user may see it: placing it shows its form
 * data to the dashboard's viewers, as layout-sync.ts rules for saved layouts.
 */
import { AccessDenied } from '../../domain-errors.js';
import { insertChart, updateChart } from '../../meta/repositories/chart.js';
import type { MetaDb } from '../../meta/db.js';
import { requireDatasource } from '../../security/access/dataset.js';
import type { AuthUser } from '../../security/auth.js';
import { unseenCharts } from '../../services/dashboard/layout-sync.js';
import type { ChartConfig } from '../configs/chart.js';
import { chartParams, chartQueryContext, DATASOURCE_TYPE } from './chart-params.js';
import { decide, remember } from './decide.js';
import { addOwner } from './owners.js';
import type { WriteContext, WriteMode, Written } from './types.js';

const flag = (v: boolean | null | undefined) => (v ? 1 : 0);

/** The `slices` columns the config sets, on dataset `datasetId`. */
function chartColumns(config: ChartConfig, datasetId: number) {
  return {
    slice_name: config.slice_name,
    viz_type: config.viz_type,
    datasource_id: datasetId,
    datasource_type: DATASOURCE_TYPE,
    params: chartParams(config.params, datasetId),
    query_context: chartQueryContext(config.query_context, datasetId),
    description: config.description ?? null,
    cache_timeout: config.cache_timeout ?? null,
    certified_by: config.certified_by ?? null,
    certification_details: config.certification_details ?? null,
    is_managed_externally: flag(config.is_managed_externally),
    external_url: config.external_url ?? null,
  };
}

/** Creates, updates or reuses the chart of `config`; answers its id. */
export async function importChart(
  trx: MetaDb,
  ctx: WriteContext,
  user: AuthUser,
  config: ChartConfig,
  mode: WriteMode,
): Promise<Written> {
  const decision = await decide(trx, ctx, user, { kind: 'chart', uuid: config.uuid }, mode);
  if (decision.action === 'reuse') {
    if ((await unseenCharts(trx, user, [decision.id])).length > 0)
      throw new AccessDenied(`Chart ${config.uuid} already exists and the user may not see it`);
    return { id: decision.id, action: 'reused' };
  }
  const datasetId = ctx.ids.dataset.get(config.dataset_uuid)!;
  await requireDatasource(ctx.app, user, datasetId, DATASOURCE_TYPE);
  const values = chartColumns(config, datasetId);
  const audit = { changed_on: ctx.now, changed_by_fk: user.id };
  let written: Written;
  if (decision.action === 'update') {
    await updateChart(trx, decision.id, { ...values, ...audit });
    written = { id: decision.id, action: 'updated' };
  } else {
    const row = { ...values, ...audit, uuid: config.uuid, created_on: ctx.now, created_by_fk: user.id };
    written = { id: await insertChart(trx, row), action: 'created' };
    remember(ctx, 'chart', config.uuid, written.id);
  }
  await addOwner(trx, 'chart', written.id, user.id);
  return written;
}
