/**
 * Browsing a database through its connector: catalogs, schemas and tables the user may see, one
 * table's metadata and its select-star statement. A table the user may not read is answered as a
 * missing one (Superset hides its existence the same way).
 */
import type { AppContext } from '../../context.js';
import type { DatabaseRow } from '../../datasources/connections.js';
import { parseExtra } from '../../datasources/database-extra.js';
import { isExamplesUri } from '../../datasources/database-uri.js';
import { NotFound } from '../../domain-errors.js';
import type { Connector, TableMetadata } from '../../engines/engine.js';
import { EngineError, ErrorType } from '../../engines/errors.js';
import { isInternalExamplesSchema, isInternalExamplesTable } from '../../examples/internal.js';
import { physicalDatasetExtras } from '../../meta/repositories/database.js';
import type { AuthUser } from '../../security/auth.js';
import { assertCatalogAccess, visibleCatalogs } from '../../security/access/catalog.js';
import { findDatabase } from '../../security/access/database.js';
import { canReadTable } from '../../security/access/table.js';
import { visibleSchemaNames, visibleTableFilter } from '../../security/access/table-lists.js';
import { datasourceError, guarded } from './errors.js';

const MISSING = new Set<string>([
  ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
  ErrorType.OBJECT_DOES_NOT_EXIST_ERROR,
  ErrorType.SCHEMA_DOES_NOT_EXIST_ERROR,
]);

export const NO_TABLE = 'No such table';
export const STAR_NO_TABLE = 'Table not found on the database';

export interface OpenDatabase {
  row: DatabaseRow;
  connector: Connector;
}

/** The database the user sees, with its connector. */
export async function openDatabase(ctx: AppContext, user: AuthUser, id: number): Promise<OpenDatabase> {
  const row = await findDatabase(ctx, user, id);
  const connector = await guarded(() => ctx.connections.connector(row));
  return { row, connector };
}

/** The database, when the user may read this table of it; else `missing` (a 404). */
export async function openTable(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  ref: { table: string; schema: string | null },
  missing: string,
): Promise<OpenDatabase> {
  const opened = await openDatabase(ctx, user, id);
  if (!(await canReadTable(ctx.db, user, opened.row, ref))) throw new NotFound(missing);
  return opened;
}

/** Reads from the engine; a missing table or schema is `missing` (a 404). */
async function onTable<T>(missing: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof EngineError && MISSING.has(err.errorType)) throw new NotFound(missing);
    return datasourceError(err);
  }
}

/** A table's metadata and its select-star statement (with its columns). */
export const readTableMetadata = (
  connector: Connector,
  schema: string | null,
  table: string,
  catalog: string | null,
): Promise<{ meta: TableMetadata; star: string }> =>
  onTable(NO_TABLE, async () => {
    const meta = await connector.getTableMetadata(schema, table, catalog);
    if (meta.columns.length === 0) throw new NotFound(NO_TABLE);
    const star = await connector.selectStar(schema, table, { limit: 100, showColumns: true, catalog });
    return { meta, star };
  });

/** `SELECT col, … FROM table LIMIT 100` of an existing table. */
export const readSelectStar = (connector: Connector, schema: string | null, table: string) =>
  onTable(STAR_NO_TABLE, async () => {
    const meta = await connector.getTableMetadata(schema, table);
    if (meta.columns.length === 0) throw new NotFound(STAR_NO_TABLE);
    return connector.selectStar(schema, table, { limit: 100, showColumns: true });
  });

/** The examples database: its internal objects (examples/internal.ts) are left out of lists. */
const isExamples = (ctx: AppContext, row: DatabaseRow) =>
  isExamplesUri(row.sqlalchemy_uri, ctx.config.dataDir);

/** The catalogs the user may see (none when the engine has no catalogs). */
export async function listCatalogs(
  ctx: AppContext,
  user: AuthUser,
  { row, connector }: OpenDatabase,
  force: boolean,
): Promise<string[]> {
  if (!connector.spec.capabilities.supportsCatalogs) return [];
  const catalogs = await guarded(() =>
    ctx.connections.metadata.get(row, 'catalogs', [], force, () => connector.getCatalogs()),
  );
  return visibleCatalogs(user, row, connector, catalogs).sort();
}

/** The schemas the user may see; `uploadAllowed`: only those file uploads may go to. */
export async function listSchemas(
  ctx: AppContext,
  user: AuthUser,
  { row, connector }: OpenDatabase,
  q: { catalog: string | null; force: boolean; uploadAllowed: boolean },
): Promise<string[]> {
  assertCatalogAccess(user, row, connector, q.catalog);
  const all = await guarded(() =>
    ctx.connections.metadata.get(row, 'schemas', [q.catalog], q.force, () => connector.getSchemas(q.catalog)),
  );
  const listed = isExamples(ctx, row) ? all.filter((s) => !isInternalExamplesSchema(s)) : all;
  const schemas = await visibleSchemaNames(ctx.db, user, row, [...listed].sort(), q.catalog);
  if (!q.uploadAllowed) return schemas;
  if (row.allow_file_upload !== 1) return [];
  const allowed = parseExtra(row.extra).schemas_allowed_for_file_upload;
  if (!Array.isArray(allowed) || !allowed.length) return schemas;
  const set = new Set(allowed.map((s) => String(s).toLowerCase()));
  return schemas.filter((s) => set.has(s.toLowerCase()));
}

/** The tables and views of a schema the user may see, with their physical dataset's `extra`. */
export async function listTables(
  ctx: AppContext,
  user: AuthUser,
  { row, connector }: OpenDatabase,
  q: { catalog: string | null; schema: string | null; force: boolean },
) {
  const { catalog, schema } = q;
  assertCatalogAccess(user, row, connector, catalog);
  const tables = await guarded(() =>
    ctx.connections.metadata.get(row, 'tables', [catalog, schema], q.force, () =>
      connector.getTables(schema, catalog),
    ),
  );
  const datasets = await physicalDatasetExtras(ctx.db, row.id, schema);
  const extraByName = new Map(datasets.map((d) => [d.table_name, d.extra ? parseExtra(d.extra) : null]));
  const visible = await visibleTableFilter(ctx.db, user, row, schema, catalog);
  const internal = isExamples(ctx, row)
    ? (name: string) => isInternalExamplesTable(schema, name)
    : () => false;
  return tables
    .filter((t) => visible(t.name) && !internal(t.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((t) => ({
      value: t.name,
      type: t.type,
      extra: t.type === 'table' ? (extraByName.get(t.name) ?? null) : null,
    }));
}
