/** `POST /api/v1/dashboard/` and `PUT /api/v1/dashboard/{id}`. */
import type { DashboardResponse } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { logAction } from '../../activity-log/record.js';
import type { AppContext } from '../../context.js';
import { dashboardById } from '../../meta/repositories/dashboard.js';
import { findEditableDashboard } from '../../security/access/dashboard.js';
import { prepareDashboardSave } from '../../services/dashboard/metadata.js';
import { saveDashboard } from '../../services/dashboard/save.js';
import type { OwnerRules } from '../../services/owners.js';
import { validated } from '../list-query.js';
import { replaceOwners, resolveOwners } from '../owners.js';
import { pathPk } from '../path-params.js';
import { FORBIDDEN, NOT_FOUND } from './params.js';
import { dashboardBody } from './schema.js';
import { dashboardAnswer } from './serialize.js';

const bodyOf = (request: FastifyRequest) =>
  prepareDashboardSave(validated(dashboardBody, request.body ?? {}, ''));

const ownerStore = (ctx: AppContext, request: FastifyRequest): OwnerRules => ({
  resolve: (requested) => resolveOwners(ctx.db, requested, request.user!),
  replace: (db, id, owners) => replaceOwners(db, 'dashboard_user', 'dashboard_id', id, owners),
});

export const createDashboard = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const id = await saveDashboard(ctx, request.user!, null, bodyOf(request), ownerStore(ctx, request));
  logAction(request, 'DashboardRestApi.post', { dashboardId: id });
  const answer: DashboardResponse = await dashboardAnswer(ctx, await dashboardById(ctx.db, id));
  return reply.code(201).send(answer);
};

export const updateDashboard =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<DashboardResponse> => {
    const pk = String(pathPk(request, 'id'));
    const existing = await findEditableDashboard(ctx, request.user!, pk, NOT_FOUND, FORBIDDEN);
    await saveDashboard(ctx, request.user!, existing, bodyOf(request), ownerStore(ctx, request));
    logAction(request, 'DashboardRestApi.put', { dashboardId: existing.id });
    const row = await dashboardById(ctx.db, existing.id);
    return { ...(await dashboardAnswer(ctx, row)), last_modified_time: Date.parse(row.changed_on) / 1000 };
  };
