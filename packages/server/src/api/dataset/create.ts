/**
 * `POST /api/v1/dataset/` (physical or virtual), `POST get_or_create/` and `POST duplicate` (virtual
 * datasets only, as Superset).
 */
import type {
  DatasetCreateResponse,
  DatasetDuplicateResponse,
  DatasetGetOrCreateResponse,
} from '@meridian/core';
import { createDataset as create, getOrCreateDataset } from '../../services/dataset/create.js';
import { duplicateDataset as duplicate } from '../../services/dataset/duplicate.js';
import type { Handler } from '../database/handler.js';
import { validated } from '../list-query.js';
import { datasetOwners } from './owners.js';
import { datasetPostBody, duplicateBody, getOrCreateBody } from './schema.js';

export const createDataset: Handler = async (ctx, request, reply) => {
  const body = validated(datasetPostBody, request.body ?? {}, '');
  const user = request.user!;
  const input = { ...body, database_id: body.database };
  const { id, values, owners } = await create(ctx, user, input, datasetOwners(ctx, user));
  const answer: DatasetCreateResponse = {
    id,
    result: {
      database: values.database_id,
      catalog: values.catalog,
      schema: values.schema,
      sql: values.sql,
      table_name: values.table_name,
      owners,
      template_params: values.template_params ?? null,
      normalize_columns: values.normalize_columns ?? false,
      always_filter_main_dttm: values.always_filter_main_dttm ?? false,
      is_managed_externally: values.is_managed_externally ?? false,
      external_url: values.external_url ?? null,
    },
  };
  return reply.code(201).send(answer);
};

export const getOrCreate: Handler = async (ctx, request): Promise<DatasetGetOrCreateResponse> => {
  const body = validated(getOrCreateBody, request.body ?? {}, '');
  const user = request.user!;
  return { result: { table_id: await getOrCreateDataset(ctx, user, body, datasetOwners(ctx, user)) } };
};

export const duplicateDataset: Handler = async (ctx, request, reply) => {
  const body = validated(duplicateBody, request.body ?? {}, '');
  const id = await duplicate(ctx, request.user!, body.base_model_id, body.table_name);
  const answer: DatasetDuplicateResponse = {
    id,
    result: { base_model_id: body.base_model_id, table_name: body.table_name },
  };
  return reply.code(201).send(answer);
};
