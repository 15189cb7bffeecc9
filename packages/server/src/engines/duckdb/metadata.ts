/** DuckDB catalogs, schemas, tables and table metadata, from its duckdb_* table functions. */
import type { Dialect, JsonValue, TableInfo, TableMetadata } from '../engine.js';
import { tableDoesNotExistError } from '../errors.js';
import { textOf } from '../values.js';
import { DUCKDB_NAME } from './errors.js';

export type MetaQuery = (sql: string, params?: JsonValue[]) => Promise<Record<string, JsonValue>[]>;

const str = (v: JsonValue | undefined): string => textOf(v);
const strList = (v: JsonValue | undefined): string[] => (Array.isArray(v) ? v.map((x) => str(x)) : []);

export async function duckdbCatalogs(query: MetaQuery): Promise<string[]> {
  const rows = await query('SELECT database_name FROM duckdb_databases() WHERE NOT internal ORDER BY 1');
  return rows.map((r) => str(r.database_name));
}

export async function duckdbSchemas(query: MetaQuery, catalog: string): Promise<string[]> {
  const rows = await query(
    `SELECT schema_name FROM duckdb_schemas()
     WHERE database_name = $1 AND schema_name NOT IN ('information_schema', 'pg_catalog')
     ORDER BY 1`,
    [catalog],
  );
  return rows.map((r) => str(r.schema_name));
}

export async function duckdbTables(query: MetaQuery, catalog: string, schema: string): Promise<TableInfo[]> {
  const rows = await query(
    `SELECT table_name AS name, 'table' AS type FROM duckdb_tables()
       WHERE database_name = $1 AND schema_name = $2 AND NOT internal
     UNION ALL
     SELECT view_name, 'view' FROM duckdb_views()
       WHERE database_name = $1 AND schema_name = $2 AND NOT internal
     ORDER BY 1`,
    [catalog, schema],
  );
  return rows.map((r) => ({ name: str(r.name), type: r.type === 'view' ? 'view' : 'table' }));
}

/** duckdb_indexes().expressions is text like "[a, b]" or "['\"label\"']". */
function indexColumns(expressions: string): string[] {
  const inner = expressions.replace(/^\[/, '').replace(/\]$/, '').trim();
  if (!inner) return [];
  const unwrap = (c: string, q: string) =>
    c.length >= 2 && c.startsWith(q) && c.endsWith(q) ? c.slice(1, -1).replaceAll(q + q, q) : c;
  return inner.split(/,\s*/).map((c) => unwrap(unwrap(c.trim(), "'"), '"'));
}

export async function duckdbTableMetadata(
  query: MetaQuery,
  dialect: Dialect,
  catalog: string,
  schema: string,
  table: string,
): Promise<TableMetadata> {
  const args = [catalog, schema, table];
  const columns = await query(
    `SELECT column_name, data_type, is_nullable, column_default, comment FROM duckdb_columns()
     WHERE database_name = $1 AND schema_name = $2 AND table_name = $3 ORDER BY column_index`,
    args,
  );
  if (columns.length === 0) throw tableDoesNotExistError(DUCKDB_NAME, `${schema}.${table}`);
  const views = await query(
    'SELECT comment FROM duckdb_views() WHERE database_name = $1 AND schema_name = $2 AND view_name = $3',
    args,
  );
  const tables = await query(
    'SELECT comment FROM duckdb_tables() WHERE database_name = $1 AND schema_name = $2 AND table_name = $3',
    args,
  );
  const constraints = await query(
    `SELECT constraint_type, constraint_name, constraint_column_names, referenced_table, referenced_column_names
     FROM duckdb_constraints()
     WHERE database_name = $1 AND schema_name = $2 AND table_name = $3
       AND constraint_type IN ('PRIMARY KEY', 'FOREIGN KEY', 'UNIQUE')
     ORDER BY constraint_index`,
    args,
  );
  const indexes = await query(
    `SELECT index_name, is_unique, expressions FROM duckdb_indexes()
     WHERE database_name = $1 AND schema_name = $2 AND table_name = $3 ORDER BY index_name`,
    args,
  );
  const pk = constraints.find((c) => c.constraint_type === 'PRIMARY KEY');
  const comment = views[0]?.comment ?? tables[0]?.comment ?? null;
  return {
    catalog,
    schema,
    name: table,
    type: views.length > 0 ? 'view' : 'table',
    columns: columns.map((c) => ({
      name: str(c.column_name),
      engineType: str(c.data_type),
      genericType: dialect.genericType(str(c.data_type)),
      nullable: c.is_nullable === true,
      default: c.column_default === null || c.column_default === undefined ? null : str(c.column_default),
      comment: c.comment === null || c.comment === undefined ? null : str(c.comment),
    })),
    primaryKey: pk
      ? { name: str(pk.constraint_name) || null, columns: strList(pk.constraint_column_names) }
      : null,
    foreignKeys: constraints
      .filter((c) => c.constraint_type === 'FOREIGN KEY')
      .map((c) => ({
        name: str(c.constraint_name) || null,
        columns: strList(c.constraint_column_names),
        referredSchema: schema,
        referredTable: str(c.referenced_table),
        referredColumns: strList(c.referenced_column_names),
      })),
    indexes: [
      ...indexes.map((i) => ({
        name: str(i.index_name),
        columns: indexColumns(str(i.expressions)),
        unique: i.is_unique === true,
      })),
      ...constraints
        .filter((c) => c.constraint_type === 'UNIQUE')
        .map((c) => ({
          name: str(c.constraint_name),
          columns: strList(c.constraint_column_names),
          unique: true,
        })),
    ],
    comment: comment === null ? null : str(comment),
  };
}
