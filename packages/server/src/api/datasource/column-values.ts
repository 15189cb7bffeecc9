/**
 * `GET /api/v1/datasource/{type}/{id}/column/{column}/values/` (Superset's DatasourceRestApi): the
 * distinct values of one column, for the explore filter's value picker. Runs through the chart-data
 * pipeline (data access, the dataset's fetch-values predicate, the engine's dialect, the cache).
 */
import { columnValuesParamsSchema } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import { answeredPayload, runChartData, type ChartDataDeps } from '../../query/chart-data.js';
import { Timing } from '../../query/timing.js';
import { canReadDatasource, datasourceAccessError } from '../../security/access/dataset.js';
import { badRequest, notFound } from '../errors.js';
import { validated } from '../list-query.js';

/** Superset's limit of `values_for_column`. */
export const COLUMN_VALUES_LIMIT = 10_000;

/** The dataset, once the caller may read it and it has the column. */
async function readableDataset(deps: ChartDataDeps, request: FastifyRequest, id: number, column: string) {
  const loaded = await deps.datasources.get(id);
  if (!loaded) throw notFound('Datasource does not exist');
  const readable = canReadDatasource(request.user!, {
    database: loaded.database,
    schema: loaded.datasource.schema,
    catalog: loaded.datasource.catalog,
    dataset: { id: loaded.datasource.id, table_name: loaded.datasource.table_name },
    ownerIds: loaded.ownerIds,
  });
  // Access first, so column names of an unreadable dataset do not leak.
  if (!readable) throw datasourceAccessError(loaded.datasource.table_name, loaded.ownerNames);
  if (!loaded.datasource.columns.some((c) => c.column_name === column)) {
    throw badRequest(`Column name ${column} does not exist`);
  }
}

export const columnValues = (deps: ChartDataDeps) => async (request: FastifyRequest) => {
  const p = validated(columnValuesParamsSchema, request.params, '');
  await readableDataset(deps, request, p.datasource_id, p.column_name);
  const label = '__count';
  const query = {
    columns: [p.column_name],
    metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label }],
    orderby: [[p.column_name, true]],
    row_limit: Math.min(COLUMN_VALUES_LIMIT, deps.limits.maxRowLimit),
    apply_fetch_values_predicate: true,
  };
  const context = {
    datasource: { id: p.datasource_id, type: 'table' },
    queries: [query],
    result_type: 'full',
    result_format: 'json',
  };
  const result = await runChartData(deps, request.user!, context, new Timing());
  if (result.format !== 'json') throw new Error('column values: unexpected result format');
  const rows = answeredPayload(result.queries[0])?.data ?? [];
  return { result: rows.map((row) => row[p.column_name] ?? null) };
};
