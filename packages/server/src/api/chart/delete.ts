/** `DELETE /api/v1/chart/{pk}` and the bulk `DELETE /api/v1/chart/?q=!(ids)`. */
import { deleteEditableCharts } from '../../services/chart/save.js';
import { parseIdList } from '../list-query.js';
import type { ChartHandler } from './handler.js';
import { chartPk } from './save.js';

export const deleteChart: ChartHandler = async ({ ctx }, request) => {
  await deleteEditableCharts(ctx, request.user!, [chartPk(request)]);
  return { message: 'OK' };
};

export const bulkDeleteCharts: ChartHandler = async ({ ctx }, request) => {
  const ids = [...new Set(parseIdList((request.query as Record<string, unknown>).q))];
  await deleteEditableCharts(ctx, request.user!, ids);
  return { message: `Deleted ${ids.length} chart${ids.length === 1 ? '' : 's'}` };
};
