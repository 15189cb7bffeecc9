/**
 * `/api/v1/annotation_layer/`: a layer's get, create, update, delete and bulk delete; its
 * annotations' list, get, create, update, delete and bulk delete. Rules live in
 * services/annotation; this file validates the edge and shapes Superset's answers.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { nowIso } from '../../meta/time.js';
import * as annotations from '../../services/annotation/annotations.js';
import * as layers from '../../services/annotation/layers.js';
import {
  annotationLayerPostSchema,
  annotationLayerPutSchema,
  annotationPostSchema,
  annotationPutSchema,
} from '../../services/annotation/schemas.js';
import { findAnnotation, findLayer, type AnnotationLayerRow } from '../../services/annotation/store.js';
import { notFound } from '../errors.js';
import { parseIdList, validated } from '../list-query.js';
import { pathPk } from '../path-params.js';
import { listResource } from '../resource.js';
import { annotationShow, serializeLayers } from './serialize.js';
import { annotationSpec } from './spec.js';

const plural = (n: number, word: string) => `Deleted ${n} ${word}${n === 1 ? '' : 's'}`;

async function layerOf(ctx: AppContext, request: FastifyRequest): Promise<AnnotationLayerRow> {
  const layer = await findLayer(ctx.db, pathPk(request));
  if (!layer) throw notFound();
  return layer;
}

export const getLayer = (ctx: AppContext) => async (request: FastifyRequest) => {
  const layer = await layerOf(ctx, request);
  const [result] = await serializeLayers([layer], ctx);
  return { id: layer.id, result };
};

export const createLayer = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const body = validated(annotationLayerPostSchema, request.body ?? {}, '');
  const id = await layers.createLayer(ctx.db, body, request.user!.id, nowIso());
  return reply.code(201).send({ id, result: body });
};

export const updateLayer = (ctx: AppContext) => async (request: FastifyRequest) => {
  const id = pathPk(request);
  const body = validated(annotationLayerPutSchema, request.body ?? {}, '');
  await layers.updateLayer(ctx.db, id, body, request.user!.id, nowIso());
  return { id, result: body };
};

export const deleteLayer = (ctx: AppContext) => async (request: FastifyRequest) => {
  await layers.deleteLayers(ctx.db, [pathPk(request)]);
  return { message: 'OK' };
};

export const bulkDeleteLayers = (ctx: AppContext) => async (request: FastifyRequest) => {
  const ids = parseIdList((request.query as Record<string, unknown>).q);
  await layers.deleteLayers(ctx.db, ids);
  return { message: plural(ids.length, 'annotation layer') };
};

export const listAnnotations = (ctx: AppContext) => async (request: FastifyRequest) => {
  const layer = await layerOf(ctx, request);
  return listResource(ctx, annotationSpec(layer.id), request);
};

export const getAnnotation = (ctx: AppContext) => async (request: FastifyRequest) => {
  const layer = await layerOf(ctx, request);
  const row = await findAnnotation(ctx.db, layer.id, pathPk(request, 'annotation_id'));
  if (!row) throw notFound();
  return { id: row.id, result: annotationShow(row, layer) };
};

export const createAnnotation = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const layerId = pathPk(request);
  const body = validated(annotationPostSchema, request.body ?? {}, '');
  const id = await annotations.createAnnotation(ctx.db, layerId, body, request.user!.id, nowIso());
  return reply.code(201).send({ id, result: body });
};

export const updateAnnotation = (ctx: AppContext) => async (request: FastifyRequest) => {
  const layerId = pathPk(request);
  const id = pathPk(request, 'annotation_id');
  const body = validated(annotationPutSchema, request.body ?? {}, '');
  await annotations.updateAnnotation(ctx.db, layerId, id, body, request.user!.id, nowIso());
  return { id, result: body };
};

export const deleteAnnotation = (ctx: AppContext) => async (request: FastifyRequest) => {
  await annotations.deleteAnnotations(ctx.db, pathPk(request), [pathPk(request, 'annotation_id')]);
  return { message: 'OK' };
};

export const bulkDeleteAnnotations = (ctx: AppContext) => async (request: FastifyRequest) => {
  const layerId = pathPk(request);
  const ids = parseIdList((request.query as Record<string, unknown>).q);
  await annotations.deleteAnnotations(ctx.db, layerId, ids);
  return { message: plural(ids.length, 'annotation') };
};
