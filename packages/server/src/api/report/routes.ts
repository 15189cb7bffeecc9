/**
 * Superset's Report/Alert API, `/api/v1/report/`: list, `_info`, related, get, create, update,
 * delete, bulk delete, Slack channels, and each schedule's execution logs. can_read/can_write on
 * ReportSchedule (Admin and Alpha hold them); the whole API is 404 when ALERT_REPORTS is off.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { notFound } from '../errors.js';
import { listResource } from '../resource.js';
import { bulkDeleteReports, deleteReport, getReport, postReport, putReport } from './handlers.js';
import { reportInfo } from './info.js';
import { getReportLog, listReportLogs } from './logs.js';
import { relatedReportValues } from './related.js';
import { slackChannels } from './slack.js';
import { reportSpec } from './spec.js';

export function registerReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const enabled = (_request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) =>
    done(ctx.config.features.ALERT_REPORTS ? undefined : notFound());
  const read = { preHandler: [enabled, requirePermission('can_read', 'ReportSchedule')] };
  const write = { preHandler: [enabled, requirePermission('can_write', 'ReportSchedule')] };
  const base = '/api/v1/report';

  app.get(`${base}/`, read, (request) => listResource(ctx, reportSpec, request));
  app.get(`${base}/_info`, read, (request) => reportInfo(request));
  app.get(`${base}/related/:column`, read, relatedReportValues(ctx));
  app.get(`${base}/slack_channels/`, read, slackChannels());
  app.get(`${base}/:pk`, read, getReport(ctx));
  app.post(`${base}/`, write, postReport(ctx));
  app.put(`${base}/:pk`, write, putReport(ctx));
  app.delete(`${base}/:pk`, write, deleteReport(ctx));
  app.delete(`${base}/`, write, bulkDeleteReports(ctx));
  app.get(`${base}/:pk/log/`, read, listReportLogs(ctx));
  app.get(`${base}/:pk/log/:log_id`, read, getReportLog(ctx));
}
