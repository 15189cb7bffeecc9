/** MySQL/MariaDB schemas (databases), tables and table metadata, from information_schema. */
import type { Dialect, TableInfo, TableMetadata } from '../engine.js';
import { tableDoesNotExistError } from '../errors.js';
import { textOf } from '../values.js';
import { MYSQL_NAME } from './errors.js';

export type MysqlMetaQuery = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const text = textOf;

export async function mysqlSchemas(query: MysqlMetaQuery): Promise<string[]> {
  const rows = await query('SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA ORDER BY 1');
  return rows.map((r) => text(r.name));
}

export async function mysqlTables(query: MysqlMetaQuery, schema: string): Promise<TableInfo[]> {
  const rows = await query(
    'SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY 1',
    [schema],
  );
  return rows.map((r) => ({ name: text(r.name), type: /VIEW/.test(text(r.type)) ? 'view' : 'table' }));
}

/** MariaDB reports "no default" as the text NULL. */
function defaultOf(v: unknown): string | null {
  return v === null || v === undefined || v === 'NULL' ? null : text(v);
}

export async function mysqlTableMetadata(
  query: MysqlMetaQuery,
  dialect: Dialect,
  schema: string,
  table: string,
): Promise<TableMetadata> {
  const args = [schema, table];
  const info = (
    await query(
      'SELECT TABLE_TYPE AS type, TABLE_COMMENT AS comment FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?',
      args,
    )
  )[0];
  if (!info) throw tableDoesNotExistError(MYSQL_NAME, `${schema}.${table}`);
  const columns = await query(
    `SELECT COLUMN_NAME AS name, COLUMN_TYPE AS type, IS_NULLABLE AS nullable, COLUMN_DEFAULT AS dflt,
            COLUMN_COMMENT AS comment
     FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
    args,
  );
  const keys = await query(
    `SELECT CONSTRAINT_NAME AS name, COLUMN_NAME AS col, REFERENCED_TABLE_SCHEMA AS ref_schema,
            REFERENCED_TABLE_NAME AS ref_table, REFERENCED_COLUMN_NAME AS ref_col
     FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?
     ORDER BY CONSTRAINT_NAME, ORDINAL_POSITION`,
    args,
  );
  const stats = await query(
    `SELECT INDEX_NAME AS name, NON_UNIQUE AS non_unique, COLUMN_NAME AS col
     FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND INDEX_NAME <> 'PRIMARY'
     ORDER BY INDEX_NAME, SEQ_IN_INDEX`,
    args,
  );
  const pkColumns = keys.filter((k) => k.name === 'PRIMARY').map((k) => text(k.col));
  const fks = new Map<string, TableMetadata['foreignKeys'][number]>();
  for (const k of keys.filter((r) => r.ref_table !== null && r.ref_table !== undefined)) {
    const name = text(k.name);
    const fk = fks.get(name) ?? {
      name,
      columns: [],
      referredSchema: text(k.ref_schema) || null,
      referredTable: text(k.ref_table),
      referredColumns: [],
    };
    fk.columns.push(text(k.col));
    fk.referredColumns.push(text(k.ref_col));
    fks.set(name, fk);
  }
  const indexes = new Map<string, TableMetadata['indexes'][number]>();
  for (const s of stats) {
    const name = text(s.name);
    const index = indexes.get(name) ?? { name, columns: [], unique: Number(s.non_unique) === 0 };
    index.columns.push(text(s.col));
    indexes.set(name, index);
  }
  const comment = text(info.comment);
  return {
    catalog: null,
    schema,
    name: table,
    type: /VIEW/.test(text(info.type)) ? 'view' : 'table',
    columns: columns.map((c) => ({
      name: text(c.name),
      engineType: text(c.type).toUpperCase(),
      genericType: dialect.genericType(text(c.type)),
      nullable: c.nullable === 'YES',
      default: defaultOf(c.dflt),
      comment: text(c.comment) || null,
    })),
    primaryKey: pkColumns.length > 0 ? { name: 'PRIMARY', columns: pkColumns } : null,
    foreignKeys: [...fks.values()],
    indexes: [...indexes.values()],
    comment: comment && comment !== 'VIEW' ? comment : null,
  };
}
