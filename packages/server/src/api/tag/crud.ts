/** `/api/v1/tag/`: get, create (with objects), bulk_create, update, delete and bulk delete by name. */
import { tagBodySchema, tagBulkBodySchema } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { dropTags, findTagById } from '../../services/tag/store.js';
import { createTagWithObjects, updateTag, type ObjectPair } from '../../services/tag/tag-objects.js';
import { notFound } from '../errors.js';
import { parseQ, validated } from '../list-query.js';
import { pathPk } from '../path-params.js';
import { serializeTags } from './serialize.js';
import { z } from 'zod';

export const getTag = (ctx: AppContext) => async (request: FastifyRequest) => {
  const row = await findTagById(ctx.db, pathPk(request));
  if (!row) throw notFound();
  const [result] = await serializeTags([row], ctx);
  return { id: row.id, result };
};

export const createTag = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const body = validated(tagBodySchema, request.body ?? {}, '');
  const { id } = await createTagWithObjects(ctx.db, request.user!, {
    ...body,
    objects_to_tag: body.objects_to_tag,
  });
  return reply.code(201).send({ id, result: body });
};

/** Each tag is created (or found) and put on the objects the caller may edit; the rest are skipped. */
export const bulkCreateTags = (ctx: AppContext) => async (request: FastifyRequest) => {
  const body = validated(tagBulkBodySchema, request.body ?? {}, '');
  const tagged = new Map<string, ObjectPair>();
  const skipped = new Map<string, ObjectPair>();
  for (const tag of body.tags) {
    const r = await createTagWithObjects(ctx.db, request.user!, {
      name: tag.name,
      objects_to_tag: tag.objects_to_tag,
    });
    for (const p of r.tagged) tagged.set(p.join(':'), p);
    for (const p of r.skipped) skipped.set(p.join(':'), p);
  }
  return { result: { objects_tagged: [...tagged.values()], objects_skipped: [...skipped.values()] } };
};

export const putTag = (ctx: AppContext) => async (request: FastifyRequest) => {
  const body = validated(tagBodySchema, request.body ?? {}, '');
  const id = pathPk(request);
  await updateTag(ctx, request.user!, id, {
    ...body,
    objects_to_tag: body.objects_to_tag,
  });
  return { id, result: body };
};

export const deleteTag = (ctx: AppContext) => async (request: FastifyRequest) => {
  const row = await findTagById(ctx.db, pathPk(request));
  if (!row) throw notFound();
  await ctx.db.transaction().execute((trx) => dropTags(trx, [row.id]));
  return { message: 'OK' };
};

const tagKeys = z
  .array(z.union([z.string().min(1).max(250), z.number().int()]))
  .min(1)
  .max(1000);

/**
 * `DELETE /api/v1/tag/?q=!(name,…)` (Superset deletes by name; ids are taken too): every one must be
 * a tag (404 otherwise); links and stars go with them.
 */
export const bulkDeleteTags = (ctx: AppContext) => async (request: FastifyRequest) => {
  const keys = [...new Set(validated(tagKeys, parseQ((request.query as Record<string, unknown>).q), 'q'))];
  const names = keys.filter((k): k is string => typeof k === 'string');
  const ids = keys.filter((k): k is number => typeof k === 'number');
  await ctx.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('tag')
      .select('id')
      .where((eb) =>
        eb.or([eb('name', 'in', names.length ? names : ['']), eb('id', 'in', ids.length ? ids : [-1])]),
      )
      .execute();
    if (found.length !== keys.length) throw notFound();
    await dropTags(
      trx,
      found.map((t) => t.id),
    );
  });
  return { message: `Deleted ${keys.length} tags` };
};
