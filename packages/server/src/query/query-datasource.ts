/**
 * A chartable SQL Lab query (security/access/query.ts) as the chart-data pipeline's datasource: its
 * SQL as a virtual source (wrapped as a subquery like a virtual dataset's), the result columns SQL
 * Lab recorded, no saved metrics.
 */
import type { ResultColumnDto } from '../sqllab/results-store.js';
import { extraOf } from '../sqllab/query-record.js';
import type { ChartableQuery } from '../security/access/query.js';
import type { LoadedDatasource } from './datasource-loader.js';

/** The result columns SQL Lab recorded for the query. */
export function queryColumns(row: ChartableQuery['row']): ResultColumnDto[] {
  const columns = extraOf(row).columns;
  return Array.isArray(columns)
    ? (columns as ResultColumnDto[]).filter((c) => typeof c?.column_name === 'string')
    : [];
}

/** The query's name as a datasource: its tab's name, else "query_{id}". */
export const queryDatasourceName = (row: ChartableQuery['row']) => row.tab_name || `query_${row.id}`;

export function queryAsDatasource({ row, database }: ChartableQuery): LoadedDatasource {
  const columns = queryColumns(row);
  return {
    datasource: {
      id: row.id,
      database_id: database.id,
      table_name: queryDatasourceName(row),
      schema: row.schema,
      catalog: row.catalog,
      sql: row.sql,
      main_dttm_col: columns.find((c) => c.is_dttm)?.column_name ?? null,
      fetch_values_predicate: null,
      always_filter_main_dttm: false,
      columns: columns.map((c) => ({
        column_name: c.column_name,
        expression: null,
        type: c.type,
        is_dttm: c.is_dttm,
        python_date_format: null,
        filterable: true,
        groupby: true,
      })),
      metrics: [],
    },
    database: {
      id: database.id,
      database_name: database.database_name,
      cache_timeout: database.cache_timeout,
    },
    cacheTimeout: database.cache_timeout,
    changedOn: row.changed_on,
    ownerIds: row.user_id === null ? [] : [row.user_id],
    ownerNames: [],
  };
}
