/** `GET /api/v1/database/{id}` (and `/connection`): the entry the user sees. */
import type { DatabaseResponse } from '@meridian/core';
import { findDatabase } from '../../security/access/database.js';
import { pathPk } from '../path-params.js';
import type { Handler } from './handler.js';
import { serializeDatabase } from './serialize.js';

export const getDatabase: Handler = async (ctx, request): Promise<DatabaseResponse> => {
  const row = await findDatabase(ctx, request.user!, pathPk(request));
  return { id: row.id, result: await serializeDatabase(row, ctx, request.user!) };
};
