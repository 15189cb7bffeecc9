/**
 * `POST /api/v1/datasource/{type}/{id}/validate_expression/` (Superset's DatasourceRestApi): whether
 * an adhoc SQL expression — a column, a metric, a WHERE or a HAVING condition — would run on this
 * dataset. `{result: []}` when it would, else `{result: [{message, line_number?, start_column?,
 * end_column?}]}`. The expression passes the fragment gate first (syntax, denied functions), then runs
 * through the chart-data pipeline as explore would run it, so unknown columns and type errors are the
 * engine's own messages. `can_validate_expression` on Datasource; a missing dataset is 404, an
 * unreadable one 403 as for its data.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { chartDataDepsOf } from '../chart/saved-data.js';
import { validateExpression } from './validate.js';

export function registerDatasourceValidateRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(
    '/api/v1/datasource/:datasource_type/:datasource_id/validate_expression/',
    { preHandler: requirePermission('can_validate_expression', 'Datasource') },
    validateExpression(chartDataDepsOf(ctx)),
  );
}
