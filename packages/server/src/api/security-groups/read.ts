/** Reading groups: the list (rison `q` with name/label/description filters), one group, `_info`. */
import { can, isAdmin, type ListFilter } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { groupLinks, searchGroups, type GroupRow, type GroupSearch } from '../../meta/repositories/group.js';
import type { AuthUser } from '../../security/auth.js';
import { findGroupOr404 } from '../../services/security/groups.js';
import { badRequest } from '../errors.js';
import { parseListQuery } from '../list-query.js';
import { pathPk } from '../path-params.js';

const FILTER_COLUMNS = ['name', 'label', 'description'] as const;
const OPERATORS = { eq: 'Equal to', ct: 'Contains', sw: 'Starts with' } as const;
/** Relations filtered by ids (`rel_m_m`): groups carrying a role, groups having a member. */
const RELATION_COLUMNS = ['roles', 'users'] as const;
const RELATION_OPERATORS = { rel_m_m: 'Relation as Many' } as const;
const ORDER_COLUMNS = ['id', 'name', 'label'] as const;
const LIST_COLUMNS = [
  'id',
  'name',
  'label',
  'description',
  'roles.id',
  'roles.name',
  'users.id',
  'users.username',
];
const LABELS: Record<string, string> = {
  id: 'Id',
  name: 'Name',
  label: 'Label',
  description: 'Description',
  'roles.id': 'Roles Id',
  'roles.name': 'Roles Name',
  'users.id': 'Users Id',
  'users.username': 'Users Username',
};

function relationFilter(f: ListFilter, column: (typeof RELATION_COLUMNS)[number]) {
  if (f.opr !== 'rel_m_m') throw badRequest(`filters: operator ${f.opr} is not allowed on ${f.col}`);
  const values = Array.isArray(f.value) ? (f.value as unknown[]) : [f.value];
  const ids = values.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
  if (!ids.every((v): v is number => Number.isInteger(v)))
    throw badRequest(`filters: value for ${f.col} must be ids`);
  return { column, opr: 'rel_m_m' as const, value: ids };
}

function groupFilter(f: ListFilter): GroupSearch['filters'][number] {
  const relation = RELATION_COLUMNS.find((c) => c === f.col);
  if (relation) return relationFilter(f, relation);
  const column = FILTER_COLUMNS.find((c) => c === f.col);
  if (!column) throw badRequest(`filters: Filter column: ${f.col} not allowed to filter`);
  if (!Object.hasOwn(OPERATORS, f.opr))
    throw badRequest(`filters: operator ${f.opr} is not allowed on ${f.col}`);
  if (typeof f.value !== 'string') throw badRequest(`filters: value for ${f.col} must be a string`);
  return { column, opr: f.opr as 'eq' | 'ct' | 'sw', value: f.value };
}

async function serializeGroups(ctx: AppContext, groups: GroupRow[]) {
  const { users, roles } = await groupLinks(
    ctx.db,
    groups.map((g) => g.id),
  );
  return groups.map((g) => ({ ...g, roles: roles.get(g.id) ?? [], users: users.get(g.id) ?? [] }));
}

export const listGroups = (ctx: AppContext) => async (request: FastifyRequest) => {
  const q = parseListQuery((request.query as Record<string, unknown>).q);
  const order = ORDER_COLUMNS.find((c) => c === (q.order_column ?? 'id'));
  if (!order) throw badRequest(`order_column: ${q.order_column} is not a sortable column`);
  const { count, groups } = await searchGroups(ctx.db, {
    filters: q.filters.map(groupFilter),
    order,
    direction: q.order_direction ?? 'asc',
    page: q.page,
    pageSize: q.page_size,
  });
  return {
    count,
    ids: groups.map((g) => g.id),
    result: await serializeGroups(ctx, groups),
    list_columns: LIST_COLUMNS,
    order_columns: [...ORDER_COLUMNS],
    label_columns: LABELS,
    description_columns: {},
    list_title: 'List Group',
  };
};

export const getGroup = (ctx: AppContext) => async (request: FastifyRequest) => {
  const row = await findGroupOr404(ctx.db, pathPk(request));
  const [result] = await serializeGroups(ctx, [row]);
  return { id: row.id, result, show_columns: LIST_COLUMNS, label_columns: LABELS, description_columns: {} };
};

/** `_info`: the caller's permissions on Group and the list's filters, in FAB's shape. */
export function groupInfo(user: AuthUser) {
  const permissions = ['can_read', 'can_write'].filter((p) => isAdmin(user) || can(user, p, 'Group'));
  const listOf = (ops: Record<string, string>) =>
    Object.entries(ops).map(([operator, name]) => ({ name, operator }));
  const filters: Record<string, { name: string; operator: string }[]> = {};
  for (const c of FILTER_COLUMNS) filters[c] = listOf(OPERATORS);
  for (const c of RELATION_COLUMNS) filters[c] = listOf(RELATION_OPERATORS);
  return { permissions, filters };
}
