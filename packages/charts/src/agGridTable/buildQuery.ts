/**
 * The AG Grid table's query context: the table's queries (aggregate or raw mode, the row-count query
 * under server pagination, the totals query), with the grid's own state under server pagination:
 * the page, the sort chosen in the grid, and the search box as an ILIKE 'text%' filter on the chosen
 * column (Superset's ownState searchText / searchColumn / sortBy).
 */
import { getMetricLabel, type QueryContext, type QueryFilter, type QueryObject } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildTableQuery, type TableOwnState } from '../table/buildQuery.js';

export interface AgGridOwnState extends TableOwnState {
  searchText?: string;
  searchColumn?: string;
  /** Grid sort, first key first (used under server pagination only). */
  sortBy?: { key: string; desc: boolean }[];
}

export function buildAgGridTableQuery(formData: FormData, ownState: AgGridOwnState = {}): QueryContext {
  const context = buildTableQuery(formData, ownState);
  if (!formData.server_pagination) return context;
  const { searchText, searchColumn, sortBy = [] } = ownState;
  const search: QueryFilter | null =
    searchText && searchColumn ? { col: searchColumn, op: 'ILIKE', val: `${searchText}%` } : null;
  const metricLabels = new Set((context.queries[0]?.metrics ?? []).map(getMetricLabel));
  // A percent metric's column ("%name") sorts by its metric (the share keeps the metric's order).
  const sortKey = (key: string) =>
    key.startsWith('%') && metricLabels.has(key.slice(1)) ? key.slice(1) : key;
  const orderby: QueryObject['orderby'] | null = sortBy.length
    ? sortBy.map(({ key, desc }) => [sortKey(key), !desc])
    : null;
  const queries = context.queries.map((query, i): QueryObject => {
    let next: QueryObject = search ? { ...query, filters: [...(query.filters ?? []), search] } : query;
    // The page query takes the grid's sort; the row count and totals need none.
    if (i === 0 && orderby) next = { ...next, orderby };
    return next;
  });
  return { ...context, queries };
}
