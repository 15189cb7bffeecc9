/** `DELETE /api/v1/dashboard/{id}` and the bulk `DELETE /api/v1/dashboard/?q=!(ids)`. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { deleteDashboards } from '../../meta/repositories/dashboard.js';
import { findEditableDashboard } from '../../security/access/dashboard.js';
import { parseIdList } from '../list-query.js';
import { pathPk } from '../path-params.js';
import { FORBIDDEN, NOT_FOUND } from './params.js';

export const deleteDashboard = (ctx: AppContext) => async (request: FastifyRequest) => {
  const row = await findEditableDashboard(
    ctx,
    request.user!,
    String(pathPk(request, 'id')),
    NOT_FOUND,
    FORBIDDEN,
  );
  await deleteDashboards(ctx.db, [row.id]);
  return { message: 'OK' };
};

export const bulkDeleteDashboards = (ctx: AppContext) => async (request: FastifyRequest) => {
  const ids = parseIdList((request.query as Record<string, unknown>).q);
  // Every id must be editable before anything is deleted: all or nothing.
  for (const id of ids) await findEditableDashboard(ctx, request.user!, String(id), NOT_FOUND, FORBIDDEN);
  await deleteDashboards(ctx.db, ids);
  return { message: `Deleted ${ids.length} dashboard${ids.length === 1 ? '' : 's'}` };
};
