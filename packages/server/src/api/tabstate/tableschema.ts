/**
 * Tables opened in a SQL Lab tab (Superset's TableSchemaView): `POST /tableschemaview/`,
 * `DELETE /tableschemaview/{id}` and `POST /tableschemaview/{id}/expanded`. Only the owner of the
 * tab reaches its tables (404 otherwise).
 */
import { tableSchemaBodySchema, tableSchemaExpandedBodySchema } from '@meridian/core';
import type { SqlLabCreatedResponse, TableSchemaExpandedResponse } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { deleteTableSchema, setTableSchemaExpanded } from '../../meta/repositories/tabstate.js';
import { addTableSchema, ownTab, ownTableSchema } from '../../sqllab/tabs.js';
import { validated } from '../list-query.js';
import { parsePk } from '../path-params.js';
import { idParam, jsonObjectField, jsonValue, legacyBody } from './legacy-body.js';

const tableSchemaOf = (ctx: AppContext, request: FastifyRequest) =>
  ownTableSchema(ctx.db, request.user!.id, parsePk(idParam(request)));

export const createTableSchema =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<SqlLabCreatedResponse> => {
    const userId = request.user!.id;
    const raw = jsonObjectField(request, 'table');
    const table = validated(tableSchemaBodySchema, raw, 'table');
    const tab = await ownTab(ctx.db, userId, parsePk(table.queryEditorId));
    return { id: await addTableSchema(ctx.db, userId, tab, table, raw) };
  };

export const deleteTableSchemaView =
  (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
    await deleteTableSchema(ctx.db, await tableSchemaOf(ctx, request));
    return jsonValue(reply, 'OK');
  };

export const expandTableSchema =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<TableSchemaExpandedResponse> => {
    const id = await tableSchemaOf(ctx, request);
    const { expanded } = validated(tableSchemaExpandedBodySchema, legacyBody(request), '');
    await setTableSchemaExpanded(ctx.db, id, expanded);
    return { id, expanded };
  };
