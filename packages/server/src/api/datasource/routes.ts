/**
 * The Datasource routes (Superset's DatasourceRestApi and `/datasource/samples`): a column's distinct
 * values and a dataset's sample rows, both through the chart-data pipeline.
 */
import type { FastifyInstance } from 'fastify';
import type { ChartDataDeps } from '../../query/chart-data.js';
import { requirePermission } from '../../security/auth.js';
import { columnValues } from './column-values.js';
import { samples } from './samples.js';

export function registerDatasourceRoutes(app: FastifyInstance, chartData: ChartDataDeps) {
  app.get(
    '/api/v1/datasource/:datasource_type/:datasource_id/column/:column_name/values/',
    { preHandler: requirePermission('can_get_column_values', 'Datasource') },
    columnValues(chartData),
  );
  // Superset's can_samples on Datasource.
  app.post(
    '/datasource/samples',
    { preHandler: requirePermission('can_samples', 'Datasource') },
    samples(chartData),
  );
}
