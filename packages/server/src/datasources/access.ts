/* eslint-disable @typescript-eslint/no-explicit-any -- the schema predicate serves two aliases (t, ds). */
/**
 * Data access, with Superset's permission names: `all_database_access`, `all_datasource_access`,
 * `database_access` on `[name].(id:N)` and `datasource_access` on `[db].[table](id:N)`. Owners of a
 * dataset always reach it. Admins reach everything.
 */
import { can, isAdmin } from '@meridian/core';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { MetaSchema } from '../meta/schema.js';
import type { AuthUser } from '../security/auth.js';
import { idsIn } from '../security/guest-access/visible.js';
import { guestScope } from '../security/guest.js';

export interface DataAccess {
  /** Every database and dataset. */
  all: boolean;
  databaseIds: Set<number>;
  datasetIds: Set<number>;
  /** `schema_access` view names held, e.g. `[examples].[main]`. */
  schemaViews: Set<string>;
}

const ID_SUFFIX = /\(id:(\d+)\)$/;

function idsOf(user: AuthUser, permission: string): Set<number> {
  const ids = new Set<number>();
  for (const pairs of Object.values(user.roles)) {
    for (const [perm, view] of pairs) {
      if (perm !== permission) continue;
      const m = ID_SUFFIX.exec(view);
      if (m) ids.add(Number(m[1]));
    }
  }
  return ids;
}

function viewsOf(user: AuthUser, permission: string): Set<string> {
  const views = new Set<string>();
  for (const pairs of Object.values(user.roles))
    for (const [perm, view] of pairs) if (perm === permission) views.add(view);
  return views;
}

/** A dataset (`alias`.schema in its database `alias`.database_id) under a granted schema. */
function inGrantedSchema(
  eb: ExpressionBuilder<any, any>,
  alias: string,
  views: Set<string>,
): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('dbs as sd')
      .select(sql.lit(1).as('one'))
      .whereRef('sd.id', '=', `${alias}.database_id`)
      .where(sql<string>`'[' || sd.database_name || '].[' || ${sql.ref(`${alias}.schema`)} || ']'`, 'in', [
        ...views,
      ]),
  );
}

export function dataAccess(user: AuthUser): DataAccess {
  // A guest reaches the datasets of its embedded dashboards, whatever the guest role grants.
  if (user.guest) {
    const datasetIds = new Set(guestScope(user.guest).datasetIds);
    return { all: false, databaseIds: new Set(), datasetIds, schemaViews: new Set() };
  }
  const all =
    isAdmin(user) ||
    can(user, 'all_database_access', 'all_database_access') ||
    can(user, 'all_datasource_access', 'all_datasource_access');
  return {
    all,
    databaseIds: all ? new Set() : idsOf(user, 'database_access'),
    datasetIds: all ? new Set() : idsOf(user, 'datasource_access'),
    schemaViews: all ? new Set() : viewsOf(user, 'schema_access'),
  };
}

// Permission view names (`[db].(id:N)`, `[db].[table](id:N)`) live in security/data-access.ts.

type DatabaseEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['dbs'] }, 't'>;
type DatasetEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['tables'] }, 't'>;

/** Datasets (aliased `t`) the user reaches: granted, in a granted database, or owned. */
export function visibleDatasets(eb: DatasetEb, user: AuthUser): Expression<SqlBool> | null {
  if (user.guest) return idsIn(eb, 't.id', guestScope(user.guest).datasetIds);
  const access = dataAccess(user);
  if (access.all) return null;
  const preds: Expression<SqlBool>[] = [
    eb.exists(
      eb
        .selectFrom('sqlatable_user as o')
        .select(sql.lit(1).as('one'))
        .whereRef('o.table_id', '=', 't.id')
        .where('o.user_id', '=', user.id),
    ),
  ];
  if (access.datasetIds.size) preds.push(eb('t.id', 'in', [...access.datasetIds]));
  if (access.databaseIds.size) preds.push(eb('t.database_id', 'in', [...access.databaseIds]));
  if (access.schemaViews.size) preds.push(inGrantedSchema(eb, 't', access.schemaViews));
  return eb.or(preds);
}

/** Databases (aliased `t`) the user reaches: granted, or holding a dataset the user reaches. */
export function visibleDatabases(eb: DatabaseEb, user: AuthUser): Expression<SqlBool> | null {
  if (user.guest) return idsIn(eb, 't.id', []);
  const access = dataAccess(user);
  if (access.all) return null;
  const datasetPreds = (ds: ExpressionBuilder<MetaSchema & { ds: MetaSchema['tables'] }, 'ds'>) => {
    const preds: Expression<SqlBool>[] = [
      ds.exists(
        ds
          .selectFrom('sqlatable_user as o')
          .select(sql.lit(1).as('one'))
          .whereRef('o.table_id', '=', 'ds.id')
          .where('o.user_id', '=', user.id),
      ),
    ];
    if (access.datasetIds.size) preds.push(ds('ds.id', 'in', [...access.datasetIds]));
    if (access.schemaViews.size) preds.push(inGrantedSchema(ds, 'ds', access.schemaViews));
    return ds.or(preds);
  };
  const preds: Expression<SqlBool>[] = [
    eb('t.id', 'in', eb.selectFrom('tables as ds').select('ds.database_id').where(datasetPreds)),
  ];
  if (access.databaseIds.size) preds.push(eb('t.id', 'in', [...access.databaseIds]));
  return eb.or(preds);
}
