/** `POST /api/v1/chart/` and `PUT /api/v1/chart/{pk}`: parse with core's schemas, save by the service. */
import type { AuthUser } from '../../security/auth.js';
import { logAction } from '../../activity-log/record.js';
import { findChart, findEditableChart } from '../../security/access/chart.js';
import type { AppContext } from '../../context.js';
import { isQueryContextUpdate } from '../../services/chart/form-data.js';
import { saveChart, type ChartOwners } from '../../services/chart/save.js';
import { validated } from '../list-query.js';
import { replaceOwners, resolveOwners } from '../owners.js';
import { pathPk } from '../path-params.js';
import type { ChartHandler } from './handler.js';
import { chartPostBody, chartPutBody } from './schema.js';

const owners = (ctx: AppContext, user: AuthUser): ChartOwners => ({
  resolve: (requested) => resolveOwners(ctx.db, requested, user),
  replace: (db, id, ids) => replaceOwners(db, 'slice_user', 'slice_id', id, ids),
});

export const chartPk = (request: Parameters<ChartHandler>[1]): number =>
  pathPk(request, 'pk', 'Chart not found');

export const createChart: ChartHandler = async ({ ctx }, request, reply) => {
  const user = request.user!;
  const body = validated(chartPostBody, request.body ?? {}, '');
  const id = await saveChart(ctx, user, null, body, owners(ctx, user));
  logAction(request, 'ChartRestApi.post', { sliceId: id });
  return reply.code(201).send({ id, result: body });
};

export const updateChart: ChartHandler = async ({ ctx }, request) => {
  const user = request.user!;
  const id = chartPk(request);
  const body = validated(chartPutBody, request.body ?? {}, '');
  // A generated query context may be stored by anyone who sees the chart (see isQueryContextUpdate).
  const existing = isQueryContextUpdate(body)
    ? await findChart(ctx, user, id)
    : await findEditableChart(ctx, user, id);
  await saveChart(ctx, user, existing, body, owners(ctx, user));
  logAction(request, 'ChartRestApi.put', { sliceId: id });
  return { id, result: body };
};
