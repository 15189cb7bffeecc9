/**
 * A SQL Lab query as explore's datasource (Superset's Query.data): name, SQL, the result columns as
 * groupable and filterable columns, no saved metrics, and its database.
 */
import type { ExploreQueryDatasourceAnswer } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { backendOf } from '../../datasources/database-uri.js';
import { queryColumns, queryDatasourceName } from '../../query/query-datasource.js';
import type { ChartableQuery } from '../../security/access/query.js';
import { extraOf } from '../../sqllab/query-record.js';

export function exploreQueryDatasource(
  ctx: AppContext,
  { row, database }: ChartableQuery,
): ExploreQueryDatasourceAnswer {
  const columns = queryColumns(row);
  const params = extraOf(row).templateParams;
  const name = queryDatasourceName(row);
  return {
    type: 'query',
    id: row.id,
    uid: `${row.id}__query`,
    name,
    table_name: name,
    sql: row.sql,
    catalog: row.catalog,
    schema: row.schema,
    template_params: typeof params === 'string' && params.trim() !== '' ? params : null,
    main_dttm_col: columns.find((c) => c.is_dttm)?.column_name ?? null,
    filter_select: true,
    columns: columns.map((c) => ({
      column_name: c.column_name,
      verbose_name: null,
      expression: null,
      type: c.type,
      type_generic: c.type_generic,
      is_dttm: c.is_dttm,
      groupby: true,
      filterable: true,
    })),
    metrics: [],
    verbose_map: {},
    order_by_choices: columns.flatMap((c): [string, string][] => [
      [JSON.stringify([c.column_name, true]), `${c.column_name} [asc]`],
      [JSON.stringify([c.column_name, false]), `${c.column_name} [desc]`],
    ]),
    owners: row.user_id === null ? [] : [row.user_id],
    database: {
      id: database.id,
      database_name: database.database_name,
      name: database.database_name,
      backend:
        ctx.connections.engineOf(database.sqlalchemy_uri)?.engine ??
        backendOf(database.sqlalchemy_uri).backend,
      allows_subquery: true,
    },
  };
}
