/**
 * Keeps the data-access pairs in step with the objects they name: `database_access` on `[db].(id:N)`,
 * `schema_access` on `[db].[schema]` and `datasource_access` on `[db].[table](id:N)`. Database and
 * dataset views carry the object's id, so a rename is found by id and the view menu is renamed in
 * place: roles keep their grants. Deleting the object deletes its view menu (and the grants with it).
 */
import type { MetaDb } from '../meta/db.js';
import { ensurePermissionView, ensurePermissionViewIds } from '../meta/repositories/security.js';
import { databasePerm, schemaPerm } from './access/database.js';
import { datasourcePerm } from './access/dataset.js';

const DATABASE_ACCESS = 'database_access';
const SCHEMA_ACCESS = 'schema_access';
const DATASOURCE_ACCESS = 'datasource_access';

/** View menus paired with a permission whose name ends with `suffix` (LIKE-free: names may hold `%`). */
/** Deletes these view menus; with none, runs no statement. */
async function deleteViews(db: MetaDb, views: { id: number }[]): Promise<void> {
  const ids = views.map((v) => v.id);
  if (ids.length) await db.deleteFrom('ab_view_menu').where('id', 'in', ids).execute();
}

async function viewsOf(db: MetaDb, permission: string, suffix?: string) {
  const rows = await db
    .selectFrom('ab_permission_view as pv')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select(['v.id', 'v.name'])
    .where('p.name', '=', permission)
    .execute();
  return suffix === undefined ? rows : rows.filter((r) => r.name.endsWith(suffix));
}

/**
 * Renames a view menu. When the new name exists already (created meanwhile), the old one's grants
 * move over to it and the old view menu goes.
 */
async function renameView(db: MetaDb, viewId: number, name: string): Promise<void> {
  const target = await db.selectFrom('ab_view_menu').select('id').where('name', '=', name).executeTakeFirst();
  if (!target) {
    await db.updateTable('ab_view_menu').set({ name }).where('id', '=', viewId).execute();
    return;
  }
  if (target.id === viewId) return;
  const oldPairs = await db
    .selectFrom('ab_permission_view')
    .select(['id', 'permission_id'])
    .where('view_menu_id', '=', viewId)
    .execute();
  for (const pair of oldPairs) {
    const into = await ensurePermissionViewIds(db, pair.permission_id, target.id);
    const grants = await db
      .selectFrom('ab_permission_view_role')
      .select('role_id')
      .where('permission_view_id', '=', pair.id)
      .execute();
    for (const g of grants) {
      await db
        .insertInto('ab_permission_view_role')
        .values({ role_id: g.role_id, permission_view_id: into })
        .onConflict((oc) => oc.columns(['permission_view_id', 'role_id']).doNothing())
        .execute();
    }
  }
  await db.deleteFrom('ab_view_menu').where('id', '=', viewId).execute();
}

/** `[name]` at the start of a database view name `[name].(id:N)`. */
const databaseNameOf = (view: string) => /^\[(.*)\]\.\(id:\d+\)$/.exec(view)?.[1];

/** Creates or renames the pairs of one dataset (its datasource and schema pairs). */
export async function syncDatasetPermissions(db: MetaDb, datasetId: number): Promise<void> {
  const row = await db
    .selectFrom('tables as t')
    .innerJoin('dbs as d', 'd.id', 't.database_id')
    .select(['t.id', 't.table_name', 't.schema', 't.catalog', 'd.database_name'])
    .where('t.id', '=', datasetId)
    .executeTakeFirst();
  if (!row) return removeDatasetPermissions(db, datasetId);
  const name = datasourcePerm(row.database_name, { id: row.id, table_name: row.table_name });
  for (const view of await viewsOf(db, DATASOURCE_ACCESS, `](id:${row.id})`)) {
    if (view.name !== name) await renameView(db, view.id, name);
  }
  await ensurePermissionView(db, DATASOURCE_ACCESS, name);
  if (row.schema) {
    await ensurePermissionView(db, SCHEMA_ACCESS, schemaPerm(row.database_name, row.schema, row.catalog));
  }
}

/**
 * Creates or renames the pairs of one database; on a rename its schema pairs and every dataset pair
 * under it follow.
 */
export async function syncDatabasePermissions(db: MetaDb, databaseId: number): Promise<void> {
  const row = await db
    .selectFrom('dbs')
    .select(['id', 'database_name'])
    .where('id', '=', databaseId)
    .executeTakeFirst();
  if (!row) return removeDatabasePermissions(db, databaseId);
  const name = databasePerm(row);
  for (const view of await viewsOf(db, DATABASE_ACCESS, `.(id:${row.id})`)) {
    const oldName = databaseNameOf(view.name);
    if (view.name === name || oldName === undefined) continue;
    await renameView(db, view.id, name);
    const oldPrefix = `[${oldName}].[`;
    for (const schemaView of await viewsOf(db, SCHEMA_ACCESS)) {
      if (schemaView.name.startsWith(oldPrefix)) {
        await renameView(
          db,
          schemaView.id,
          `[${row.database_name}].[${schemaView.name.slice(oldPrefix.length)}`,
        );
      }
    }
  }
  await ensurePermissionView(db, DATABASE_ACCESS, name);
  const datasets = await db.selectFrom('tables').select('id').where('database_id', '=', row.id).execute();
  for (const d of datasets) await syncDatasetPermissions(db, d.id);
}

export async function removeDatasetPermissions(db: MetaDb, datasetId: number): Promise<void> {
  const views = await viewsOf(db, DATASOURCE_ACCESS, `](id:${datasetId})`);
  await deleteViews(db, views);
}

/** The database's own pair and its schema pairs (its datasets are deleted before it). */
export async function removeDatabasePermissions(
  db: MetaDb,
  databaseId: number,
  databaseName?: string,
): Promise<void> {
  const views = await viewsOf(db, DATABASE_ACCESS, `.(id:${databaseId})`);
  const names = new Set(views.map((v) => databaseNameOf(v.name)).filter((n) => n !== undefined));
  if (databaseName) names.add(databaseName);
  const schemaViews = (await viewsOf(db, SCHEMA_ACCESS)).filter((v) =>
    [...names].some((n) => v.name.startsWith(`[${n}].[`)),
  );
  await deleteViews(db, [...views, ...schemaViews]);
}

/**
 * Brings every data pair in line with the stored databases and datasets: objects made by other paths
 * (examples, imports) get their pairs, renamed ones are renamed, orphans go. Reads only, unless
 * something is out of step.
 */
export async function reconcileDataPermissions(db: MetaDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const databases = await trx.selectFrom('dbs').select(['id', 'database_name']).execute();
    const tables = await trx
      .selectFrom('tables as t')
      .innerJoin('dbs as d', 'd.id', 't.database_id')
      .select(['t.id', 't.table_name', 't.schema', 't.catalog', 'd.database_name'])
      .execute();
    const names = async (permission: string) => new Set((await viewsOf(trx, permission)).map((v) => v.name));
    const dbViews = await names(DATABASE_ACCESS);
    for (const d of databases) {
      if (!dbViews.has(databasePerm(d))) await syncDatabasePermissions(trx, d.id);
    }
    const [dsViews, schemaViews] = [await names(DATASOURCE_ACCESS), await names(SCHEMA_ACCESS)];
    for (const t of tables) {
      const stale =
        !dsViews.has(datasourcePerm(t.database_name, t)) ||
        (t.schema !== null && !schemaViews.has(schemaPerm(t.database_name, t.schema, t.catalog)));
      if (stale) await syncDatasetPermissions(trx, t.id);
    }
    const known = { dbs: new Set(databases.map((d) => d.id)), tables: new Set(tables.map((t) => t.id)) };
    const idOf = (name: string) => Number(/\(id:(\d+)\)$/.exec(name)?.[1]);
    const orphans = [
      ...(await viewsOf(trx, DATABASE_ACCESS)).filter((v) => !known.dbs.has(idOf(v.name))),
      ...(await viewsOf(trx, DATASOURCE_ACCESS)).filter((v) => !known.tables.has(idOf(v.name))),
    ];
    await deleteViews(trx, orphans);
  });
}
