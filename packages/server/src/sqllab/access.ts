/**
 * Data access of SQL Lab, Superset's way: database access (or all_database_access /
 * all_datasource_access) lets a user run anything the database allows; otherwise every table the
 * query reads must be reachable through a schema grant or a dataset the user may read. A user
 * with no grant at all in the database gets DATABASE_SECURITY_ACCESS_ERROR.
 */
import { can } from '@meridian/core';
import { HttpError } from '../api/errors.js';
import type { DatabaseRow } from '../datasources/connections.js';
import type { MetaDb } from '../meta/db.js';
import type { AuthUser } from '../security/auth.js';
import { canReadDatabase, canReadDatasource, schemaPerm } from '../security/data-access.js';
import type { StatementInfo, TableRef } from './sql-parse.js';

/** Schema names an unqualified table may resolve to when the editor names none. */
const DEFAULT_SCHEMAS = ['main', 'public'];

export function securityError(
  status: number,
  errorType: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return new HttpError(status, message, {
    message,
    errors: [{ message, error_type: errorType, level: 'error', extra }],
  });
}

export const tableAccessMessage = (tables: string[]) =>
  `You need access to the following tables: ${tables.map((t) => `\`${t}\``).join(', ')}, ` +
  '`all_database_access` or `all_datasource_access` permission';

function hasGrantIn(user: AuthUser, database: DatabaseRow): boolean {
  const prefix = `[${database.database_name}].`;
  return Object.values(user.roles).some((pairs) =>
    pairs.some(
      ([perm, view]) => (perm === 'schema_access' || perm === 'datasource_access') && view.startsWith(prefix),
    ),
  );
}

async function ownsDatasetIn(db: MetaDb, user: AuthUser, databaseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sqlatable_user as o')
    .innerJoin('tables as t', 't.id', 'o.table_id')
    .select('t.id')
    .where('o.user_id', '=', user.id)
    .where('t.database_id', '=', databaseId)
    .executeTakeFirst();
  return row !== undefined;
}

async function canReadTable(
  db: MetaDb,
  user: AuthUser,
  database: DatabaseRow,
  ref: TableRef,
  defaultSchema: string | null,
): Promise<boolean> {
  const schema = ref.schema ?? defaultSchema;
  const dbRef = { id: database.id, database_name: database.database_name };
  if (schema && can(user, 'schema_access', schemaPerm(database.database_name, schema))) return true;
  const candidates = await db
    .selectFrom('tables')
    .select(['id', 'table_name', 'schema'])
    .where('database_id', '=', database.id)
    .where((eb) => eb(eb.fn('lower', ['table_name']), '=', ref.table.toLowerCase()))
    .execute();
  for (const dataset of candidates) {
    const matches = schema
      ? dataset.schema === schema
      : dataset.schema === null || DEFAULT_SCHEMAS.includes(dataset.schema);
    if (!matches) continue;
    const owners = await db
      .selectFrom('sqlatable_user')
      .select('user_id')
      .where('table_id', '=', dataset.id)
      .execute();
    const object = {
      database: dbRef,
      schema: dataset.schema,
      dataset: { id: dataset.id, table_name: dataset.table_name },
      ownerIds: owners.map((o) => o.user_id),
    };
    if (canReadDatasource(user, object)) return true;
  }
  return false;
}

/** Throws the 403 answer unless `user` may run `statements` on `database`. */
export async function checkSqlAccess(
  db: MetaDb,
  user: AuthUser,
  database: DatabaseRow,
  statements: StatementInfo[],
  defaultSchema: string | null,
): Promise<void> {
  if (canReadDatabase(user, database)) return;
  if (!hasGrantIn(user, database) && !(await ownsDatasetIn(db, user, database.id))) {
    throw securityError(
      403,
      'DATABASE_SECURITY_ACCESS_ERROR',
      `You need access to the database ${database.database_name}, \`all_database_access\` or \`all_datasource_access\` permission`,
      { database: database.database_name },
    );
  }
  if (statements.some((s) => s.tables === null)) {
    throw securityError(
      403,
      'TABLE_SECURITY_ACCESS_ERROR',
      'The tables this query reads could not be determined, so it can only run with access to the whole database, `all_database_access` or `all_datasource_access` permission',
    );
  }
  const denied: string[] = [];
  for (const ref of statements.flatMap((s) => s.tables ?? [])) {
    if (!(await canReadTable(db, user, database, ref, defaultSchema)))
      denied.push(ref.schema ? `${ref.schema}.${ref.table}` : ref.table);
  }
  if (denied.length > 0) {
    throw securityError(403, 'TABLE_SECURITY_ACCESS_ERROR', tableAccessMessage(denied), { tables: denied });
  }
}
