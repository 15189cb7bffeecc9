/**
 * `PUT /api/v1/dashboard/{pk}/filters`: applies {modified, deleted, reordered} to the dashboard's
 * native_filter_configuration (services/dashboard/filters.ts) and answers the resulting list.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { dashboardFilterChangesSchema, type DashboardFiltersResponse } from '@meridian/core';
import { updateNativeFilters } from '../../services/dashboard/filters.js';
import { validated } from '../list-query.js';
import { idOrSlugParam } from './params.js';

export const putDashboardFilters =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<DashboardFiltersResponse> => {
    const changes = validated(dashboardFilterChangesSchema, request.body ?? {}, '');
    return { result: await updateNativeFilters(ctx, request.user!, idOrSlugParam(request, 'pk'), changes) };
  };
