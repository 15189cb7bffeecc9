/**
 * `GET /api/v1/dashboard/{id_or_slug}/charts|datasets`: the charts and datasets of a dashboard the
 * caller sees, limited to those they may read themselves (services/dashboard/related.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DashboardChartsResponse, DashboardDatasetsResponse } from '@meridian/core';
import { findVisibleDashboard } from '../../security/access/dashboard.js';
import { visibleChartsOf, visibleDatasetsOf } from '../../services/dashboard/related.js';
import { idOrSlugParam, NOT_FOUND } from './params.js';
import { serializeDashboardChart, serializeDashboardDatasets } from './serialize.js';

export const getDashboardCharts =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<DashboardChartsResponse> => {
    const d = await findVisibleDashboard(ctx, request.user!, idOrSlugParam(request), NOT_FOUND);
    const charts = await visibleChartsOf(ctx, request.user!, d.id);
    return { result: charts.map(serializeDashboardChart) };
  };

export const getDashboardDatasets =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<DashboardDatasetsResponse> => {
    const d = await findVisibleDashboard(ctx, request.user!, idOrSlugParam(request), NOT_FOUND);
    return { result: serializeDashboardDatasets(await visibleDatasetsOf(ctx, request.user!, d.id)) };
  };
