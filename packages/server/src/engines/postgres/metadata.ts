/** PostgreSQL catalogs (databases), schemas, tables and table metadata, from pg_catalog. */
import type { Dialect, TableInfo, TableMetadata } from '../engine.js';
import { tableDoesNotExistError } from '../errors.js';
import { textOf } from '../values.js';
import { POSTGRES_NAME } from './errors.js';

export type PgMetaQuery = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const text = textOf;
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(text) : []);

export async function pgCatalogs(query: PgMetaQuery): Promise<string[]> {
  const rows = await query(
    'SELECT datname FROM pg_database WHERE NOT datistemplate AND datallowconn ORDER BY 1',
  );
  return rows.map((r) => text(r.datname));
}

/** Like SQLAlchemy's inspector: every namespace but the pg_* ones (information_schema stays). */
export async function pgSchemas(query: PgMetaQuery): Promise<string[]> {
  const rows = await query("SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' ORDER BY 1");
  return rows.map((r) => text(r.nspname));
}

export async function pgTables(query: PgMetaQuery, schema: string): Promise<TableInfo[]> {
  const rows = await query(
    `SELECT c.relname AS name, CASE WHEN c.relkind IN ('v', 'm') THEN 'view' ELSE 'table' END AS type
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'f', 'v', 'm') AND NOT c.relispartition
     ORDER BY 1`,
    [schema],
  );
  return rows.map((r) => ({ name: text(r.name), type: r.type === 'view' ? 'view' : 'table' }));
}

const ATTNAMES = (keys: string, rel: string) =>
  `ARRAY(SELECT a.attname::text FROM unnest(${keys}) WITH ORDINALITY k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = ${rel} AND a.attnum = k.attnum ORDER BY k.ord)`;

export async function pgTableMetadata(
  query: PgMetaQuery,
  dialect: Dialect,
  catalog: string | null,
  schema: string,
  table: string,
): Promise<TableMetadata> {
  const rel = await query(
    `SELECT c.oid, c.relkind, obj_description(c.oid, 'pg_class') AS comment
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relname = $2 AND c.relkind IN ('r', 'p', 'f', 'v', 'm')`,
    [schema, table],
  );
  const info = rel[0];
  if (!info) throw tableDoesNotExistError(POSTGRES_NAME, `${schema}.${table}`);
  const oid = Number(info.oid);
  const columns = await query(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable,
            pg_get_expr(d.adbin, d.adrelid) AS dflt, col_description(a.attrelid, a.attnum) AS comment
     FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE a.attrelid = $1 AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    [oid],
  );
  const constraints = await query(
    `SELECT con.conname, con.contype, ${ATTNAMES('con.conkey', 'con.conrelid')} AS columns,
            fn.nspname AS ref_schema, fc.relname AS ref_table, ${ATTNAMES('con.confkey', 'con.confrelid')} AS ref_columns
     FROM pg_constraint con
     LEFT JOIN pg_class fc ON fc.oid = con.confrelid LEFT JOIN pg_namespace fn ON fn.oid = fc.relnamespace
     WHERE con.conrelid = $1 AND con.contype IN ('p', 'f') ORDER BY con.conname`,
    [oid],
  );
  const indexes = await query(
    `SELECT ic.relname AS name, i.indisunique AS is_unique, ${ATTNAMES('i.indkey::int2[]', 'i.indrelid')} AS columns
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
     WHERE i.indrelid = $1 AND NOT i.indisprimary ORDER BY 1`,
    [oid],
  );
  const pk = constraints.find((c) => c.contype === 'p');
  return {
    catalog,
    schema,
    name: table,
    type: info.relkind === 'v' || info.relkind === 'm' ? 'view' : 'table',
    columns: columns.map((c) => ({
      name: text(c.name),
      engineType: text(c.type).toUpperCase(),
      genericType: dialect.genericType(text(c.type)),
      nullable: c.nullable === true,
      default: c.dflt === null || c.dflt === undefined ? null : text(c.dflt),
      comment: c.comment === null || c.comment === undefined ? null : text(c.comment),
    })),
    primaryKey: pk ? { name: text(pk.conname), columns: list(pk.columns) } : null,
    foreignKeys: constraints
      .filter((c) => c.contype === 'f')
      .map((c) => ({
        name: text(c.conname),
        columns: list(c.columns),
        referredSchema: text(c.ref_schema) || null,
        referredTable: text(c.ref_table),
        referredColumns: list(c.ref_columns),
      })),
    indexes: indexes.map((i) => ({
      name: text(i.name),
      columns: list(i.columns),
      unique: i.is_unique === true,
    })),
    comment: info.comment === null || info.comment === undefined ? null : text(info.comment),
  };
}
