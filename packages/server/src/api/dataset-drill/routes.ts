/**
 * `GET /api/v1/dataset/{pk}/drill_info/`: what "Drill by" and "View as table" need of a dataset —
 * its groupable columns with their labels, and who made and changed it (names only, no e-mails).
 * `can_read` on Dataset; a dataset the user may not see is a 404. Superset's `dashboard_id` argument
 * (a fallback through dashboard access) is accepted, but grants nothing here: Meridian gives no data
 * access through dashboards.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { loadChildren } from '../../datasources/dataset-repository.js';
import { findDataset } from '../../security/access/dataset.js';
import { registerRoutes, qArg, type Handler } from '../database/handler.js';
import { naturalTime } from '../humanize.js';
import { parseQ, validated } from '../list-query.js';
import { pathPk } from '../path-params.js';
import { usersById } from '../users-by-id.js';

const drillInfoQuery = z.object({ dashboard_id: z.number().int().optional() }).strict();

const getDrillInfo: Handler = async (ctx, request) => {
  validated(drillInfoQuery, parseQ(qArg(request)), 'q');
  const dataset = await findDataset(ctx, request.user!, pathPk(request));
  const { columns, owners } = await loadChildren(ctx.db, [dataset.id]);
  const users = await usersById(ctx, [dataset.created_by_fk, dataset.changed_by_fk]);
  const name = (id: number | null) => {
    const user = id === null ? undefined : users.get(id);
    return user ? { first_name: user.first_name, last_name: user.last_name } : null;
  };
  return {
    result: {
      id: dataset.id,
      table_name: dataset.table_name,
      // Drill-by offers dimensions only: the columns marked groupable.
      columns: (columns.get(dataset.id) ?? [])
        .filter((c) => Boolean(c.groupby))
        .map((c) => ({ column_name: c.column_name, verbose_name: c.verbose_name })),
      owners: (owners.get(dataset.id) ?? []).map((o) => ({
        first_name: o.first_name,
        last_name: o.last_name,
      })),
      created_by: name(dataset.created_by_fk),
      created_on_humanized: naturalTime(dataset.created_on),
      changed_by: name(dataset.changed_by_fk),
      changed_on_humanized: naturalTime(dataset.changed_on),
    },
  };
};

export function registerDatasetDrillRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoutes(app, ctx, 'Dataset', [['get', '/api/v1/dataset/:pk/drill_info/', 'read', getDrillInfo]]);
}
