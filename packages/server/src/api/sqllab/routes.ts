/**
 * Every SQL Lab route (issue 7): execution and results, query history, tab state, table panels,
 * saved queries, editor tools and permalinks, with the services they share. The job queue is
 * closed with the server.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { createSqlLab, type SqlLab } from '../sqllab/service.js';
import { registerQueryRoutes } from './query.js';
import { registerSavedQueryRoutes } from './saved-query.js';
import { registerSqlLabBootstrapRoutes } from './sqllab-bootstrap.js';
import { registerSqlLabExecuteRoutes } from './sqllab-execute.js';
import { registerSqlLabPermalinkRoutes } from './sqllab-permalink.js';
import { registerSqlLabToolRoutes } from './sqllab-tools.js';
import { registerTableSchemaRoutes } from './tableschema.js';
import { registerTabStateRoutes } from './tabstate.js';

export function registerSqlLabRoutes(app: FastifyInstance, ctx: AppContext): SqlLab {
  const lab = createSqlLab(ctx);
  registerSqlLabExecuteRoutes(app, ctx, lab);
  registerSqlLabBootstrapRoutes(app, ctx);
  registerSqlLabToolRoutes(app, ctx);
  registerSqlLabPermalinkRoutes(app, ctx);
  registerQueryRoutes(app, ctx, lab);
  registerTabStateRoutes(app, ctx);
  registerTableSchemaRoutes(app, ctx);
  registerSavedQueryRoutes(app, ctx);
  app.addHook('onClose', () => lab.close());
  return lab;
}
