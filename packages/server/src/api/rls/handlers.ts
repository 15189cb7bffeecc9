/**
 * `/api/v1/rowlevelsecurity/`: a rule's get, create, update, delete and bulk delete. The rules live
 * in services/rls; this file validates the edge and shapes Superset's answers (`{id, result}` with
 * the body as sent; "Deleted N rules").
 */
import { rlsPostSchema, rlsPutSchema } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { findRlsRule } from '../../meta/repositories/rls.js';
import { nowIso } from '../../meta/time.js';
import * as rules from '../../services/rls/rules.js';
import { notFound } from '../errors.js';
import { parseIdList } from '../list-query.js';
import { pathPk } from '../path-params.js';
import { ruleBody } from './body.js';
import { serializeRule } from './serialize.js';

export const getRule = (ctx: AppContext) => async (request: FastifyRequest) => {
  const row = await findRlsRule(ctx.db, pathPk(request));
  if (!row) throw notFound();
  return { id: row.id, result: await serializeRule(row, ctx) };
};

export const createRule = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const body = ruleBody(rlsPostSchema, request.body);
  const id = await rules.createRule(ctx, request.user!, body, nowIso());
  return reply.code(201).send({ id, result: body });
};

export const updateRule = (ctx: AppContext) => async (request: FastifyRequest) => {
  const id = pathPk(request);
  const body = ruleBody(rlsPutSchema, request.body);
  await rules.updateRule(ctx, request.user!, id, body, nowIso());
  return { id, result: body };
};

export const deleteRule = (ctx: AppContext) => async (request: FastifyRequest) => {
  await rules.deleteRules(ctx.db, [pathPk(request)]);
  return { message: 'OK' };
};

export const bulkDeleteRules = (ctx: AppContext) => async (request: FastifyRequest) => {
  const ids = parseIdList((request.query as Record<string, unknown>).q);
  await rules.deleteRules(ctx.db, ids);
  return { message: `Deleted ${ids.length} rules` };
};
