/**
 * CSS templates' route table: `/api/v1/css_template/` list (generic machinery: filters, order,
 * related created_by/changed_by, distinct), `_info`, get, create, update, delete and bulk delete,
 * behind can_read/can_write on CssTemplate.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { registerResourceRoutes } from '../resource.js';
import {
  bulkDeleteCssTemplates,
  createCssTemplate,
  deleteCssTemplate,
  getCssTemplate,
  updateCssTemplate,
} from './handlers.js';
import { cssTemplateSpec } from './spec.js';

export { cssTemplateSpec };

export function registerCssTemplateRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, cssTemplateSpec);
  const read = { preHandler: requirePermission('can_read', 'CssTemplate') };
  const write = { preHandler: requirePermission('can_write', 'CssTemplate') };
  const base = '/api/v1/css_template';

  app.get(`${base}/:pk`, read, getCssTemplate(ctx));
  app.post(`${base}/`, write, createCssTemplate(ctx));
  app.put(`${base}/:pk`, write, updateCssTemplate(ctx));
  app.delete(`${base}/:pk`, write, deleteCssTemplate(ctx));
  app.delete(`${base}/`, write, bulkDeleteCssTemplates(ctx));
}
