/** `GET /api/v1/dataset/{id or uuid}`: the full dataset with columns, metrics and chart fields. */
import type { DatasetResponse } from '@meridian/core';
import { loadDatasetBundle } from '../../datasources/dataset-repository.js';
import { datasetIdByUuid } from '../../meta/repositories/dataset.js';
import { findDataset } from '../../security/access/dataset.js';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../security/auth.js';
import type { Handler } from '../database/handler.js';
import { pathPk } from '../path-params.js';
import { serializeDataset } from './serialize.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{id, result}`: the dataset as this user sees it. */
export async function datasetAnswer(ctx: AppContext, user: AuthUser, id: number): Promise<DatasetResponse> {
  const row = await findDataset(ctx, user, id);
  return { id: row.id, result: await serializeDataset(await loadDatasetBundle(ctx.db, row), ctx) };
}

export const getDataset: Handler = async (ctx, request) => {
  // Superset accepts the id or the uuid here.
  const key = (request.params as { pk: string }).pk;
  const byUuid = UUID_RE.test(key) ? await datasetIdByUuid(ctx.db, key.toLowerCase()) : undefined;
  return datasetAnswer(ctx, request.user!, byUuid ?? pathPk(request));
};
