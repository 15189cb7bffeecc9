/**
 * Themes' route table: `/api/v1/theme/` list (generic machinery: filters, order, related
 * created_by/changed_by), `_info`, get, create, update, delete, bulk delete, export, import and the
 * system default/dark flags, behind can_read/can_write on Theme (the flags for admins only).
 * Register after the import routes: the import reads a multipart form.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { registerResourceRoutes } from '../resource.js';
import {
  bulkDeleteThemes,
  createTheme,
  deleteTheme,
  exportThemeBundle,
  getTheme,
  importThemeBundle,
  setSystemTheme,
  unsetSystemTheme,
  updateTheme,
} from './handlers.js';
import { themeSpec } from './spec.js';

export { themeSpec };

export function registerThemeRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, themeSpec);
  const read = { preHandler: requirePermission('can_read', 'Theme') };
  const write = { preHandler: requirePermission('can_write', 'Theme') };
  const base = '/api/v1/theme';

  // Superset maps export to can_read and import to can_write on Theme.
  app.get(`${base}/export/`, read, exportThemeBundle(ctx));
  app.post(`${base}/import/`, write, importThemeBundle(ctx));
  app.get(`${base}/:pk`, read, getTheme(ctx));
  app.post(`${base}/`, write, createTheme(ctx));
  app.put(`${base}/:pk`, write, updateTheme(ctx));
  app.delete(`${base}/:pk`, write, deleteTheme(ctx));
  app.delete(`${base}/`, write, bulkDeleteThemes(ctx));
  app.put(`${base}/:pk/set_system_default`, write, setSystemTheme(ctx, 'is_system_default'));
  app.put(`${base}/:pk/set_system_dark`, write, setSystemTheme(ctx, 'is_system_dark'));
  app.delete(`${base}/unset_system_default`, write, unsetSystemTheme(ctx, 'is_system_default'));
  app.delete(`${base}/unset_system_dark`, write, unsetSystemTheme(ctx, 'is_system_dark'));
}
