/**
 * Permanent links: `POST /api/v1/explore/permalink` and `GET /api/v1/explore/permalink/{key}`,
 * `POST /api/v1/dashboard/{pk}/permalink` and `GET /api/v1/dashboard/permalink/{key}`. The state is
 * kept in `key_value` without expiry; reading it checks again that the user may still read the
 * chart and datasource, or the dashboard.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { AuthUser } from '../security/auth.js';
import { requirePermission } from '../security/auth.js';
import { HttpError, notFound } from './errors.js';
import { checkExploreAccess, parseDatasourceRef } from '../security/access/explore.js';
import { findVisibleDashboard } from '../security/access/dashboard.js';
import { createEntry, derivedUuid, getEntry, KV } from '../meta/repositories/key-value.js';
import { validated } from './list-query.js';

const urlParams = z
  .array(z.tuple([z.string(), z.string()]))
  .nullable()
  .optional();

const explorePermalinkBody = z.object({
  formData: z.record(z.string(), z.unknown()),
  urlParams,
});

const dashboardPermalinkBody = z.object({
  dataMask: z.record(z.string(), z.unknown()).nullable().optional(),
  activeTabs: z.array(z.string()).nullable().optional(),
  anchor: z.string().nullable().optional(),
  urlParams,
  chartStates: z.record(z.string(), z.unknown()).nullable().optional(),
});

export interface ExplorePermalinkValue {
  chartId: number | null;
  datasourceId: number;
  datasourceType: string;
  datasource: string;
  state: z.infer<typeof explorePermalinkBody>;
}

export interface DashboardPermalinkValue {
  dashboardId: string;
  state: z.infer<typeof dashboardPermalinkBody>;
}

/** Where the link is opened: the browser's origin when it sent one, else this server's address. */
function publicOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

/** An explore permalink's value after the access check; null when the key is unknown. */
export async function readExplorePermalink(
  ctx: AppContext,
  user: AuthUser,
  key: string,
): Promise<ExplorePermalinkValue | null> {
  const entry = await getEntry<ExplorePermalinkValue>(ctx.db, KV.explorePermalink, key);
  if (!entry) return null;
  const v = entry.value;
  await checkExploreAccess(ctx, user, v.datasourceId, v.datasourceType, v.chartId);
  return v;
}

const keyParam = (request: FastifyRequest) => (request.params as { key: string }).key;

export function registerPermalinkRoutes(app: FastifyInstance, ctx: AppContext) {
  const exploreRead = { preHandler: requirePermission('can_read', 'ExplorePermalinkRestApi') };
  const exploreWrite = { preHandler: requirePermission('can_write', 'ExplorePermalinkRestApi') };
  const dashboardRead = { preHandler: requirePermission('can_read', 'DashboardPermalinkRestApi') };
  const dashboardWrite = { preHandler: requirePermission('can_write', 'DashboardPermalinkRestApi') };

  app.post('/api/v1/explore/permalink', exploreWrite, async (request, reply) => {
    const user = request.user!;
    const state = validated(explorePermalinkBody, request.body ?? {}, '');
    const ref = parseDatasourceRef(state.formData.datasource);
    if (!ref) {
      throw new HttpError(400, 'invalid', {
        message: { 'formData.datasource': ['A datasource such as "1__table" is required'] },
      });
    }
    const sliceId = Number(state.formData.slice_id);
    const chartId = Number.isInteger(sliceId) && sliceId > 0 ? sliceId : null;
    await checkExploreAccess(ctx, user, ref[0], ref[1], chartId);
    const value: ExplorePermalinkValue = {
      chartId,
      datasourceId: ref[0],
      datasourceType: ref[1],
      datasource: `${ref[0]}__${ref[1]}`,
      state,
    };
    const key = await createEntry(ctx.db, KV.explorePermalink, value, { ownerId: user.id });
    return reply.code(201).send({ key, url: `${publicOrigin(request)}/explore/p/${key}/` });
  });

  app.get('/api/v1/explore/permalink/:key', exploreRead, async (request) => {
    const value = await readExplorePermalink(ctx, request.user!, keyParam(request));
    if (!value) throw notFound();
    return value;
  });

  app.post('/api/v1/dashboard/:pk/permalink', dashboardWrite, async (request, reply) => {
    const user = request.user!;
    const dashboard = await findVisibleDashboard(ctx, user, (request.params as { pk: string }).pk);
    const state = validated(dashboardPermalinkBody, request.body ?? {}, '');
    const value: DashboardPermalinkValue = { dashboardId: String(dashboard.id), state };
    // As Superset: the same user sharing the same state gets the same link.
    const uuid = derivedUuid(ctx.config.secretKey, [KV.dashboardPermalink, user.id, value]);
    const key = await createEntry(ctx.db, KV.dashboardPermalink, value, { ownerId: user.id, uuid });
    return reply.code(201).send({ key, url: `${publicOrigin(request)}/superset/dashboard/p/${key}/` });
  });

  app.get('/api/v1/dashboard/permalink/:key', dashboardRead, async (request) => {
    const entry = await getEntry<DashboardPermalinkValue>(ctx.db, KV.dashboardPermalink, keyParam(request));
    if (!entry) throw notFound();
    await findVisibleDashboard(ctx, request.user!, entry.value.dashboardId);
    return entry.value;
  });
}
