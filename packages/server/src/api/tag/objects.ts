/**
 * Tags on one object (`POST /api/v1/tag/{object_type}/{object_id}/` adds custom tags by name,
 * `DELETE …/{tag}/` removes one) and `GET /api/v1/tag/get_objects/` (tagIds or tags, types).
 * Tagging needs the right to edit the object: 404 when the caller cannot see it, 403 otherwise.
 */
import { objectTagsBodySchema } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../security/auth.js';
import { addCustomTags, removeObjectTag } from '../../services/tag/custom-tags.js';
import { editableIds } from '../../services/tag/editable.js';
import { taggedObjects } from '../../services/tag/objects.js';
import { objectTypeOf, TAGGABLE } from '../../services/tag/vocabulary.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { validated } from '../list-query.js';
import { parsePk } from '../path-params.js';

async function editableTarget(ctx: AppContext, request: FastifyRequest, user: AuthUser) {
  const params = request.params as { object_type?: string; object_id?: string };
  const type = objectTypeOf(params.object_type);
  const id = parsePk(params.object_id);
  if (!type) throw notFound();
  if (!(await editableIds(ctx.db, user, type, [id])).has(id)) {
    const seen = await taggedObjects(ctx.db, user, { tagIds: [], names: [], types: [type], onlyIds: [id] });
    throw seen.length ? forbidden(`You do not have permission to edit this ${type}`) : notFound();
  }
  return { type, id };
}

export const addObjectTags = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const user = request.user!;
  const raw = request.body as { properties?: { tags?: unknown } } | undefined;
  if (!raw?.properties || raw.properties.tags === undefined)
    throw badRequest("Missing required field 'tags' in 'properties'");
  const body = validated(objectTagsBodySchema, raw, '');
  const { type, id } = await editableTarget(ctx, request, user);
  await ctx.db.transaction().execute((trx) => addCustomTags(trx, type, id, body.properties.tags, user.id));
  return reply.code(201).send({});
};

export const deleteObjectTag = (ctx: AppContext) => async (request: FastifyRequest) => {
  const user = request.user!;
  const { type, id } = await editableTarget(ctx, request, user);
  await removeObjectTag(ctx.db, type, id, decodeURIComponent((request.params as { tag: string }).tag));
  return { message: 'OK' };
};

const list = (raw: unknown) =>
  typeof raw === 'string'
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

export const getObjects = (ctx: AppContext) => async (request: FastifyRequest) => {
  const query = request.query as Record<string, unknown>;
  const tagIds = list(query.tagIds).map((v) => {
    if (!/^\d+$/.test(v)) throw badRequest('tagIds: must be a comma-separated list of tag ids');
    return Number(v);
  });
  const types = list(query.types).map((t) => {
    const type = objectTypeOf(t);
    if (!type) throw badRequest(`types: unknown object type ${t} (one of ${TAGGABLE.join(', ')})`);
    return type;
  });
  const result = await taggedObjects(ctx.db, request.user!, {
    tagIds,
    names: list(query.tags),
    types: types,
  });
  return { result };
};
