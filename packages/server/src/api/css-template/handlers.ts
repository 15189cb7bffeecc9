/** `/api/v1/css_template/`: get, create, update, delete and bulk delete. */
import { cssTemplatePostSchema, cssTemplatePutSchema } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import * as templates from '../../meta/repositories/css-template.js';
import { nowIso } from '../../meta/time.js';
import { notFound } from '../errors.js';
import { parseIdList, validated } from '../list-query.js';
import { pathPk } from '../path-params.js';
import { serializeCssTemplates } from './serialize.js';

async function find(ctx: AppContext, request: FastifyRequest): Promise<templates.CssTemplateRow> {
  const row = await templates.findCssTemplate(ctx.db, pathPk(request));
  if (!row) throw notFound();
  return row;
}

export const getCssTemplate = (ctx: AppContext) => async (request: FastifyRequest) => {
  const row = await find(ctx, request);
  const [result] = await serializeCssTemplates([row], ctx);
  return { id: row.id, result };
};

export const createCssTemplate =
  (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = validated(cssTemplatePostSchema, request.body ?? {}, '');
    const id = await templates.insertCssTemplate(ctx.db, body, request.user!.id, nowIso());
    return reply.code(201).send({ id, result: body });
  };

export const updateCssTemplate = (ctx: AppContext) => async (request: FastifyRequest) => {
  const body = validated(cssTemplatePutSchema, request.body ?? {}, '');
  const row = await find(ctx, request);
  await templates.updateCssTemplate(ctx.db, row.id, body, request.user!.id, nowIso());
  return { id: row.id, result: body };
};

export const deleteCssTemplate = (ctx: AppContext) => async (request: FastifyRequest) => {
  const row = await find(ctx, request);
  await templates.deleteCssTemplates(ctx.db, [row.id]);
  return { message: 'OK' };
};

export const bulkDeleteCssTemplates = (ctx: AppContext) => async (request: FastifyRequest) => {
  const ids = parseIdList((request.query as Record<string, unknown>).q);
  if ((await templates.countCssTemplates(ctx.db, ids)) !== new Set(ids).size) throw notFound();
  await templates.deleteCssTemplates(ctx.db, ids);
  return { message: `Deleted ${ids.length} css template${ids.length === 1 ? '' : 's'}` };
};
