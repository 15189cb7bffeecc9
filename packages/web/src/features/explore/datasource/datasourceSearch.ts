/** Searching the datasource panel: columns and metrics whose name or verbose name contain the text. */
import type { DatasetColumn, DatasetMetric } from '../../../api/explore';

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

/** The link that opens the dataset's SQL in SQL Lab (the SELECT * of a table, the query of a virtual one). */
export function sqlLabUrl(dataset: {
  id: number;
  sql?: string | null;
  select_star?: string | null;
  database?: { id: number } | null;
  schema?: string | null;
}): string {
  const q = new URLSearchParams({ datasourceKey: `${dataset.id}__table` });
  const sql = dataset.sql?.trim() || dataset.select_star;
  if (sql) q.set('sql', sql);
  if (dataset.database) q.set('dbid', String(dataset.database.id));
  if (dataset.schema) q.set('schema', dataset.schema);
  return `/sqllab/?${q.toString()}`;
}
