/**
 * Data access of SQL Lab, Superset's way: database access (or all_database_access /
 * all_datasource_access) lets a user run anything the database allows; otherwise every table the
 * query reads must be reachable through a schema grant or a dataset the user may read. A user
 * with no grant at all in the database gets DATABASE_SECURITY_ACCESS_ERROR.
 *
 * What a statement reads is the engine's own reading (`connector.inspect`), not a generic
 * parser's: table functions, refused functions and MySQL executable comments need access to the
 * whole database, and a statement whose reading is unknown or not a plain read needs it too.
 * DuckDB's file readers are refused for everyone (they reach the database's own files).
 */
import { can } from '@meridian/core';
import type { DatabaseRow } from '../../datasources/connections.js';
import { AccessDenied, DomainError, errorEnvelope, Invalid } from '../../domain-errors.js';
import type { Connector } from '../../engines/engine.js';
import type { MetaDb } from '../../meta/db.js';
import {
  hasFileReaders,
  isDeniedFunction,
  isFileReader,
  type SqlFamily,
} from '../../sql-safety/functions.js';
import type { StatementInspection } from '../../sql-safety/inspection.js';
import type { TableRef } from '../../sqllab/sql-parse.js';
import type { AuthUser } from '../auth.js';
import { canReadDatabase, schemaPerm } from './database.js';
import { canReadDatasource } from './dataset.js';

/** Schema names an unqualified table may resolve to when the editor names none. */
const DEFAULT_SCHEMAS = ['main', 'public'];

/** A refusal in Superset's envelope: 403 is AccessDenied, 400 (SQL Lab's own errors) Invalid. */
export function securityError(
  status: 400 | 403,
  errorType: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  const Kind = status === 403 ? AccessDenied : Invalid;
  return new Kind(message, errorEnvelope(errorType, message, extra));
}

export const tableAccessMessage = (tables: string[]) =>
  `You need access to the following tables: ${tables.map((t) => `\`${t}\``).join(', ')}, ` +
  '`all_database_access` or `all_datasource_access` permission';

const WHOLE_DATABASE = '`all_database_access` or `all_datasource_access` permission';

export const UNDETERMINED_MESSAGE = `The tables this query reads could not be determined, so it can only run with access to the whole database, ${WHOLE_DATABASE}`;

export const functionAccessMessage = (names: string[]) =>
  `You need access to the whole database to call the following functions: ${names.map((n) => `\`${n}\``).join(', ')}, ${WHOLE_DATABASE}`;

export const EXECUTABLE_COMMENT_MESSAGE = `Executable comments and optimizer hints (/*! … */, /*+ … */) can only run with access to the whole database, ${WHOLE_DATABASE}`;

export const fileReaderMessage = (names: string[]) =>
  `The following functions read server files and cannot be used in SQL Lab: ${names.map((n) => `\`${n}\``).join(', ')}`;

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
    // Only a physical dataset stands for its table: a virtual one named like a table reads
    // whatever its SQL says, so access to it is no grant on that table.
    .where('sql', 'is', null)
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

const tableError = (message: string, extra: Record<string, unknown> = {}) =>
  securityError(403, 'TABLE_SECURITY_ACCESS_ERROR', message, extra);

export interface SqlAccessTarget {
  /** The database's connector: it reads the statements (`inspect`). */
  connector: Connector;
  /** The statements as they will run, one per entry. */
  statements: readonly string[];
  /** Default schema of unqualified names. */
  schema: string | null;
  catalog?: string | null;
}

/** The engine's reading of each statement; null when it cannot tell. Parse-deadline 400s pass. */
async function inspectAll(target: SqlAccessTarget): Promise<(StatementInspection | null)[]> {
  const out: (StatementInspection | null)[] = [];
  for (const sql of target.statements) {
    try {
      out.push(
        await target.connector.inspect(sql, [], { schema: target.schema, catalog: target.catalog ?? null }),
      );
    } catch (err) {
      if (err instanceof DomainError) throw err;
      out.push(null);
    }
  }
  return out;
}

function refuseFileReaders(family: SqlFamily, inspections: (StatementInspection | null)[]) {
  const readers = inspections.flatMap((i) => i?.tableFunctions ?? []).filter((f) => isFileReader(family, f));
  if (readers.length > 0) throw tableError(fileReaderMessage([...new Set(readers)]), { functions: readers });
}

/** Throws the 403 answer unless `user` may run the target's statements on `database`. */
export async function checkSqlAccess(
  db: MetaDb,
  user: AuthUser,
  database: DatabaseRow,
  target: SqlAccessTarget,
): Promise<void> {
  const family = target.connector.spec.sqlFamily;
  if (canReadDatabase(user, database)) {
    // Unreadable statements fail in the engine itself; only DuckDB's file readers are refused.
    if (hasFileReaders(family)) refuseFileReaders(family, await inspectAll(target));
    return;
  }
  if (!hasGrantIn(user, database) && !(await ownsDatasetIn(db, user, database.id))) {
    throw securityError(
      403,
      'DATABASE_SECURITY_ACCESS_ERROR',
      `You need access to the database ${database.database_name}, \`all_database_access\` or \`all_datasource_access\` permission`,
      { database: database.database_name },
    );
  }
  const inspections = await inspectAll(target);
  refuseFileReaders(family, inspections);
  if (inspections.some((i) => i?.executableComments)) throw tableError(EXECUTABLE_COMMENT_MESSAGE);
  if (inspections.some((i) => i === null || i.kind !== 'select')) throw tableError(UNDETERMINED_MESSAGE);
  const read = inspections as StatementInspection[];
  const refused = [
    ...new Set([
      ...read.flatMap((i) => i.tableFunctions),
      ...read.flatMap((i) => i.functions).filter((f) => isDeniedFunction(family, f)),
    ]),
  ];
  if (refused.length > 0) throw tableError(functionAccessMessage(refused), { functions: refused });
  const denied: string[] = [];
  for (const ref of read.flatMap((i) => i.relations)) {
    const name = [ref.catalog, ref.schema, ref.table].filter(Boolean).join('.');
    if (ref.catalog && ref.catalog !== target.connector.getDefaultCatalog()) denied.push(name);
    else if (!(await canReadTable(db, user, database, ref, target.schema))) denied.push(name);
  }
  if (denied.length > 0) throw tableError(tableAccessMessage([...new Set(denied)]), { tables: denied });
}
