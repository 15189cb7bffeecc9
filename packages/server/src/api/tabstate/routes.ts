/**
 * SQL Lab's editor tabs kept on the server (Superset's TabStateView) and the tables opened in them
 * (TableSchemaView), outside /api/v1. A tab belongs to its user: anyone else gets 404.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { createTabState } from './create.js';
import { deleteTabState, deleteTabStateQuery } from './delete.js';
import { getTabState } from './get.js';
import { createTableSchema, deleteTableSchemaView, expandTableSchema } from './tableschema.js';
import { activateTabState, migrateQuery, updateTabState } from './update.js';

export function registerTabStateRoutes(app: FastifyInstance, ctx: AppContext) {
  const tab = (perm: string) => ({ preHandler: requirePermission(perm, 'TabStateView') });
  app.post('/tabstateview/', tab('can_post'), createTabState(ctx));
  app.get('/tabstateview/:id', tab('can_get'), getTabState(ctx));
  app.put('/tabstateview/:id', tab('can_put'), updateTabState(ctx));
  app.delete('/tabstateview/:id', tab('can_delete'), deleteTabState(ctx));
  app.post('/tabstateview/:id/activate', tab('can_activate'), activateTabState(ctx));
  app.post('/tabstateview/:id/migrate_query', tab('can_migrate_query'), migrateQuery(ctx));
  app.delete('/tabstateview/:id/query/:client_id', tab('can_delete_query'), deleteTabStateQuery(ctx));

  const table = (perm: string) => ({ preHandler: requirePermission(perm, 'TableSchemaView') });
  app.post('/tableschemaview/', table('can_post'), createTableSchema(ctx));
  app.delete('/tableschemaview/:id', table('can_delete'), deleteTableSchemaView(ctx));
  app.post('/tableschemaview/:id/expanded', table('can_expanded'), expandTableSchema(ctx));
}
