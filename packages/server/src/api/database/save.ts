/** `POST /api/v1/database/` and `PUT /api/v1/database/{id}`: create or update, then the full entry. */
import type { DatabaseResponse } from '@meridian/core';
import { getDatabaseRow } from '../../meta/repositories/database.js';
import { findDatabase } from '../../security/access/database.js';
import { saveDatabase } from '../../services/database/save.js';
import { validated } from '../list-query.js';
import { pathPk } from '../path-params.js';
import type { Handler } from './handler.js';
import { databasePostBody, databasePutBody } from './schema.js';
import { serializeDatabase } from './serialize.js';

export const createDatabase: Handler = async (ctx, request, reply) => {
  const body = validated(databasePostBody, request.body ?? {}, '');
  const id = await saveDatabase(ctx, request.user!, null, body);
  const row = await getDatabaseRow(ctx.db, id);
  const answer: DatabaseResponse = { id, result: await serializeDatabase(row, ctx, request.user!) };
  return reply.code(201).send(answer);
};

export const updateDatabase: Handler = async (ctx, request): Promise<DatabaseResponse> => {
  const existing = await findDatabase(ctx, request.user!, pathPk(request));
  const body = validated(databasePutBody, request.body ?? {}, '');
  await saveDatabase(ctx, request.user!, existing, body);
  const row = await getDatabaseRow(ctx.db, existing.id);
  return { id: row.id, result: await serializeDatabase(row, ctx, request.user!) };
};
