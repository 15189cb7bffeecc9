/**
 * Superset's data permissions on a dataset: `all_datasource_access`, access to its database, a
 * `schema_access` grant on its schema, or `datasource_access` on `[db].[table](id:7)`; owners of a
 * dataset reach it whatever their grants. Every read of data asks `canReadDatasource` before an engine
 * is called. Refusals are 403 with Superset's DATASOURCE_SECURITY_ACCESS_ERROR, naming the dataset and
 * its owners so the user knows whom to ask. The dataset resource itself: seen by who may read it,
 * changed by its owners and admins.
 */
import { can, isAdmin } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { visibleDatasets } from '../../datasources/access.js';
import type { DatasetRow } from '../../datasources/dataset-repository.js';
import { AccessDenied, errorEnvelope, invalidField } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import type { AuthUser } from '../auth.js';
import { guestScope } from '../guest.js';
import { findVisibleRow } from './find-visible.js';
import { canReadDatabase, schemaPerm } from './database.js';

export interface DataObject {
  database: { id: number; database_name: string };
  schema: string | null;
  catalog?: string | null;
  dataset?: { id: number; table_name: string };
  /** Owners of the dataset reach it whatever their grants, as in Superset. */
  ownerIds?: readonly number[];
}

export const datasourcePerm = (dbName: string, dataset: { id: number; table_name: string }) =>
  `[${dbName}].[${dataset.table_name}](id:${dataset.id})`;

export function canReadDatasource(user: AuthUser, o: DataObject): boolean {
  if (user.guest) return o.dataset !== undefined && guestScope(user.guest).datasetIds.includes(o.dataset.id);
  if (isAdmin(user) || can(user, 'all_datasource_access', 'all_datasource_access')) return true;
  if (canReadDatabase(user, o.database)) return true;
  if (o.ownerIds?.includes(user.id)) return true;
  if (o.schema && can(user, 'schema_access', schemaPerm(o.database.database_name, o.schema, o.catalog)))
    return true;
  return (
    o.dataset !== undefined &&
    can(user, 'datasource_access', datasourcePerm(o.database.database_name, o.dataset))
  );
}

export const datasourceAccessMessage = (name: string) =>
  `This endpoint requires the datasource ${name}, database or \`all_datasource_access\` permission`;

export function datasourceAccessError(name: string, owners: string[], body: Record<string, unknown> = {}) {
  return new AccessDenied('forbidden', {
    ...errorEnvelope('DATASOURCE_SECURITY_ACCESS_ERROR', datasourceAccessMessage(name), {
      datasource: name,
      owners,
    }),
    ...body,
  });
}

export async function datasetOwnerNames(db: MetaDb, datasetId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sqlatable_user as o')
    .innerJoin('ab_user as u', 'u.id', 'o.user_id')
    .select(['u.first_name', 'u.last_name'])
    .where('o.table_id', '=', datasetId)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => `${r.first_name} ${r.last_name}`);
}

export type DatasourceCheck =
  | { status: 'ok'; dataset: DatasetRow; databaseName: string }
  | { status: 'missing' }
  | { status: 'denied'; dataset: DatasetRow; databaseName: string };

/** Superset's datasource types that name a dataset here. */
export const isTableType = (type: string | null | undefined) => type === 'table' || type === 'dataset';

/** Whether a datasource exists and the user may read it (data permissions, or owning the dataset). */
export async function checkDatasource(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  type: string | null | undefined = 'table',
): Promise<DatasourceCheck> {
  if (!isTableType(type)) return { status: 'missing' };
  const row = await ctx.db
    .selectFrom('tables as t')
    .innerJoin('dbs as d', 'd.id', 't.database_id')
    .selectAll('t')
    .select('d.database_name')
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) return { status: 'missing' };
  const { database_name: databaseName, ...dataset } = row;
  const owners = await ctx.db
    .selectFrom('sqlatable_user')
    .select('user_id')
    .where('table_id', '=', id)
    .execute();
  const readable = canReadDatasource(user, {
    database: { id: dataset.database_id, database_name: databaseName },
    schema: dataset.schema,
    catalog: dataset.catalog,
    dataset: { id: dataset.id, table_name: dataset.table_name },
    ownerIds: owners.map((o) => o.user_id),
  });
  return { status: readable ? 'ok' : 'denied', dataset, databaseName };
}

/** For saving a chart: 400 naming the field when the datasource is missing, 403 when unreadable. */
export async function requireDatasource(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  type: string,
): Promise<DatasetRow> {
  if (!isTableType(type)) throw invalidField('datasource_type', 'Only table datasources are supported');
  const check = await checkDatasource(ctx, user, id, type);
  if (check.status === 'missing') throw invalidField('datasource_id', 'Datasource does not exist');
  if (check.status === 'denied') {
    throw datasourceAccessError(check.dataset.table_name, await datasetOwnerNames(ctx.db, check.dataset.id));
  }
  return check.dataset;
}

export const DATASET_FORBIDDEN = 'Changing this dataset is forbidden';

/** A dataset the user may see, or 404 (existence of others does not leak). */
export function findDataset(ctx: AppContext, user: AuthUser, id: number): Promise<DatasetRow> {
  return findVisibleRow(ctx.db, 'tables', id, (eb) => visibleDatasets(eb, user), 'Not found');
}

export async function isDatasetOwner(ctx: AppContext, user: AuthUser, id: number): Promise<boolean> {
  const own = await ctx.db
    .selectFrom('sqlatable_user')
    .select('id')
    .where('table_id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return own !== undefined;
}

/** A visible dataset the user owns (or any, for admins); 403 otherwise. */
export async function findEditableDataset(ctx: AppContext, user: AuthUser, id: number): Promise<DatasetRow> {
  const row = await findDataset(ctx, user, id);
  if (!isAdmin(user) && !(await isDatasetOwner(ctx, user, id))) throw new AccessDenied(DATASET_FORBIDDEN);
  return row;
}
