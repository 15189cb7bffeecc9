/**
 * Annotation layers' route table: `/api/v1/annotation_layer/` list, `_info`, `related`, `distinct`
 * (the generic machinery), a layer's get/create/update/delete and bulk delete, and its annotations
 * under `{pk}/annotation/`, behind can_read/can_write on Annotation (Superset's permission).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { registerResourceRoutes } from '../resource.js';
import * as h from './handlers.js';
import { annotationLayerSpec } from './spec.js';

export { annotationLayerSpec };

export function registerAnnotationLayerRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, annotationLayerSpec);
  const read = { preHandler: requirePermission('can_read', 'Annotation') };
  const write = { preHandler: requirePermission('can_write', 'Annotation') };
  const base = '/api/v1/annotation_layer';

  app.get(`${base}/:pk`, read, h.getLayer(ctx));
  app.post(`${base}/`, write, h.createLayer(ctx));
  app.put(`${base}/:pk`, write, h.updateLayer(ctx));
  app.delete(`${base}/:pk`, write, h.deleteLayer(ctx));
  app.delete(`${base}/`, write, h.bulkDeleteLayers(ctx));

  const one = `${base}/:pk/annotation/:annotation_id`;
  app.get(`${base}/:pk/annotation/`, read, h.listAnnotations(ctx));
  app.post(`${base}/:pk/annotation/`, write, h.createAnnotation(ctx));
  app.delete(`${base}/:pk/annotation/`, write, h.bulkDeleteAnnotations(ctx));
  app.get(one, read, h.getAnnotation(ctx));
  app.put(one, write, h.updateAnnotation(ctx));
  app.delete(one, write, h.deleteAnnotation(ctx));
}
