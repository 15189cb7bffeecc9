/**
 * The action log's route table: Superset's `/api/v1/log/` list machinery (list, `_info`, related
 * user, distinct) and get behind can_read on Log, POST behind can_write on Log, `recent_activity/`
 * for every signed-in user (their own activity only, see recent.ts), and the legacy
 * `POST /superset/log/` the web batches its events to. Also wires the event logger: server-side
 * action rows after each marked response, errors to the app's log, and a last write on close.
 */
import type { FastifyInstance } from 'fastify';
import { stopLogPrune } from '../../activity-log/jobs.js';
import { eventLogger } from '../../activity-log/logger.js';
import { registerActionLogHook } from '../../activity-log/record.js';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { registerResourceRoutes } from '../resource.js';
import { getLog, getRecentActivity, postLog } from './handlers.js';
import { postLegacyLog } from './legacy.js';
import { logSpec } from './spec.js';

/** The legacy endpoint's body limit: the events text cap (2 MB) and the form's other fields. */
const LEGACY_BODY_LIMIT = 3 * 1024 * 1024;

export function registerLogRoutes(app: FastifyInstance, ctx: AppContext) {
  const logger = eventLogger(ctx);
  logger.onError = (err) => app.log.error({ err }, 'action log write failed');
  registerActionLogHook(app, ctx);
  // preClose: onClose hooks run in reverse order, after the store has been closed.
  app.addHook('preClose', async () => {
    stopLogPrune(ctx);
    await logger.flush();
  });

  registerResourceRoutes(app, ctx, logSpec);
  const base = '/api/v1/log';
  app.get(`${base}/recent_activity/`, getRecentActivity(ctx));
  app.get(`${base}/:pk`, { preHandler: requirePermission('can_read', 'Log') }, getLog(ctx));
  app.post(`${base}/`, { preHandler: requirePermission('can_write', 'Log') }, postLog(ctx));
  app.post('/superset/log/', { bodyLimit: LEGACY_BODY_LIMIT }, postLegacyLog(ctx));
}
