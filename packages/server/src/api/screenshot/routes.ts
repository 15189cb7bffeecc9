/**
 * Screenshot and thumbnail routes of charts and dashboards (Superset's ChartRestApi and
 * DashboardRestApi operations), read permission on the object's resource, and thumbnails queued
 * after saves.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { registerThumbnailsAfterSave } from '../../thumbnails/after-save.js';
import { cacheChartScreenshot, cacheDashboardScreenshot, getScreenshot } from './screenshot.js';
import { getThumbnail } from './thumbnail.js';

export function registerScreenshotRoutes(app: FastifyInstance, ctx: AppContext): void {
  const chart = { preHandler: requirePermission('can_read', 'Chart') };
  const dashboard = { preHandler: requirePermission('can_read', 'Dashboard') };
  app.get('/api/v1/chart/:pk/cache_screenshot/', chart, cacheChartScreenshot(ctx));
  app.get('/api/v1/chart/:pk/screenshot/:digest/', chart, getScreenshot(ctx, 'chart'));
  app.get('/api/v1/chart/:pk/thumbnail/:digest/', chart, getThumbnail(ctx, 'chart'));
  app.post('/api/v1/dashboard/:pk/cache_dashboard_screenshot/', dashboard, cacheDashboardScreenshot(ctx));
  app.get('/api/v1/dashboard/:pk/screenshot/:digest/', dashboard, getScreenshot(ctx, 'dashboard'));
  app.get('/api/v1/dashboard/:pk/thumbnail/:digest/', dashboard, getThumbnail(ctx, 'dashboard'));
  registerThumbnailsAfterSave(app, ctx);
}
