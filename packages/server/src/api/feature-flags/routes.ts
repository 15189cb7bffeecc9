/**
 * `GET /api/v1/feature_flags/`: the feature flags the web app honours (spec §6: role-based dashboard
 * access, confirm-dashboard-diff, escape-markdown-html), from the server's environment. Superset hands
 * them to its pages in the bootstrap payload; Meridian's single-page app asks for them once. `conf`
 * carries the bootstrap settings the web needs beside them (global async queries' transport and delay).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

export function registerFeatureFlagsRoute(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/v1/feature_flags/', () => ({
    result: { ...ctx.config.features },
    conf: {
      GLOBAL_ASYNC_QUERIES_TRANSPORT: ctx.config.asyncQueriesTransport,
      GLOBAL_ASYNC_QUERIES_POLLING_DELAY: ctx.config.asyncQueriesPollingDelayMs,
    },
  }));
}
