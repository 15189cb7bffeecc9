/**
 * `GET /api/v1/database/{pk}/function_names/`: the functions the database's engine knows, which SQL
 * Lab's editor offers as completions. `can_read` on Database, as Superset maps `function_names`;
 * a database the user may not see is a 404.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { functionNames } from '../../engines/functions/index.js';
import { guarded } from '../../services/database/errors.js';
import { openDatabase } from '../../services/database/browse.js';
import { registerRoutes, type Handler } from '../database/handler.js';
import { pathPk } from '../path-params.js';

const getFunctionNames: Handler = async (ctx, request) => {
  const { connector } = await openDatabase(ctx, request.user!, pathPk(request));
  return { function_names: await guarded(() => functionNames(connector)) };
};

export function registerDatabaseFunctionRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoutes(app, ctx, 'Database', [
    ['get', '/api/v1/database/:pk/function_names/', 'read', getFunctionNames],
  ]);
}
