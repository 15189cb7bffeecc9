/**
 * `GET /api/v1/report/{pk}/log/` and `/log/{log_id}`: a schedule's execution logs (Superset's
 * ReportExecutionLogRestApi), newest first by default, with its filters, order and paging. The
 * schedule must be visible to the caller (404 otherwise).
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { NotFound } from '../../domain-errors.js';
import { findVisibleReport } from '../../services/report/access.js';
import type { ExecutionLogRow } from '../../services/report/store.js';
import { pathPk } from '../path-params.js';
import { listResource, type ResourceSpec } from '../resource.js';
import { sameNameColumns } from '../resource/spec.js';

export const serializeLog = (r: ExecutionLogRow) => ({
  end_dttm: r.end_dttm,
  error_message: r.error_message,
  id: r.id,
  scheduled_dttm: r.scheduled_dttm,
  start_dttm: r.start_dttm,
  state: r.state,
  uuid: r.uuid,
  value: r.value,
  value_row_json: r.value_row_json,
});

/** The log list of one schedule: the generic list machinery over its rows only. */
const logSpec = (reportId: number): ResourceSpec => ({
  name: 'report_log',
  view: 'ReportSchedule',
  table: 'report_execution_log',
  columns: sameNameColumns({
    id: 'number',
    state: 'string',
    value: 'number',
    error_message: 'string',
    uuid: 'string',
    scheduled_dttm: 'datetime',
    start_dttm: 'datetime',
    end_dttm: 'datetime',
  }),
  relations: {},
  defaultOrder: ['scheduled_dttm', 'desc'],
  visible: (eb) => eb('t.report_schedule_id', '=', reportId),
  serialize: (rows) => Promise.resolve((rows as ExecutionLogRow[]).map(serializeLog)),
});

export const listReportLogs = (ctx: AppContext) => async (request: FastifyRequest) => {
  const report = await findVisibleReport(ctx.db, request.user!, pathPk(request));
  const answer = await listResource(ctx, logSpec(report.id), request);
  return { ...answer, list_title: 'List Report Execution Log' };
};

export const getReportLog = (ctx: AppContext) => async (request: FastifyRequest) => {
  const report = await findVisibleReport(ctx.db, request.user!, pathPk(request));
  const logId = pathPk(request, 'log_id');
  const row = await ctx.db
    .selectFrom('report_execution_log')
    .selectAll()
    .where('id', '=', logId)
    .where('report_schedule_id', '=', report.id)
    .executeTakeFirst();
  if (!row) throw new NotFound('Not found');
  return { id: row.id, result: serializeLog(row) };
};
