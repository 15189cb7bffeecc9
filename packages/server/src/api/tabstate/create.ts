/** `POST /tabstateview/`: a new tab from the `queryEditor` field; answers `{id}`. */
import { queryEditorSchema, type SqlLabCreatedResponse } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { createTab } from '../../sqllab/tabs.js';
import { validated } from '../list-query.js';
import { jsonObjectField } from './legacy-body.js';

export const createTabState =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<SqlLabCreatedResponse> => {
    const editor = validated(queryEditorSchema, jsonObjectField(request, 'queryEditor'), 'queryEditor');
    return { id: await createTab(ctx.db, request.user!.id, editor) };
  };
