/**
 * `/api/v1/dashboard/{id_or_slug}/embedded` (Superset's get_embedded, set_embedded, delete_embedded)
 * and `GET /api/v1/embedded_dashboard/{uuid}`. Reading needs `can_read` on Dashboard and a dashboard
 * the caller sees; changing needs `can_set_embedded` on Dashboard and a dashboard the caller may edit.
 * POST and PUT alike create the configuration (new uuid) or replace its domains (uuid kept).
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import * as embedded from '../../meta/repositories/embedded.js';
import { nowIso } from '../../meta/time.js';
import { findEditableDashboard, findVisibleDashboard } from '../../security/access/dashboard.js';
import { guestScope } from '../../security/guest.js';
import { idOrSlugParam, NOT_FOUND } from '../dashboard/params.js';
import { HttpError, notFound } from '../errors.js';
import { validated } from '../list-query.js';
import { normalizeDomain } from './domains.js';
import { embeddedConfigSchema } from './schema.js';
import { serializeEmbedded } from './serialize.js';

export const getDashboardEmbedded = (ctx: AppContext) => async (request: FastifyRequest) => {
  const dashboard = await findVisibleDashboard(ctx, request.user!, idOrSlugParam(request), NOT_FOUND);
  const row = await embedded.findEmbeddedByDashboard(ctx.db, dashboard.id);
  if (!row) throw notFound();
  return { result: await serializeEmbedded(ctx, row) };
};

export const setDashboardEmbedded = (ctx: AppContext) => async (request: FastifyRequest) => {
  const body = validated(embeddedConfigSchema, request.body ?? {}, '');
  const domains: string[] = [];
  for (const [i, value] of body.allowed_domains.entries()) {
    const domain = normalizeDomain(value);
    if (!domain) {
      throw new HttpError(400, 'invalid', {
        message: { allowed_domains: { [i]: ['Not a valid domain (https://host[:port] or host name).'] } },
      });
    }
    if (!domains.includes(domain)) domains.push(domain);
  }
  const dashboard = await findEditableDashboard(ctx, request.user!, idOrSlugParam(request), NOT_FOUND);
  const row = await embedded.upsertEmbedded(ctx.db, dashboard.id, domains, request.user!.id, nowIso());
  return { result: await serializeEmbedded(ctx, row) };
};

export const deleteDashboardEmbedded = (ctx: AppContext) => async (request: FastifyRequest) => {
  const dashboard = await findEditableDashboard(ctx, request.user!, idOrSlugParam(request), NOT_FOUND);
  await embedded.deleteEmbedded(ctx.db, dashboard.id);
  return { message: 'OK' };
};

/** A guest reads the configuration of its own embedded dashboards; a user, of dashboards they see. */
export const getEmbeddedDashboard = (ctx: AppContext) => async (request: FastifyRequest) => {
  const { uuid } = request.params as { uuid: string };
  const row = await embedded.findEmbeddedByUuid(ctx.db, uuid);
  if (!row) throw notFound();
  const user = request.user!;
  if (user.guest) {
    if (!guestScope(user.guest).dashboardIds.includes(row.dashboard_id)) throw notFound();
  } else {
    await findVisibleDashboard(ctx, user, String(row.dashboard_id), NOT_FOUND);
  }
  return { result: await serializeEmbedded(ctx, row) };
};
