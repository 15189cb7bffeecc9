/**
 * `GET /api/v1/report/{pk}`, `POST /`, `PUT /{pk}`, `DELETE /{pk}` and the bulk `DELETE /?q=!(ids)`,
 * answered as Superset's ReportScheduleRestApi: the show envelope, `{id, result}` with the body as
 * loaded, `{message: 'OK'}`, and "Deleted N report schedule(s)".
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../security/auth.js';
import type { OwnerRules } from '../../services/owners.js';
import { findVisibleReport } from '../../services/report/access.js';
import { removeReports } from '../../services/report/delete.js';
import { changeReport, createReport } from '../../services/report/save.js';
import { reportPostSchema, reportPutSchema } from '../../services/report/schema.js';
import { prettify } from '../resource/info-fields.js';
import { parseIdList, validated } from '../list-query.js';
import { replaceOwners, resolveOwners } from '../owners.js';
import { pathPk } from '../path-params.js';
import { serializeReport } from './serialize.js';

const reportOwners = (ctx: AppContext, user: AuthUser): OwnerRules => ({
  resolve: (requested) => resolveOwners(ctx.db, requested, user),
  replace: (db, id, owners) => replaceOwners(db, 'report_schedule_user', 'report_schedule_id', id, owners),
});

export const getReport = (ctx: AppContext) => async (request: FastifyRequest) => {
  const row = await findVisibleReport(ctx.db, request.user!, pathPk(request));
  const result = await serializeReport(ctx, row);
  const columns = Object.keys(result);
  return {
    description_columns: {},
    id: row.id,
    label_columns: Object.fromEntries(columns.map((c) => [c, prettify(c)])),
    result,
    show_columns: columns,
    show_title: 'Show Report Schedule',
  };
};

export const postReport = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const body = validated(reportPostSchema, request.body ?? {}, '');
  const id = await createReport(ctx, request.user!, body, reportOwners(ctx, request.user!));
  return reply.code(201).send({ id, result: body });
};

export const putReport = (ctx: AppContext) => async (request: FastifyRequest) => {
  const id = pathPk(request);
  const body = validated(reportPutSchema, request.body ?? {}, '');
  await changeReport(ctx, request.user!, id, body, reportOwners(ctx, request.user!));
  return { id, result: body };
};

export const deleteReport = (ctx: AppContext) => async (request: FastifyRequest) => {
  await removeReports(ctx.db, request.user!, [pathPk(request)]);
  return { message: 'OK' };
};

export const bulkDeleteReports = (ctx: AppContext) => async (request: FastifyRequest) => {
  const ids = parseIdList((request.query as Record<string, unknown>).q);
  await removeReports(ctx.db, request.user!, ids);
  return { message: `Deleted ${ids.length} report schedule${ids.length === 1 ? '' : 's'}` };
};
