/**
 * Changes of a tab: `PUT /tabstateview/{id}` (editor fields), `POST .../activate` and
 * `POST .../migrate_query` (a query run before the tab was saved joins it). Each answers the tab id.
 */
import { migrateQueryBodySchema, tabStatePutSchema } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { activateTab, moveQueryToTab } from '../../meta/repositories/tabstate.js';
import { changeTab, ownTab } from '../../sqllab/tabs.js';
import { validated } from '../list-query.js';
import { parsePk } from '../path-params.js';
import { idParam, jsonValue, legacyBody } from './legacy-body.js';

/** The caller's tab of the path. */
export const tabOf = (ctx: AppContext, request: FastifyRequest) =>
  ownTab(ctx.db, request.user!.id, parsePk(idParam(request)));

export const updateTabState = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const tab = await tabOf(ctx, request);
  const fields = validated(tabStatePutSchema, legacyBody(request), '');
  await changeTab(ctx.db, request.user!.id, tab, fields);
  return jsonValue(reply, tab.id);
};

export const activateTabState = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const tab = await tabOf(ctx, request);
  await activateTab(ctx.db, request.user!.id, tab.id);
  return jsonValue(reply, tab.id);
};

export const migrateQuery = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const tab = await tabOf(ctx, request);
  const body = validated(migrateQueryBodySchema, legacyBody(request), '');
  await moveQueryToTab(ctx.db, request.user!.id, body.queryId, tab.id);
  return jsonValue(reply, tab.id);
};
