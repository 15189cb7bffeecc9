/* eslint-disable @typescript-eslint/no-unsafe-assignment --
   The visible-rows query is built over a resource table chosen at runtime (see resource/spec.ts). */
/** Favorites: `favorite_status/` and starring or unstarring one visible object. */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AppContext } from '../../context.js';
import { nowIso } from '../../meta/time.js';
import { tagFavorite, untagFavorite } from '../../services/tag/system-tags.js';
import { parseIdList } from '../list-query.js';
import { filteredQuery } from './filters.js';
import type { ResourceSpec } from './spec.js';

/** Favorite routes of a resource with a favstar class. */
export function registerFavoriteRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  spec: ResourceSpec,
  read: RouteShorthandOptions,
  favClass: string,
) {
  const base = `/api/v1/${spec.name}`;
  app.get(`${base}/favorite_status/`, read, async (request) => {
    const ids = parseIdList((request.query as Record<string, unknown>).q);
    const rows = await ctx.db
      .selectFrom('favstar')
      .select('obj_id')
      .where('user_id', '=', request.user!.id)
      .where('class_name', '=', favClass)
      .where('obj_id', 'in', ids)
      .execute();
    const starred = new Set(rows.map((r) => r.obj_id));
    return { result: ids.map((id) => ({ id, value: starred.has(id) })) };
  });

  const favoriteTarget = async (request: FastifyRequest) => {
    const id = Number((request.params as { id: string }).id);
    const user = request.user!;
    const found = Number.isInteger(id)
      ? await filteredQuery(ctx, spec, user, []).where('t.id', '=', id).select('t.id').executeTakeFirst()
      : undefined;
    if (!found) throw Object.assign(new Error('Not found'), { statusCode: 404 });
    return { id, user };
  };
  app.post(`${base}/:id/favorites/`, read, async (request) => {
    const { id, user } = await favoriteTarget(request);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('favstar')
        .values({ user_id: user.id, class_name: favClass, obj_id: id, dttm: nowIso() })
        .onConflict((oc) => oc.columns(['user_id', 'class_name', 'obj_id']).doNothing())
        .execute();
      await tagFavorite(trx, user.id, favClass, id);
    });
    return { result: 'OK' };
  });
  app.delete(`${base}/:id/favorites/`, read, async (request) => {
    const { id, user } = await favoriteTarget(request);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('favstar')
        .where('user_id', '=', user.id)
        .where('class_name', '=', favClass)
        .where('obj_id', '=', id)
        .execute();
      await untagFavorite(trx, user.id, favClass, id);
    });
    return { result: 'OK' };
  });
}
