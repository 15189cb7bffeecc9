/**
 * `PUT /api/v1/dashboard/{pk}/chart_customizations`: `{modified, deleted, reordered}` applied to the
 * dashboard's chart customizations; answers `{result: [...]}`, the list as stored. `can_write` on
 * Dashboard and edit rights on the dashboard (404 when the user may not see it, 403 when not an
 * editor).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { updateChartCustomizations } from '../../services/dashboard/chart-customizations.js';
import { idOrSlugParam } from '../dashboard/params.js';
import { validated } from '../list-query.js';

const customizationId = z.string().min(1).max(250);
const changesSchema = z.strictObject({
  modified: z.array(z.object({ id: customizationId }).loose()).default([]),
  deleted: z.array(customizationId).default([]),
  reordered: z.array(customizationId).default([]),
});

export function registerDashboardCustomizationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.put(
    '/api/v1/dashboard/:pk/chart_customizations',
    { preHandler: requirePermission('can_write', 'Dashboard') },
    async (request: FastifyRequest) => {
      const changes = validated(changesSchema, request.body ?? {}, '');
      const id = idOrSlugParam(request, 'pk');
      return { result: await updateChartCustomizations(ctx, request.user!, id, changes) };
    },
  );
}
