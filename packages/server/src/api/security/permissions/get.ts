/**
 * Superset's read-only security catalogues: one permission name or view menu by id, and the
 * (permission, view) pairs a role can be given (`/permissions-resources/`: list and get).
 */
import type {
  PermissionShowResponse,
  PermissionViewListResponse,
  PermissionViewShowResponse,
} from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.js';
import { NotFound } from '../../../domain-errors.js';
import { findNamed, findPair } from '../../../meta/repositories/security.js';
import { listPermissionViews } from '../../../services/security/permissions.js';
import { parseListQuery } from '../../list-query.js';
import { pathPk } from '../../path-params.js';
import { serializePair } from './serialize.js';

const COLUMNS = ['id', 'permission.name', 'view_menu.name'];

export const getNamed =
  (ctx: AppContext, table: 'ab_permission' | 'ab_view_menu') => async (request: FastifyRequest) => {
    const row = await findNamed(ctx.db, table, pathPk(request));
    if (!row) throw new NotFound('Not found');
    return { id: row.id, result: row } satisfies PermissionShowResponse;
  };

export const listPairsHandler =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<PermissionViewListResponse> => {
    const q = parseListQuery((request.query as Record<string, unknown>).q);
    const { count, rows } = await listPermissionViews(ctx.db, q);
    return {
      count,
      ids: rows.map((r) => r.id),
      result: rows.map(serializePair),
      list_columns: COLUMNS,
      order_columns: COLUMNS,
      list_title: 'List Permission View Menu',
    };
  };

export const getPair = (ctx: AppContext) => async (request: FastifyRequest) => {
  const row = await findPair(ctx.db, pathPk(request));
  if (!row) throw new NotFound('Not found');
  return { id: row.id, result: serializePair(row) } satisfies PermissionViewShowResponse;
};
