/** `GET /api/v1/dataset/{id}/related_objects`: the charts on it and the dashboards holding them. */
import type { DatasetRelatedObjects } from '@meridian/core';
import { findDataset } from '../../security/access/dataset.js';
import type { Handler } from '../database/handler.js';
import { pathPk } from '../path-params.js';
import { relatedObjectsOf } from '../related-objects.js';

export const getDatasetRelatedObjects: Handler = async (ctx, request): Promise<DatasetRelatedObjects> => {
  const row = await findDataset(ctx, request.user!, pathPk(request));
  return relatedObjectsOf(ctx, request.user!, (eb) => eb('t.datasource_id', '=', row.id));
};
