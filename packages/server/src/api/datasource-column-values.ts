/**
 * `GET /api/v1/datasource/{type}/{id}/column/{column}/values/` (Superset's DatasourceRestApi): the
 * distinct values of one column, for the explore filter's value picker. Runs through the chart-data
 * pipeline (data access, the dataset's fetch-values predicate, the engine's dialect, the cache).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answeredPayload, runChartData, type ChartDataDeps } from '../query/chart-data.js';
import { Timing } from '../query/timing.js';
import { canReadDatasource, datasourceAccessError } from '../security/access/dataset.js';
import { requirePermission } from '../security/auth.js';
import { badRequest, notFound } from './errors.js';
import { validated } from './list-query.js';

/** Superset's limit of `values_for_column`. */
export const COLUMN_VALUES_LIMIT = 10_000;

const params = z.object({
  datasource_type: z.enum(['table', 'dataset'], { message: 'Invalid datasource type' }),
  datasource_id: z.coerce.number().int().positive(),
  column_name: z.string().min(1).max(255),
});

export function registerDatasourceColumnValuesRoutes(app: FastifyInstance, deps: ChartDataDeps) {
  app.get(
    '/api/v1/datasource/:datasource_type/:datasource_id/column/:column_name/values/',
    { preHandler: requirePermission('can_get_column_values', 'Datasource') },
    async (request) => {
      const p = validated(params, request.params, '');
      const loaded = await deps.datasources.get(p.datasource_id);
      if (!loaded) throw notFound('Datasource does not exist');
      const user = request.user!;
      const readable = canReadDatasource(user, {
        database: loaded.database,
        schema: loaded.datasource.schema,
        catalog: loaded.datasource.catalog,
        dataset: { id: loaded.datasource.id, table_name: loaded.datasource.table_name },
        ownerIds: loaded.ownerIds,
      });
      // Access first, so column names of an unreadable dataset do not leak.
      if (!readable) throw datasourceAccessError(loaded.datasource.table_name, loaded.ownerNames);
      if (!loaded.datasource.columns.some((c) => c.column_name === p.column_name)) {
        throw badRequest(`Column name ${p.column_name} does not exist`);
      }
      const label = '__count';
      const result = await runChartData(
        deps,
        user,
        {
          datasource: { id: p.datasource_id, type: 'table' },
          queries: [
            {
              columns: [p.column_name],
              metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label }],
              orderby: [[p.column_name, true]],
              row_limit: Math.min(COLUMN_VALUES_LIMIT, deps.limits.maxRowLimit),
              apply_fetch_values_predicate: true,
            },
          ],
          result_type: 'full',
          result_format: 'json',
        },
        new Timing(),
      );
      if (result.format !== 'json') throw new Error('column values: unexpected result format');
      const rows = answeredPayload(result.queries[0])?.data ?? [];
      return { result: rows.map((row) => row[p.column_name] ?? null) };
    },
  );
}
