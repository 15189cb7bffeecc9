/**
 * `PUT /api/v1/dashboard/{pk}/colors?mark_updated=true|false`: writes only the colour keys of
 * json_metadata (the dashboard's colour sync). With mark_updated=false changed_on and changed_by
 * stay as they were, so a colour sync on load does not count as an edit.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { nowIso } from '../meta/time.js';
import { requirePermission } from '../security/auth.js';
import { findEditableDashboard } from '../security/access/dashboard.js';
import { lastModified } from './dashboard-serialize.js';
import { storedMetadata } from './dashboard-metadata.js';
import { validated } from './list-query.js';

const colorMap = z.record(z.string(), z.string());

export const colorsBody = z.strictObject({
  color_namespace: z.string().nullish(),
  color_scheme: z.string().nullish(),
  color_scheme_domain: z.array(z.string()).nullish(),
  label_colors: colorMap.nullish(),
  shared_label_colors: z.union([z.array(z.string()), colorMap]).nullish(),
  map_label_colors: colorMap.nullish(),
});

const colorsQuery = z.object({ mark_updated: z.enum(['true', 'false']).default('true') }).loose();

export function registerDashboardColorsRoute(app: FastifyInstance, ctx: AppContext) {
  const write = { preHandler: requirePermission('can_write', 'Dashboard') };

  app.put('/api/v1/dashboard/:pk/colors', write, async (request: FastifyRequest) => {
    const user = request.user!;
    const { mark_updated } = validated(colorsQuery, request.query ?? {}, '');
    const colors = validated(colorsBody, request.body ?? {}, '');
    const pk = (request.params as { pk: string }).pk;
    const changedOn = await ctx.db.transaction().execute(async (trx) => {
      const dashboard = await findEditableDashboard({ ...ctx, db: trx }, user, pk);
      const metadata = { ...storedMetadata(dashboard.json_metadata), ...colors };
      const now = mark_updated === 'true' ? nowIso() : null;
      await trx
        .updateTable('dashboards')
        .set({
          json_metadata: JSON.stringify(metadata),
          ...(now && { changed_on: now, changed_by_fk: user.id }),
        })
        .where('id', '=', dashboard.id)
        .execute();
      return { id: dashboard.id, changedOn: now ?? dashboard.changed_on };
    });
    return { id: changedOn.id, result: colors, last_modified_time: lastModified(changedOn.changedOn) };
  });
}
