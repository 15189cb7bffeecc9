/** Starred tags (`user_favorite_tag`): favorite_status and starring or unstarring one tag. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { findTagById } from '../../services/tag/store.js';
import { notFound } from '../errors.js';
import { parseIdList } from '../list-query.js';
import { pathPk } from '../path-params.js';

export const tagFavoriteStatus = (ctx: AppContext) => async (request: FastifyRequest) => {
  const ids = parseIdList((request.query as Record<string, unknown>).q);
  const rows = ids.length
    ? await ctx.db
        .selectFrom('user_favorite_tag')
        .select('tag_id')
        .where('user_id', '=', request.user!.id)
        .where('tag_id', 'in', ids)
        .execute()
    : [];
  const starred = new Set(rows.map((r) => r.tag_id));
  return { result: ids.map((id) => ({ id, value: starred.has(id) })) };
};

async function target(ctx: AppContext, request: FastifyRequest) {
  const tag = await findTagById(ctx.db, pathPk(request));
  if (!tag) throw notFound();
  return tag.id;
}

export const addTagFavorite = (ctx: AppContext) => async (request: FastifyRequest) => {
  const tagId = await target(ctx, request);
  await ctx.db
    .insertInto('user_favorite_tag')
    .values({ tag_id: tagId, user_id: request.user!.id })
    .onConflict((oc) => oc.columns(['tag_id', 'user_id']).doNothing())
    .execute();
  return { result: 'OK' };
};

export const removeTagFavorite = (ctx: AppContext) => async (request: FastifyRequest) => {
  const tagId = await target(ctx, request);
  await ctx.db
    .deleteFrom('user_favorite_tag')
    .where('tag_id', '=', tagId)
    .where('user_id', '=', request.user!.id)
    .execute();
  return { result: 'OK' };
};
