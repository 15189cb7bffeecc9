/**
 * The Dataset resource's route table: Superset's `/api/v1/dataset/` list machinery (list, `_info`,
 * related, distinct, `related/database`), get (by id or uuid), create, get_or_create, duplicate,
 * update, refresh, delete and bulk delete, column and metric delete, related objects.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerRoutes } from '../database/handler.js';
import { registerResourceRoutes } from '../resource.js';
import { createDataset, duplicateDataset, getOrCreate } from './create.js';
import { bulkDeleteDatasets, deleteDataset, deleteDatasetColumn, deleteDatasetMetric } from './delete.js';
import { getDataset } from './get.js';
import { datasetSpec, relatedDatabases } from './list.js';
import { getDatasetRelatedObjects } from './related.js';
import { refreshDataset, updateDataset } from './update.js';

export { datasetSpec };

const base = '/api/v1/dataset';

export function registerDatasetRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoutes(app, ctx, 'Dataset', [['get', `${base}/related/database`, 'read', relatedDatabases]]);
  registerResourceRoutes(app, ctx, datasetSpec);
  registerRoutes(app, ctx, 'Dataset', [
    ['post', `${base}/`, 'write', createDataset],
    ['post', `${base}/get_or_create/`, 'write', getOrCreate],
    ['post', `${base}/duplicate`, 'write', duplicateDataset],
    ['get', `${base}/:pk`, 'read', getDataset],
    ['put', `${base}/:pk`, 'write', updateDataset],
    ['put', `${base}/:pk/refresh`, 'write', refreshDataset],
    ['delete', `${base}/:pk`, 'write', deleteDataset],
    ['delete', `${base}/`, 'write', bulkDeleteDatasets],
    ['delete', `${base}/:pk/column/:childId`, 'write', deleteDatasetColumn],
    ['delete', `${base}/:pk/metric/:childId`, 'write', deleteDatasetMetric],
    ['get', `${base}/:pk/related_objects`, 'read', getDatasetRelatedObjects],
  ]);
}
