/**
 * `PUT /api/v1/dashboard/{pk}/filters`: applies {modified, deleted, reordered} to the dashboard's
 * native_filter_configuration (see dashboard-filters-apply.ts) and answers the resulting list.
 */
import { parseLayout } from '@meridian/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { nowIso } from '../meta/time.js';
import { requirePermission } from '../security/auth.js';
import { findEditableDashboard } from '../security/access/dashboard.js';
import { applyNativeFilterChanges, fillScopes, filterChangesBody } from './dashboard-filters-apply.js';
import { storedMetadata } from './dashboard-metadata.js';
import { validated } from './list-query.js';

export function registerDashboardFiltersRoute(app: FastifyInstance, ctx: AppContext) {
  const write = { preHandler: requirePermission('can_write', 'Dashboard') };

  app.put('/api/v1/dashboard/:pk/filters', write, async (request: FastifyRequest) => {
    const user = request.user!;
    const changes = validated(filterChangesBody, request.body ?? {}, '');
    const pk = (request.params as { pk: string }).pk;
    const result = await ctx.db.transaction().execute(async (trx) => {
      const dashboard = await findEditableDashboard({ ...ctx, db: trx }, user, pk);
      const metadata = storedMetadata(dashboard.json_metadata);
      const current = Array.isArray(metadata.native_filter_configuration)
        ? metadata.native_filter_configuration
        : [];
      const next = fillScopes(
        applyNativeFilterChanges(current, changes),
        parseLayout(dashboard.position_json),
      );
      await trx
        .updateTable('dashboards')
        .set({
          json_metadata: JSON.stringify({ ...metadata, native_filter_configuration: next }),
          changed_on: nowIso(),
          changed_by_fk: user.id,
        })
        .where('id', '=', dashboard.id)
        .execute();
      return next;
    });
    return { result };
  });
}
