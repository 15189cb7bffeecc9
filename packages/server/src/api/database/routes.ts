/**
 * The Database resource's route table: Superset's `/api/v1/database/` list machinery (list, `_info`,
 * related, distinct), get, create, update and delete, the connection checks and engine list, and
 * browsing catalogs, schemas, tables and table metadata.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerResourceRoutes } from '../resource.js';
import { getCatalogs, getSchemas, getTables } from './browse.js';
import { availableEngines, testConnection, validateParameters } from './connection.js';
import { deleteDatabase } from './delete.js';
import { getDatabase } from './get.js';
import { registerRoutes } from './handler.js';
import { databaseSpec } from './list.js';
import { getDatabaseRelatedObjects } from './related.js';
import { createDatabase, updateDatabase } from './save.js';
import { registerUploadRoutes } from './upload.js';
import {
  getSelectStar,
  getTableByPath,
  getTableExtraByPath,
  getTableMetadata,
  getTableMetadataExtra,
} from './table.js';

export { databaseSpec };

const base = '/api/v1/database';

export function registerDatabaseRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, databaseSpec);
  registerUploadRoutes(app, ctx);
  registerRoutes(app, ctx, 'Database', [
    ['post', `${base}/test_connection/`, 'write', testConnection],
    ['post', `${base}/validate_parameters/`, 'write', validateParameters],
    ['get', `${base}/available/`, 'read', availableEngines],
    ['get', `${base}/:pk/catalogs/`, 'read', getCatalogs],
    ['get', `${base}/:pk/schemas/`, 'read', getSchemas],
    ['get', `${base}/:pk/tables/`, 'read', getTables],
    ['get', `${base}/:pk/table_metadata/`, 'read', getTableMetadata],
    ['get', `${base}/:pk/table_metadata/extra/`, 'read', getTableMetadataExtra],
    ['get', `${base}/:pk/table/*`, 'read', getTableByPath],
    ['get', `${base}/:pk/table_extra/*`, 'read', getTableExtraByPath],
    ['get', `${base}/:pk/select_star/*`, 'read', getSelectStar],
    ['get', `${base}/:pk/related_objects/`, 'read', getDatabaseRelatedObjects],
    ['get', `${base}/:pk`, 'read', getDatabase],
    ['get', `${base}/:pk/connection`, 'read', getDatabase],
    ['post', `${base}/`, 'write', createDatabase],
    ['put', `${base}/:pk`, 'write', updateDatabase],
    ['delete', `${base}/:pk`, 'write', deleteDatabase],
  ]);
}
