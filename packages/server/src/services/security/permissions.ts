/**
 * The (permission, view) pairs list: which filters and orders it takes. The pairs are brought in line
 * with the stored databases and datasets before it answers, so objects made by any path (examples,
 * imports) can be granted.
 */
import type { ListFilter, ListQuery } from '@meridian/core';
import { Invalid } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import { listPairs, type PairFilter, type PairPage } from '../../meta/repositories/security.js';
import { reconcileDataPermissions } from '../../security/permission-sync.js';

/** Filter columns of the pairs list: either side's name, or `search` for "either contains". */
const PAIR_COLUMNS: Record<string, PairFilter['columns']> = {
  'permission.name': ['p.name'],
  permission: ['p.name'],
  'view_menu.name': ['v.name'],
  view_menu: ['v.name'],
  search: ['p.name', 'v.name'],
};
const PAIR_ORDERS: Record<string, PairPage['order']> = {
  'permission.name': 'p.name',
  'view_menu.name': 'v.name',
  id: 'pv.id',
};
const OPERATORS = new Set(['eq', 'ct', 'sw']);

function pairFilter(f: ListFilter): PairFilter {
  const columns = Object.hasOwn(PAIR_COLUMNS, f.col) ? PAIR_COLUMNS[f.col] : undefined;
  if (!columns) throw new Invalid(`filters: Filter column: ${f.col} not allowed to filter`);
  if (typeof f.value !== 'string') throw new Invalid(`filters: value for ${f.col} must be a string`);
  if (!OPERATORS.has(f.opr))
    throw new Invalid(`filters: operator ${f.opr} is not allowed on column ${f.col}`);
  return { columns, opr: f.opr as PairFilter['opr'], value: f.value };
}

/** A page of pairs for a validated list query (default order: view name). */
export async function listPermissionViews(db: MetaDb, q: ListQuery) {
  await reconcileDataPermissions(db);
  const filters = q.filters.map(pairFilter);
  const key = q.order_column;
  const order = !key ? 'v.name' : Object.hasOwn(PAIR_ORDERS, key) ? PAIR_ORDERS[key] : undefined;
  if (!order) throw new Invalid(`order_column: ${q.order_column} is not a sortable column`);
  return listPairs(db, {
    filters,
    order,
    direction: q.order_direction ?? 'asc',
    page: q.page,
    pageSize: q.page_size,
  });
}
