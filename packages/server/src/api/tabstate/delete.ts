/** `DELETE /tabstateview/{id}` (with its table panels) and `DELETE /tabstateview/{id}/query/{client_id}`. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { deleteTab, deleteTabQuery } from '../../meta/repositories/tabstate.js';
import { jsonValue } from './legacy-body.js';
import { tabOf } from './update.js';

export const deleteTabState = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const tab = await tabOf(ctx, request);
  await deleteTab(ctx.db, tab.id);
  return jsonValue(reply, 'OK');
};

export const deleteTabStateQuery =
  (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
    const tab = await tabOf(ctx, request);
    const clientId = (request.params as { client_id: string }).client_id;
    await deleteTabQuery(ctx.db, request.user!.id, tab, clientId);
    return jsonValue(reply, 'OK');
  };
