/** `GET /api/v1/security/roles/search/?q=`: roles with the ids of their pairs, members and groups. */
import { roleSearchQuerySchema, type ListResponse, type RoleSearchItem } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.js';
import { linksOfRoles, searchRoles } from '../../../meta/repositories/role.js';
import { parseQ, validated } from '../../list-query.js';

export const searchRolesHandler =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<ListResponse<RoleSearchItem>> => {
    const q = validated(roleSearchQuerySchema, parseQ((request.query as Record<string, unknown>).q), 'q');
    const nameFilter = q.filters.find((f) => f.col === 'name');
    const { count, roles } = await searchRoles(ctx.db, {
      name: nameFilter === undefined ? undefined : String(nameFilter.value),
      orderColumn: q.order_column,
      orderDirection: q.order_direction,
      page: q.page,
      pageSize: q.page_size,
    });
    const ids = roles.map((r) => r.id);
    const { pairs, members, groups } = await linksOfRoles(ctx.db, ids);
    return {
      count,
      ids,
      result: roles.map((r) => ({
        id: r.id,
        name: r.name,
        permission_ids: pairs.filter((p) => p.role_id === r.id).map((p) => p.permission_view_id),
        user_ids: members.filter((m) => m.role_id === r.id).map((m) => m.user_id),
        group_ids: groups.filter((g) => g.role_id === r.id).map((g) => g.group_id),
      })),
    };
  };
