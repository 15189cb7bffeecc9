/** Searching the datasource panel (columns and metrics whose name or verbose name contain the text) and the dataset lists (by name). */
import { can, type RolePermissions } from '@meridian/core';
import { getDatasets, type DatasetColumn, type DatasetMetric } from '../../../api/explore';

const matches = (text: string, ...fields: (string | null | undefined)[]) =>
  fields.some((f) => f?.toLowerCase().includes(text));

export function searchDatasource(
  columns: readonly DatasetColumn[],
  metrics: readonly DatasetMetric[],
  search: string,
): { columns: DatasetColumn[]; metrics: DatasetMetric[] } {
  const text = search.trim().toLowerCase();
  if (!text) return { columns: [...columns], metrics: [...metrics] };
  return {
    columns: columns.filter((c) => matches(text, c.column_name, c.verbose_name)),
    metrics: metrics.filter((m) => matches(text, m.metric_name, m.verbose_name)),
  };
}

/** The SQL that opens a dataset in SQL Lab: a virtual dataset's query, else the first rows of its table. */
export function datasetSql(dataset: {
  sql?: string | null;
  schema?: string | null;
  table_name: string;
}): string {
  const sql = dataset.sql?.trim();
  if (sql) return sql;
  const table = dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name;
  return `SELECT * FROM ${table} LIMIT 100`;
}

/** The SQL Lab route that opens a new tab on the dataset's database with its SQL. */
export function sqlLabUrl(dataset: {
  id: number;
  table_name: string;
  sql?: string | null;
  schema?: string | null;
}): string {
  return `/sqllab/?datasourceKey=${dataset.id}__table&sql=${encodeURIComponent(datasetSql(dataset))}`;
}

/** SQL Lab is offered to users who may open it: its menu entry and its read permission. */
export const canOpenSqlLab = (user: { roles: RolePermissions } | undefined): boolean =>
  user !== undefined && can(user, 'menu_access', 'SQL Lab') && can(user, 'can_read', 'SQLLab');

/** One page of the datasets whose name contains `filter`, by name. */
export const datasetsByName = (filter: string, page: number, pageSize: number) =>
  getDatasets({
    ...(filter ? { filters: [{ col: 'table_name', opr: 'ct', value: filter }] } : {}),
    order_column: 'table_name',
    order_direction: 'asc',
    page,
    page_size: pageSize,
  });
