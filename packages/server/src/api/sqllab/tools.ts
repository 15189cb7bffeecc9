/**
 * The editor's tools: `POST /api/v1/sqllab/estimate/`, `POST /api/v1/sqllab/format_sql/` and
 * `POST /api/v1/database/{id}/validate_sql/`.
 */
import { estimateBodySchema, formatSqlBodySchema, validateSqlBodySchema } from '@meridian/core';
import type { EstimateResponse, FormatSqlResponse, ValidateSqlResponse } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { findDatabase } from '../../security/access/database.js';
import { estimateQueryCost, formatQuery, validateQuery } from '../../sqllab/editor-tools.js';
import { validated } from '../list-query.js';
import { pathPk } from '../path-params.js';

export const estimate =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<EstimateResponse> => {
    const body = validated(estimateBodySchema, request.body ?? {}, '');
    return { result: await estimateQueryCost(ctx, request.user!, body) };
  };

export const formatSql =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<FormatSqlResponse> => {
    const body = validated(formatSqlBodySchema, request.body ?? {}, '');
    return { result: await formatQuery(ctx, request.user!, body) };
  };

export const validateSql =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<ValidateSqlResponse> => {
    const user = request.user!;
    const database = await findDatabase(ctx, user, pathPk(request));
    const body = validated(validateSqlBodySchema, request.body ?? {}, '');
    return { result: await validateQuery(ctx, user, database, body) };
  };
