/**
 * buildApp(config): the Fastify instance with every route. Tests use it with `inject` or a port; the
 * CLI's `start` listens on it. The metadata store is migrated before routes answer.
 */
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAsyncEventRoutes } from './api/async-event/routes.js';
import { registerAsyncWebSocketRoute } from './api/async-ws/routes.js';
import { registerChartRoutes } from './api/chart/routes.js';
import { chartDataDepsOf } from './api/chart/saved-data.js';
import { registerDashboardStateRoutes } from './api/dashboard-state/routes.js';
import { registerExploreRoutes } from './api/explore/routes.js';
import { registerDashboardRoutes } from './api/dashboard/routes.js';
import { registerCssTemplateRoutes } from './api/css-template/routes.js';
import { registerThemeRoutes } from './api/theme/routes.js';
import { registerAnnotationLayerRoutes } from './api/annotation-layer/routes.js';
import { registerRlsRoutes } from './api/rls/routes.js';
import { registerTagRoutes } from './api/tag/routes.js';
import { registerDatasourceRoutes } from './api/datasource/routes.js';
import { registerDatabaseRoutes } from './api/database/routes.js';
import { registerDatabaseFunctionRoutes } from './api/database-functions/routes.js';
import { registerAvailableDomainsRoutes } from './api/available-domains/routes.js';
import { registerMenuRoutes } from './api/menu/routes.js';
import { registerDatasetDrillRoutes } from './api/dataset-drill/routes.js';
import { registerDatasourceValidateRoutes } from './api/datasource-validate/routes.js';
import { registerDatabaseSyncRoutes } from './api/database-sync/routes.js';
import { registerAdvancedDataTypeRoutes } from './api/advanced-data-type/routes.js';
import { registerDashboardCustomizationRoutes } from './api/dashboard-customizations/routes.js';
import { registerDatasourceMetadataRoutes } from './api/datasource-metadata/routes.js';
import { registerSecurityCatalogueRoutes } from './api/security-catalogue/routes.js';
import { registerSecurityGroupRoutes } from './api/security-groups/routes.js';
import { registerSqlLabExportStreamingRoutes } from './api/sqllab-export-streaming/routes.js';
import { registerDatasetRoutes } from './api/dataset/routes.js';
import { registerScreenshotRoutes } from './api/screenshot/routes.js';
import { registerWarmUpCacheRoutes } from './api/warm-up-cache/routes.js';
import { registerErrorHandler } from './api/errors.js';
import { registerBodyDepthGuard } from './api/json-depth.js';
import { registerOpenApi } from './api/openapi.js';
import { registerFeatureFlagsRoute } from './api/feature-flags/routes.js';
import { registerSecurityRoutes } from './api/security/routes.js';
import { registerQueryRoutes } from './api/query/routes.js';
import { registerImportRoutes } from './api/import/routes.js';
import { registerExportRoutes } from './api/export/routes.js';
import { registerSavedQueryRoutes } from './api/saved-query/routes.js';
import { registerReportRoutes } from './api/report/routes.js';
import { registerLogRoutes } from './api/log/routes.js';
import { registerSqlLabRoutes } from './api/sqllab/routes.js';
import { registerTabStateRoutes } from './api/tabstate/routes.js';
import { registerCacheKeyRoutes } from './api/cachekey/routes.js';
import { registerDashboardTabsRoutes } from './api/dashboard-tabs/routes.js';
import { registerUserAvatarRoutes } from './api/user-avatar/routes.js';
import { registerDatabaseOAuth2Routes } from './api/database-oauth2/routes.js';
import { registerUserRegistrationRoutes } from './api/user-registrations/routes.js';
import { ensureFirstAdmin, upgradeMetaStore, type CreatedAdmin } from './bootstrap.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { createAppContext } from './app-context.js';
import { startBackgroundWork } from './app-background.js';
import { openMetaStore } from './meta/db.js';
import { registerAuth } from './security/auth.js';
import { guestAuthenticator } from './security/guest-access/authenticate.js';
import { registerEmbeddedRoutes } from './api/embedded/routes.js';
import { registerSecurityHeaders } from './web/security-headers.js';
import { registerWebApp } from './web/webApp.js';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The admin created on this start of an empty store, if any. */
  firstAdmin: CreatedAdmin | null;
}

export async function buildApp(config: Config, opts: { logger?: boolean } = {}): Promise<BuiltApp> {
  const store = openMetaStore(config.metaDatabaseUrl);
  await upgradeMetaStore(store);
  const firstAdmin = await ensureFirstAdmin(store, config);
  const ctx = createAppContext(config, store, {
    onJobError: (err, job) => app.log.error({ err, job }, 'background job failed'),
  });

  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app, { contentSecurityPolicy: config.contentSecurityPolicy });
  registerBodyDepthGuard(app);
  await app.register(cookie);
  await app.register(formbody);
  await registerOpenApi(app);
  registerAuth(app, {
    db: ctx.db,
    sessions: ctx.sessions,
    jwt: ctx.jwt,
    guest: guestAuthenticator(ctx.db, config),
  });

  app.get('/health', { config: { public: true } }, () => 'OK');
  const { sqlLab } = await registerApiRoutes(app, ctx);
  await registerWebApp(app, config.webDist);

  // Dataset and database edits reach the chart-data pipeline at once (other processes within its TTL).
  app.addHook('onResponse', (request, reply, done) => {
    if (
      request.method !== 'GET' &&
      reply.statusCode < 400 &&
      /^\/api\/v1\/(dataset|database)\b/.test(request.url)
    ) {
      ctx.datasources.invalidate();
    }
    done();
  });
  startBackgroundWork(app, ctx, { sqlLab });
  return { app, ctx, firstAdmin };
}

/** Every API route group (the web app's pages are registered after them). */
async function registerApiRoutes(app: FastifyInstance, ctx: AppContext) {
  registerSecurityRoutes(app, ctx);
  registerFeatureFlagsRoute(app, ctx);
  registerDashboardRoutes(app, ctx);
  registerCssTemplateRoutes(app, ctx);
  registerAnnotationLayerRoutes(app, ctx);
  registerRlsRoutes(app, ctx);
  registerTagRoutes(app, ctx);
  registerDatabaseRoutes(app, ctx);
  registerDatabaseFunctionRoutes(app, ctx);
  registerAvailableDomainsRoutes(app, ctx);
  registerMenuRoutes(app);
  registerDatasetDrillRoutes(app, ctx);
  registerDatasourceValidateRoutes(app, ctx);
  registerDatabaseSyncRoutes(app, ctx);
  registerAdvancedDataTypeRoutes(app);
  registerDashboardCustomizationRoutes(app, ctx);
  registerDatasourceMetadataRoutes(app, ctx);
  registerSecurityCatalogueRoutes(app, ctx);
  registerSecurityGroupRoutes(app, ctx);
  registerDatasetRoutes(app, ctx);
  const chartData = chartDataDepsOf(ctx);
  registerChartRoutes(app, ctx, chartData);
  registerScreenshotRoutes(app, ctx);
  registerWarmUpCacheRoutes(app, ctx, chartData);
  registerAsyncEventRoutes(app, ctx, chartData);
  registerAsyncWebSocketRoute(app, ctx);
  registerDatasourceRoutes(app, chartData);
  registerExploreRoutes(app, ctx);
  registerDashboardStateRoutes(app, ctx);
  const sqlLab = registerSqlLabRoutes(app, ctx);
  registerSqlLabExportStreamingRoutes(app, ctx, sqlLab);
  registerQueryRoutes(app, ctx, sqlLab);
  registerTabStateRoutes(app, ctx);
  registerCacheKeyRoutes(app, ctx);
  registerDashboardTabsRoutes(app, ctx);
  registerUserAvatarRoutes(app, ctx);
  registerDatabaseOAuth2Routes(app);
  registerUserRegistrationRoutes(app, ctx);
  registerSavedQueryRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerLogRoutes(app, ctx);
  await registerImportRoutes(app, ctx);
  registerExportRoutes(app, ctx);
  registerEmbeddedRoutes(app, ctx);
  registerThemeRoutes(app, ctx);
  return { sqlLab };
}
