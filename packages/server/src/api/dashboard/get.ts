/** `GET /api/v1/dashboard/{id_or_slug}`: one dashboard the caller sees. */
import type { FastifyRequest } from 'fastify';
import { logAction } from '../../activity-log/record.js';
import type { AppContext } from '../../context.js';
import type { DashboardResponse } from '@meridian/core';
import { findVisibleDashboard } from '../../security/access/dashboard.js';
import { idOrSlugParam, NOT_FOUND } from './params.js';
import { dashboardAnswer } from './serialize.js';

export const getDashboard =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<DashboardResponse> => {
    const row = await findVisibleDashboard(ctx, request.user!, idOrSlugParam(request), NOT_FOUND);
    logAction(request, 'DashboardRestApi.get', { dashboardId: row.id });
    return dashboardAnswer(ctx, row);
  };
