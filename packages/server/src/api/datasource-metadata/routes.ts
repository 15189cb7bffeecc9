/**
 * `GET /superset/fetch_datasource_metadata?datasourceKey=1__table` (Superset's legacy view, still used
 * by older clients): the datasource as explore reads it (`datasource.data`), unwrapped. Needs
 * `can_fetch_datasource_metadata` on Superset; a dataset that does not exist or that the user may not
 * read is a 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { checkDatasource } from '../../security/access/dataset.js';
import { requirePermission } from '../../security/auth.js';
import { badRequest, notFound } from '../errors.js';
import { exploreDataset } from '../explore/serialize.js';

/** Superset's DATASOURCE_MISSING_ERR. */
export const DATASOURCE_MISSING = 'The data source seems to have been deleted';

/** `<id>__<type>`, as Superset's datasource keys are written. */
function parseKey(request: FastifyRequest): { id: number; type: string } {
  const key = (request.query as { datasourceKey?: unknown }).datasourceKey;
  const match = typeof key === 'string' ? /^(\d{1,15})__([a-z_]+)$/.exec(key) : null;
  if (!match) throw badRequest('datasourceKey: must be <id>__<type>, e.g. 1__table');
  return { id: Number(match[1]), type: match[2]! };
}

export function registerDatasourceMetadataRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/superset/fetch_datasource_metadata',
    { preHandler: requirePermission('can_fetch_datasource_metadata', 'Superset') },
    async (request) => {
      const { id, type } = parseKey(request);
      const check = await checkDatasource(ctx, request.user!, id, type);
      if (check.status !== 'ok') throw notFound(DATASOURCE_MISSING);
      return exploreDataset(ctx, check.dataset);
    },
  );
}
