/** `PUT /api/v1/dataset/{id}` (with `?override_columns=`) and `PUT /api/v1/dataset/{id}/refresh`. */
import { datasetOverrideColumnsQuerySchema } from '@meridian/core';
import { findEditableDataset } from '../../security/access/dataset.js';
import { refreshDataset as refresh, updateDataset as update } from '../../services/dataset/save.js';
import type { Handler } from '../database/handler.js';
import { validated } from '../list-query.js';
import { pathPk } from '../path-params.js';
import { datasetAnswer } from './get.js';
import { datasetOwners } from './owners.js';
import { datasetPutBody } from './schema.js';

export const updateDataset: Handler = async (ctx, request) => {
  const user = request.user!;
  const existing = await findEditableDataset(ctx, user, pathPk(request));
  const query = validated(datasetOverrideColumnsQuerySchema, request.query ?? {}, '');
  const override = query.override_columns === 'true' || query.override_columns === '1';
  const body = validated(datasetPutBody, request.body ?? {}, '');
  await update(ctx, user, existing, body, { override, owners: datasetOwners(ctx, user) });
  return datasetAnswer(ctx, user, existing.id);
};

export const refreshDataset: Handler = async (ctx, request) => {
  const existing = await findEditableDataset(ctx, request.user!, pathPk(request));
  await refresh(ctx, request.user!, existing);
  return { message: 'OK' };
};
