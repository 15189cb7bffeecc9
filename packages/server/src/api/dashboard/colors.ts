/**
 * `PUT /api/v1/dashboard/{pk}/colors?mark_updated=true|false`: writes only the colour keys of
 * json_metadata (the dashboard's colour sync). With mark_updated=false changed_on and changed_by
 * stay as they were, so a colour sync on load does not count as an edit.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import {
  dashboardColorsBodySchema,
  dashboardColorsQuerySchema,
  type DashboardColorsResponse,
} from '@meridian/core';
import { writeColors } from '../../services/dashboard/metadata.js';
import { validated } from '../list-query.js';
import { idOrSlugParam } from './params.js';
import { lastModified } from './serialize.js';

export const putDashboardColors =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<DashboardColorsResponse> => {
    const { mark_updated } = validated(dashboardColorsQuerySchema, request.query ?? {}, '');
    const colors = validated(dashboardColorsBodySchema, request.body ?? {}, '');
    const pk = idOrSlugParam(request, 'pk');
    const saved = await writeColors(ctx, request.user!, pk, colors, mark_updated === 'true');
    return { id: saved.id, result: saved.result, last_modified_time: lastModified(saved.changedOn) };
  };
