/**
 * A dashboard's unsaved native-filter state: `POST/PUT/GET/DELETE
 * /api/v1/dashboard/{pk}/filter_state[/{key}]`, the value a JSON string. Entries live in `key_value`
 * (resource `dashboard_filter_state`) for 90 days after their last use, bound to their dashboard;
 * whoever sees the dashboard may read one, only its creator may change or delete it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { AuthUser } from '../security/auth.js';
import { requirePermission } from '../security/auth.js';
import { forbidden, notFound } from './errors.js';
import { findVisibleDashboard } from '../security/access/dashboard.js';
import { STATE_FORBIDDEN } from './explore-form-data.js';
import {
  createEntry,
  deleteEntry,
  getEntry,
  KV,
  TEMPORARY_STATE_TTL_MS,
  touchEntry,
  updateEntry,
} from '../meta/repositories/key-value.js';
import { validated } from './list-query.js';

const stateBody = z.object({
  value: z.string().refine(
    (s) => {
      try {
        JSON.parse(s);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'JSON not valid' },
  ),
});

interface FilterState {
  owner: number;
  dashboardId: number;
  value: string;
}

const params = (request: FastifyRequest) => request.params as { pk: string; key?: string };

export function registerFilterStateRoutes(app: FastifyInstance, ctx: AppContext) {
  const read = { preHandler: requirePermission('can_read', 'DashboardFilterStateRestApi') };
  const write = { preHandler: requirePermission('can_write', 'DashboardFilterStateRestApi') };

  /** The entry under the key for this dashboard (404 for another dashboard's key). */
  async function entryOf(user: AuthUser, request: FastifyRequest, mustOwn: boolean) {
    const { pk, key } = params(request);
    const dashboard = await findVisibleDashboard(ctx, user, pk);
    const entry = await getEntry<FilterState>(ctx.db, KV.dashboardFilterState, key ?? '');
    if (!entry || entry.value.dashboardId !== dashboard.id) throw notFound();
    if (mustOwn && entry.ownerId !== user.id) throw forbidden(STATE_FORBIDDEN);
    return { dashboard, entry, key: key! };
  }

  app.post('/api/v1/dashboard/:pk/filter_state', write, async (request, reply) => {
    const user = request.user!;
    const dashboard = await findVisibleDashboard(ctx, user, params(request).pk);
    const { value } = validated(stateBody, request.body ?? {}, '');
    const state: FilterState = { owner: user.id, dashboardId: dashboard.id, value };
    const key = await createEntry(ctx.db, KV.dashboardFilterState, state, {
      ownerId: user.id,
      ttlMs: TEMPORARY_STATE_TTL_MS,
    });
    return reply.code(201).send({ key });
  });

  app.get('/api/v1/dashboard/:pk/filter_state/:key', read, async (request) => {
    const { entry, key } = await entryOf(request.user!, request, false);
    await touchEntry(ctx.db, KV.dashboardFilterState, key, TEMPORARY_STATE_TTL_MS);
    return { value: entry.value.value };
  });

  app.put('/api/v1/dashboard/:pk/filter_state/:key', write, async (request) => {
    const user = request.user!;
    const { value } = validated(stateBody, request.body ?? {}, '');
    const { dashboard, key } = await entryOf(user, request, true);
    const state: FilterState = { owner: user.id, dashboardId: dashboard.id, value };
    await updateEntry(ctx.db, KV.dashboardFilterState, key, state, TEMPORARY_STATE_TTL_MS);
    return { key };
  });

  app.delete('/api/v1/dashboard/:pk/filter_state/:key', write, async (request) => {
    const { key } = await entryOf(request.user!, request, true);
    await deleteEntry(ctx.db, KV.dashboardFilterState, key);
    return { message: 'Deleted successfully' };
  });
}
