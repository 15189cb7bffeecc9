/** The chart or dashboard of a screenshot route, as the caller sees it (404 otherwise). */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { ScreenshotKind } from '../../screenshots/digest.js';
import { findChart } from '../../security/access/chart.js';
import { findVisibleDashboard } from '../../security/access/dashboard.js';
import { pathPk } from '../path-params.js';

export interface ScreenshotTarget {
  id: number;
  changed_on: string;
}

export async function visibleTarget(
  ctx: AppContext,
  kind: ScreenshotKind,
  request: FastifyRequest,
): Promise<ScreenshotTarget> {
  if (kind === 'chart') {
    const row = await findChart(ctx, request.user!, pathPk(request, 'pk', 'Chart not found'));
    return { id: row.id, changed_on: row.changed_on };
  }
  const id = pathPk(request, 'pk', 'Dashboard not found');
  const row = await findVisibleDashboard(ctx, request.user!, String(id));
  return { id: row.id, changed_on: row.changed_on };
}
