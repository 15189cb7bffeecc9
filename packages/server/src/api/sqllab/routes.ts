/**
 * SQL Lab's own routes (issue 7): execution, results and export, the bootstrap, the editor's
 * tools and permalinks, with the services they share (returned). Query history, tab state and saved queries have their own folders.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { createSqlLab, type SqlLab } from '../../sqllab/service.js';
import { getBootstrap } from './bootstrap.js';
import { executeSql } from './execute.js';
import { createPermalink, getPermalink } from './permalink.js';
import { exportCsv, getResults } from './results.js';
import { estimate, formatSql, validateSql } from './tools.js';

export function registerSqlLabRoutes(app: FastifyInstance, ctx: AppContext): SqlLab {
  const lab = createSqlLab(ctx);
  const sqlLab = (perm: string) => ({ preHandler: requirePermission(perm, 'SQLLab') });
  app.post('/api/v1/sqllab/execute/', sqlLab('can_execute_sql_query'), executeSql(ctx, lab));
  app.get('/api/v1/sqllab/results/', sqlLab('can_get_results'), getResults(ctx, lab));
  app.get('/api/v1/sqllab/export/:client_id/', sqlLab('can_export_csv'), exportCsv(ctx, lab));
  app.post('/api/v1/sqllab/export/:client_id/', sqlLab('can_export_csv'), exportCsv(ctx, lab));
  app.get('/api/v1/sqllab/', sqlLab('can_read'), getBootstrap(ctx));
  app.post('/api/v1/sqllab/estimate/', sqlLab('can_estimate_query_cost'), estimate(ctx));
  app.post('/api/v1/sqllab/format_sql/', sqlLab('can_format_sql'), formatSql(ctx));
  const validate = { preHandler: requirePermission('can_read', 'Database') };
  app.post('/api/v1/database/:pk/validate_sql/', validate, validateSql(ctx));

  const permalink = (perm: string) => ({ preHandler: requirePermission(perm, 'SqlLabPermalinkRestApi') });
  app.post('/api/v1/sqllab/permalink', permalink('can_write'), createPermalink(ctx));
  app.get('/api/v1/sqllab/permalink/:key', permalink('can_read'), getPermalink(ctx));
  return lab;
}
