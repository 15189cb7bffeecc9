/**
 * The generic resource API with Superset's semantics: list with rison `q` (filters, order, paging,
 * select_columns), `_info`, `related/{column}`, `distinct/{column}`, favorites and `favorite_status`.
 * A resource module declares its columns and relations; the files of `resource/` turn a validated query into SQL.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../security/auth.js';
import type { AppContext } from '../context.js';
import { badRequest } from './errors.js';
import { registerFavoriteRoutes } from './resource/favorites.js';
import { resourceInfo } from './resource/info.js';
import { listResource } from './resource/list.js';
import { distinctValues, relatedValues } from './resource/related.js';
import type { ResourceSpec } from './resource/spec.js';

export type {
  ColumnType,
  FkRelation,
  LinkRelation,
  ListColumn,
  Relation,
  ResourceSpec,
} from './resource/spec.js';
export { filteredQuery, filterPredicate } from './resource/filters.js';
export { infoPermissions, listResource } from './resource/list.js';

/** Routes every resource shares; its own module adds get/create/update/delete. */
export function registerResourceRoutes(app: FastifyInstance, ctx: AppContext, spec: ResourceSpec) {
  const base = `/api/v1/${spec.name}`;
  const read = { preHandler: requirePermission('can_read', spec.view) };

  app.get(`${base}/`, read, (request) => listResource(ctx, spec, request));
  app.get(`${base}/_info`, read, (request) => resourceInfo(spec, request));
  app.get(`${base}/related/:column`, read, (request) => {
    const { column } = request.params as { column: string };
    const rel = spec.relations[column];
    if (!rel) throw badRequest(`column: ${column} is not a related column`);
    return relatedValues(ctx, rel, request);
  });
  app.get(`${base}/distinct/:column`, read, (request) =>
    distinctValues(ctx, spec, (request.params as { column: string }).column, request),
  );

  const favClass = spec.favoriteClass;
  if (!favClass) return;
  registerFavoriteRoutes(app, ctx, spec, read, favClass);
}
