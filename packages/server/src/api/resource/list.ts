/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access --
   The list machinery works over any resource table chosen at runtime; typed builders would need a
   generic per table. Inputs are validated against each resource's column map before they reach SQL. */
/** The list endpoint (rison `q`: filters, order, paging, select_columns) and `_info`. */
import { can, isAdmin } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../security/auth.js';
import { badRequest } from '../errors.js';
import { parseListQuery } from '../list-query.js';
import { filteredQuery } from './filters.js';
import { prettify } from './info-fields.js';
import type { ResourceSpec } from './spec.js';

export async function listResource(ctx: AppContext, spec: ResourceSpec, request: FastifyRequest) {
  const query = parseListQuery((request.query as Record<string, unknown>).q);
  const user = request.user!;
  const orderKey = query.order_column ?? spec.defaultOrder[0];
  const orderColumn = spec.sortAliases?.[orderKey] ?? orderKey;
  const sortable = spec.columns[orderColumn];
  if (!sortable || sortable.sortable === false)
    throw badRequest(`order_column: ${orderKey} is not a sortable column`);
  const direction = query.order_direction ?? spec.defaultOrder[1];

  const base = filteredQuery(ctx, spec, user, query.filters);
  const counted = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const n = Number(counted?.n ?? 0);
  const rows = await (spec.listSelect ? spec.listSelect(base) : base.selectAll('t'))
    .orderBy(`t.${sortable.column}`, direction)
    .orderBy('t.id', direction)
    .limit(query.page_size)
    .offset(query.page * query.page_size)
    .execute();
  let result = await spec.serialize(rows, ctx);
  if (query.select_columns?.length) {
    const keep = new Set(query.select_columns);
    result = result.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => keep.has(k))));
  }
  // FAB's envelope names the listed columns with their labels.
  const listColumns = query.select_columns?.length
    ? query.select_columns
    : Object.keys(result[0] ?? spec.columns);
  return {
    count: Number(n),
    ids: rows.map((r: any) => r.id as number),
    result,
    list_columns: listColumns,
    label_columns: Object.fromEntries(listColumns.map((c) => [c, prettify(c)])),
    description_columns: {},
    order_columns: Object.keys(spec.columns).filter((k) => spec.columns[k]!.sortable !== false),
    list_title: `List ${spec.view}`,
  };
}

/** Names of the resource's permissions the caller holds, for `_info`. */
export function infoPermissions(spec: ResourceSpec, user: AuthUser): string[] {
  const all = ['can_read', 'can_write', 'can_export'];
  return isAdmin(user) ? all : all.filter((p) => can(user, p, spec.view));
}
