/** `GET /tabstateview/{id}`: the user's tab as Superset's TabState.to_dict(). */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { ownTab } from '../../sqllab/tabs.js';
import { parsePk } from '../path-params.js';
import { idParam } from './legacy-body.js';
import { tabToDict } from './serialize.js';

export const getTabState = (ctx: AppContext) => async (request: FastifyRequest) =>
  tabToDict(ctx, await ownTab(ctx.db, request.user!.id, parsePk(idParam(request))));
