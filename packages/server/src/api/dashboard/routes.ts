/**
 * The Dashboard resource: Superset's `/api/v1/dashboard/` list, get (by id or slug), create, update,
 * delete and bulk delete, with ownership checks; copy, colours, filters and the `/charts` and
 * `/datasets` sub-resources come from their own modules.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { requirePermission } from '../security/auth.js';
import { registerDashboardColorsRoute } from './dashboard-colors.js';
import { registerDashboardCopyRoute } from './dashboard-copy.js';
import { findEditableDashboard, findVisibleDashboard } from '../security/access/dashboard.js';
import { registerDashboardFiltersRoute } from './dashboard-filters.js';
import { prepareDashboardSave } from './dashboard-metadata.js';
import { registerDashboardRelatedRoutes } from './dashboard-related.js';
import { saveDashboard } from './dashboard-save.js';
import { dashboardBody } from './dashboard-schema.js';
import { serializeDashboards } from './dashboard-serialize.js';
import { dashboardSpec } from './dashboard-spec.js';
import { parseIdList, validated } from './list-query.js';
import { registerResourceRoutes } from './resource.js';
import { pathPk } from './path-params.js';

export { dashboardSpec };

/** Superset's answers here: a 404 that does not say what was missing, and its ownership refusal. */
const NOT_FOUND = 'Not found';
const FORBIDDEN = 'Changing this Dashboard is forbidden';

export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, dashboardSpec);
  registerDashboardCopyRoute(app, ctx);
  registerDashboardColorsRoute(app, ctx);
  registerDashboardFiltersRoute(app, ctx);
  registerDashboardRelatedRoutes(app, ctx);
  const read = { preHandler: requirePermission('can_read', 'Dashboard') };
  const write = { preHandler: requirePermission('can_write', 'Dashboard') };

  app.get('/api/v1/dashboard/:idOrSlug', read, async (request) => {
    const row = await findVisibleDashboard(
      ctx,
      request.user!,
      (request.params as { idOrSlug: string }).idOrSlug,
      NOT_FOUND,
    );
    const [result] = await serializeDashboards([row], ctx);
    return { id: row.id, result };
  });

  app.post('/api/v1/dashboard/', write, async (request, reply) => {
    const body = prepareDashboardSave(validated(dashboardBody, request.body ?? {}, ''));
    const id = await saveDashboard(ctx, request.user!, null, body);
    const row = await ctx.db
      .selectFrom('dashboards')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const [result] = await serializeDashboards([row], ctx);
    return reply.code(201).send({ id, result });
  });

  app.put('/api/v1/dashboard/:id', write, async (request) => {
    const existing = await findEditableDashboard(
      ctx,
      request.user!,
      String(pathPk(request, 'id')),
      NOT_FOUND,
      FORBIDDEN,
    );
    const body = prepareDashboardSave(validated(dashboardBody, request.body ?? {}, ''));
    await saveDashboard(ctx, request.user!, existing, body);
    const row = await ctx.db
      .selectFrom('dashboards')
      .selectAll()
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    const [result] = await serializeDashboards([row], ctx);
    return { id: existing.id, result, last_modified_time: Date.parse(row.changed_on) / 1000 };
  });

  app.delete('/api/v1/dashboard/:id', write, async (request) => {
    const row = await findEditableDashboard(
      ctx,
      request.user!,
      String(pathPk(request, 'id')),
      NOT_FOUND,
      FORBIDDEN,
    );
    await ctx.db.deleteFrom('dashboards').where('id', '=', row.id).execute();
    return { message: 'OK' };
  });

  app.delete('/api/v1/dashboard/', write, async (request) => {
    const ids = parseIdList((request.query as Record<string, unknown>).q);
    // Every id must be editable before anything is deleted: all or nothing.
    for (const id of ids) await findEditableDashboard(ctx, request.user!, String(id), NOT_FOUND, FORBIDDEN);
    await ctx.db.deleteFrom('dashboards').where('id', 'in', ids).execute();
    return { message: `Deleted ${ids.length} dashboard${ids.length === 1 ? '' : 's'}` };
  });
}
