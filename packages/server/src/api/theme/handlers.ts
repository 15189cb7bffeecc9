/**
 * `/api/v1/theme/`: get, create, update, delete, bulk delete, the system default/dark flags, export
 * and import, with Superset's answers: system themes are read-only (403), a theme set as system
 * default or dark cannot be deleted (422), dashboards using a deleted theme fall back to none.
 */
import { isAdmin, themeBodySchema } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readBundle } from '../../bundles/contents.js';
import type { AppContext } from '../../context.js';
import * as themes from '../../meta/repositories/theme.js';
import { nowIso } from '../../meta/time.js';
import { HttpError, badRequest, forbidden, notFound } from '../errors.js';
import { readImportForm } from '../import/form.js';
import { parseIdList, validated } from '../list-query.js';
import { pathPk } from '../path-params.js';
import { exportThemes, importThemeFiles, loadThemeFiles } from '../../bundles/themes.js';
import { serializeThemes } from './serialize.js';

export const SYSTEM_THEME_IN_USE = 'Cannot delete theme that is set as system default or dark theme.';
export const ADMINS_ONLY = 'Only administrators can set system themes';

async function find(ctx: AppContext, request: FastifyRequest): Promise<themes.ThemeRow> {
  const row = await themes.findTheme(ctx.db, pathPk(request));
  if (!row) throw notFound();
  return row;
}

/** The body of a create or update; Superset answers an empty one before validating. */
function body(request: FastifyRequest) {
  const raw = request.body;
  if (raw === null || typeof raw !== 'object' || Object.keys(raw).length === 0)
    throw badRequest('Request body is required');
  return validated(themeBodySchema, raw, '');
}

export const getTheme = (ctx: AppContext) => async (request: FastifyRequest) => {
  const row = await find(ctx, request);
  const [result] = await serializeThemes([row], ctx);
  return { id: row.id, result };
};

export const createTheme = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const item = body(request);
  const id = await themes.insertTheme(ctx.db, item, request.user!.id, nowIso());
  return reply.code(201).send({ id, result: item });
};

export const updateTheme = (ctx: AppContext) => async (request: FastifyRequest) => {
  const item = body(request);
  const row = await find(ctx, request);
  if (row.is_system === 1) throw forbidden();
  await themes.updateTheme(ctx.db, row.id, item, request.user!.id, nowIso());
  return { id: row.id, result: item };
};

/** Superset's DeleteThemeCommand checks, in its order. */
async function deletable(ctx: AppContext, ids: number[]): Promise<void> {
  const rows = await themes.findThemes(ctx.db, ids);
  if (rows.length !== new Set(ids).size) throw notFound();
  for (const row of rows) {
    if (row.is_system === 1) throw forbidden();
    if (row.is_system_default === 1 || row.is_system_dark === 1)
      throw new HttpError(422, SYSTEM_THEME_IN_USE);
  }
}

const deletedMessage = (n: number) => `Deleted ${n} theme${n === 1 ? '' : 's'}`;

export const deleteTheme = (ctx: AppContext) => async (request: FastifyRequest) => {
  const id = pathPk(request);
  await deletable(ctx, [id]);
  await themes.deleteThemes(ctx.db, [id]);
  return { message: deletedMessage(1) };
};

export const bulkDeleteThemes = (ctx: AppContext) => async (request: FastifyRequest) => {
  const ids = [...new Set(parseIdList((request.query as Record<string, unknown>).q))];
  await deletable(ctx, ids);
  await themes.deleteThemes(ctx.db, ids);
  return { message: deletedMessage(ids.length) };
};

/** Superset lets only admins touch the system themes, whatever else the role may write. */
function requireAdmin(request: FastifyRequest) {
  if (!isAdmin(request.user!)) throw new HttpError(403, ADMINS_ONLY);
}

export const setSystemTheme =
  (ctx: AppContext, flag: themes.SystemFlag) => async (request: FastifyRequest) => {
    requireAdmin(request);
    const row = await find(ctx, request);
    await themes.setSystemFlag(ctx.db, flag, row.id);
    return { id: row.id, result: 'success' };
  };

export const unsetSystemTheme =
  (ctx: AppContext, flag: themes.SystemFlag) => async (request: FastifyRequest) => {
    requireAdmin(request);
    await themes.setSystemFlag(ctx.db, flag, null);
    return { result: 'success' };
  };

/** A download token the client may name its cookie after (as the other exports). */
const DOWNLOAD_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

export const exportThemeBundle =
  (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const ids = [...new Set(parseIdList(query.q))];
    const rows = await themes.findThemes(ctx.db, ids);
    if (rows.length !== ids.length) throw notFound();
    const bundle = exportThemes(rows);
    if (typeof query.token === 'string' && DOWNLOAD_TOKEN.test(query.token))
      reply.setCookie(query.token, 'done', { maxAge: 600, path: '/' });
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename=${bundle.fileName}`)
      .send(Buffer.from(bundle.bytes));
  };

export const importThemeBundle = (ctx: AppContext) => async (request: FastifyRequest) => {
  const form = await readImportForm(request, 'formData');
  const files = loadThemeFiles(readBundle(form.upload));
  if (files.size === 0) throw badRequest('No valid theme files found in the uploaded zip');
  await ctx.db
    .transaction()
    .execute((trx) =>
      importThemeFiles(trx, files, { overwrite: form.overwrite, userId: request.user!.id, now: nowIso() }),
    );
  return { message: 'Theme imported successfully' };
};
